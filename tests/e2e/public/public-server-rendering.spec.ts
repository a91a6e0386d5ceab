// Server rendering (decision 190): the main content is in the HTML the server sends, so a
// visitor (or a crawler) without JavaScript reads it, styled; with JavaScript nothing of the page
// runs but its islands, which take over their markup without hydration errors or warnings.
import type { Page } from '@playwright/test';
import type { BlogPost } from '../../../shared/contract/blog.ts';
import type { Product } from '../../../shared/contract/products.ts';
import { sortProducts } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { SHOP_PAGE_SIZE } from '../../../shared/domain/shop.ts';
import { apiGet, COMPANY, expect, expectSingleH1, readJsonLd, test, waitForIslands } from '../support/public-helpers.ts';

const typesOf = async (page: Page) => (await readJsonLd(page)).map((data) => data['@type']).sort();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its hero, sections, footer and styles, with LocalBusiness', async ({ page }) => {
    await page.goto('/jacobs');
    await expectSingleH1(page, 'Rugs That Raise Home Value, Protect Pets and Reflect Your Taste');
    await expect(page.getByRole('link', { name: 'Explore Our Services' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('(312) 555-0147');
    // Styled without JavaScript: the heading uses the theme's serif, the hero button its colour.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Cormorant Garamond/);
    await expect(page.getByRole('link', { name: 'Explore Our Services' })).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(await typesOf(page)).toEqual(['LocalBusiness']);
    await expect(page).toHaveTitle(/\| Jacobs Rug Consultancy$/);
  });

  test('the shop lists its first page of products with their prices', async ({ page, request }) => {
    const products = sortProducts(await apiGet<Product[]>(request, '/api/products'), 'name').slice(0, SHOP_PAGE_SIZE);
    await page.goto('/jacobs/shop');
    await expectSingleH1(page, 'Shop Our Rugs');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(products.length);
    for (const product of products.slice(0, 3)) {
      const card = cards.filter({ hasText: product.name });
      await expect(card).toContainText(formatPrice(product.price));
    }
    expect(await typesOf(page)).toEqual(['BreadcrumbList']);
  });

  test('a post shows its article, with BlogPosting and BreadcrumbList', async ({ page, request }) => {
    const [post] = await apiGet<BlogPost[]>(request, '/api/blog');
    await page.goto(`/jacobs/blog/${post.slug}`);
    await expectSingleH1(page, post.title);
    await expect(page.getByTestId('article-body')).toBeVisible();
    await expect(page.getByTestId('article-body').locator('p').first()).toHaveText(/\w{3,}/);
    expect(await typesOf(page)).toEqual(['BlogPosting', 'BreadcrumbList']);
  });
});

test.describe('with JavaScript', () => {
  const messages: string[] = [];
  test.beforeEach(({ page }) => {
    messages.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
  });
  test.afterEach(() => expect(messages, 'console errors and warnings').toEqual([]));

  test('public pages keep their structured data and one title, and no React takes them over', async ({ page, request }) => {
    const [post] = await apiGet<BlogPost[]>(request, '/api/blog');
    const [product] = await apiGet<Product[]>(request, '/api/products');
    const pages: [string, string[]][] = [
      ['/jacobs', ['LocalBusiness']],
      ['/jacobs/shop', ['BreadcrumbList']],
      ['/jacobs/service-areas', ['BreadcrumbList', 'LocalBusiness']],
      [`/jacobs/blog/${post.slug}`, ['BlogPosting', 'BreadcrumbList']],
      [`/jacobs/product/${product.id}`, ['BreadcrumbList', 'Product']],
    ];
    for (const [path, types] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await typesOf(page), path).toEqual(types);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`\\| ${COMPANY}$`));
      const reactOwned = await page.getByRole('heading', { level: 1 }).evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));
      expect(reactOwned, path).toBe(false);
    }
  });

  test('the ROI calculator responds after hydration, its results moving with each slider', async ({ page }) => {
    await page.goto('/jacobs/proof-roi');
    await waitForIslands(page);
    const before = await page.getByTestId('roi-percentage').textContent();
    await page.getByRole('slider', { name: 'Rug spend' }).fill('25000');
    await expect(page.getByTestId('slider-rugSpend-value')).toHaveText('$25,000');
    await expect(page.getByTestId('roi-percentage')).not.toHaveText(before ?? '');
    // Only the island is React's: the page's heading stays the server's markup.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
  });

  test('a link loads the next page with its own title and structured data', async ({ page, isMobile }) => {
    await page.goto('/jacobs');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' }).getByRole('link', { name: 'Service Areas' }).click();
    await expectSingleH1(page, 'Chicago Service Areas');
    await expect(page).toHaveTitle(`Chicago Service Areas | ${COMPANY}`);
    expect(await typesOf(page)).toEqual(['BreadcrumbList', 'LocalBusiness']);
    await expect(page.locator('title')).toHaveCount(1);
  });
});
