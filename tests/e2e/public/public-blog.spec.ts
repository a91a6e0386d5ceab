// Blog list and post pages (docs/product/routes.md, docs/product/api.md#records-and-their-fields, docs/product/copy.md; docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows). A post arrives with its body
// (the body's loading state is the server's, decision 190: tests/integration/seo/server-rendering.test.ts).
import type { BlogListPage, BlogPost } from '../../../shared/contract/blog.ts';
import { BLOG_PAGE_SIZE } from '../../../shared/domain/blog-list.ts';
import { formatShortDate } from '../../../shared/domain/format.ts';
import { adminApi, unique, type ApiRecord } from '../support/admin-helpers.ts';
import { apiGet, expect, expectSingleH1, test, visitor } from '../support/public-helpers.ts';

test('the list shows a card per published post with date, reading time, category, title, excerpt, author and image', async ({ page }) => {
  const { posts } = await apiGet<BlogListPage>(page.request, '/api/blog-list');
  for (const slug of ['do-rugs-increase-home-value', 'synthetic-rugs-pet-health']) expect(posts.map((post) => post.slug)).toContain(slug);
  await page.goto('/jacobs/blog');
  const cards = page.getByTestId('post-card');
  await expect(cards).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(formatShortDate(post.publishedDate));
    await expect(card).toContainText(post.readingTime);
    await expect(card).toContainText(post.category);
    await expect(card).toContainText(post.excerpt);
    await expect(card).toContainText(post.author);
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/jacobs/blog/${post.slug}`);
    await expect(card.locator('img')).toHaveAttribute('src', post.image);
  }
  const seeded = posts.find((post) => post.slug === 'do-rugs-increase-home-value')!;
  expect(formatShortDate(seeded.publishedDate)).toBe('Oct 2, 2025');
  await expect(page.getByText('Oct 2, 2025').first()).toBeVisible();
});

test('a post shows its details and the article body from /content/blog/{slug}.md', async ({ page }) => {
  const posts = await apiGet<BlogPost[]>(page.request, '/api/blog');
  const post = posts.find((candidate) => candidate.slug === 'do-rugs-increase-home-value')!;
  const body = await page.request.get(`/content/blog/${post.slug}.md`);
  expect(body.ok()).toBeTruthy();

  await page.goto('/jacobs/blog');
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/jacobs/blog/${post.slug}$`));
  await expectSingleH1(page, post.title);
  const main = page.getByRole('main');
  await expect(main).toContainText(post.category);
  await expect(main).toContainText(`By ${post.author}`);
  await expect(main).toContainText(formatShortDate(post.publishedDate));
  await expect(main).toContainText(post.readingTime);
  const article = page.getByTestId('article-body');
  await expect(article.locator('h2').first()).toBeVisible();
  await expect(article.locator('p').first()).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);

  await expect(main.getByRole('link', { name: 'More Articles' })).toHaveAttribute('href', '/jacobs/blog');
  await main.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/jacobs\/blog$/);
});

test('shows Article content not available. when the body is empty', async ({ page }) => {
  const api = await adminApi(page.request);
  // A body that is nothing once sanitised: the page has no article to show.
  const post = await api.create('/api/admin/blog', { title: unique('E2E Empty Body'), author: 'Dana Jacobs', content: '<script>alert(1)</script>', published: true });
  try {
    await page.goto(`/jacobs/blog/${post.slug}`);
    await expectSingleH1(page, post.title as string);
    await expect(page.getByText('Article content not available.')).toBeVisible();
    await expect(page.getByTestId('article-body')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Blog' }).first()).toBeVisible();
  } finally {
    await api.remove(`/api/admin/blog/${post.id}`);
  }
});

test('an unknown slug shows Post Not Found with a Back to Blog link', async ({ page }) => {
  await page.goto('/jacobs/blog/no-such-post');
  await expectSingleH1(page, 'Post Not Found');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/jacobs\/blog$/);
});

test('a broken post image shows the placeholder rug, drawn without script', async ({ page }) => {
  await page.route('**/images/blog/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/jacobs/blog');
  const image = page.getByTestId('post-card').first().locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  // What covers it is the placeholder rug (site/theme/system.ts's global styles), over its alt text.
  const cover = await image.evaluate((img) => getComputedStyle(img, '::after').backgroundImage);
  expect(cover).toMatch(/\/images\/rugs\/placeholder\.svg/);
  await expect(image).toHaveCSS('position', 'relative');
});

test('a long blog is read a page of cards at a time, page to page without JavaScript', async ({ page, browser }) => {
  const api = await adminApi(page.request);
  // The oldest posts of the blog, so they fill its last page.
  const created: ApiRecord[] = [];
  try {
    for (let index = 0; index < BLOG_PAGE_SIZE; index += 1) {
      const day = String(index + 1).padStart(2, '0');
      created.push(await api.create('/api/admin/blog', { title: unique(`E2E Archive ${day}`), author: 'Dana Jacobs', content: 'From the archive.', published: true, publishedAt: `2001-01-${day}T09:00:00.000Z` }));
    }
    const { total, pageCount } = await apiGet<BlogListPage>(page.request, '/api/blog-list');
    expect(total).toBeGreaterThan(BLOG_PAGE_SIZE);
    const reader = await visitor(browser, { javaScript: false });
    await reader.goto('/jacobs/blog');
    const cards = reader.getByTestId('post-card');
    await expect(cards).toHaveCount(BLOG_PAGE_SIZE);
    await expect(reader.getByTestId('page-status')).toHaveText(`Page 1 of ${pageCount}`);

    // The last page holds the oldest post, the first one created.
    for (let at = 2; at <= pageCount; at += 1) {
      await reader.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(reader).toHaveURL(`/jacobs/blog?page=${at}#posts`);
      await expect(reader.getByTestId('page-status')).toHaveText(`Page ${at} of ${pageCount}`);
    }
    await expect(cards).toHaveCount(total - (pageCount - 1) * BLOG_PAGE_SIZE);
    await expect(cards.last().getByRole('link', { name: created[0].title as string })).toHaveAttribute('href', `/jacobs/blog/${created[0].slug}`);

    await reader.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Previous' }).click();
    await expect(reader.getByTestId('page-status')).toHaveText(`Page ${pageCount - 1} of ${pageCount}`);
    await expect(cards).toHaveCount(BLOG_PAGE_SIZE);
    await reader.context().close();
  } finally {
    for (const post of created) await api.remove(`/api/admin/blog/${post.id}`);
  }
});
