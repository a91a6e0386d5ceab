// Blog editor: create, edit, delete, validation and failures (docs/product/routes.md#admin-screens, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { adminApi, expectToast, failWrites, field, openAdmin, recordList, selectRecord, test, toggleSwitch, unique, uniqueWithSlug } from '../support/admin-helpers.ts';
import { SPEC_SLUG_EXAMPLES } from '../../spec-facts.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');

test('creates, edits and deletes a blog post', async ({ page }) => {
  const { name: title, slug } = uniqueWithSlug(SPEC_SLUG_EXAMPLES.blogPost);
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await expect(page.getByText('Select a post to edit, or create a new one.')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Post' }).click();
  await field(page, 'Title').fill(title);
  await field(page, 'Author').fill('Dana Jacobs');
  await field(page, 'Excerpt').fill('Why heat and wool get along.');
  await field(page, 'Content (Markdown)').fill('## Warmth\n\nWool keeps a room quiet.');
  await field(page, 'Category').fill('Care');
  await field(page, 'Reading time').fill('4 min read');
  await toggleSwitch(page, 'Published');
  // Scheduled far ahead, so the post never shows on the public blog during other tests.
  await field(page, 'Publish date').fill('2031-03-04T09:30');
  const expectedPublishedAt = await page.evaluate(() => new Date('2031-03-04T09:30').toISOString());

  const create = page.waitForResponse((response) => response.url().endsWith('/api/admin/blog') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The slug left empty is sent empty and made by the server (the slug rule has one owner).
  const answer = await create;
  expect(await answer.json()).toMatchObject({ slug });
  expect(answer.request().postDataJSON()).toMatchObject({
    title,
    slug: '',
    author: 'Dana Jacobs',
    category: 'Care',
    readingTime: '4 min read',
    published: true,
    publishedAt: expectedPublishedAt,
    imageUrl: null,
    seoTitle: null,
  });
  await expectToast(page, 'Success', 'Blog post created successfully');
  await expect(page.getByText('Select a post to edit, or create a new one.')).toBeVisible();
  const row = recordList(page).getByRole('button', { name: new RegExp(title) });
  // A publish date ahead is scheduled, not published.
  await expect(row).toContainText('Scheduled for Mar 4, 2031');
  await expect(row).toContainText('Care');

  await selectRecord(page, new RegExp(title), /Edit Blog Post/);
  await expect(field(page, 'Publish date')).toHaveValue('2031-03-04T09:30');
  await toggleSwitch(page, 'Published');
  await field(page, 'Publish date').fill('');
  const update = page.waitForRequest((request) => request.method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await update).postDataJSON()).toMatchObject({ published: false, publishedAt: null, version: 1 });
  await expectToast(page, 'Success', 'Blog post updated successfully');
  await expect(row).toContainText('Draft');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(dialog).toContainText(`The blog post “${title}” will be permanently deleted. This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Blog post deleted successfully');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Select a post to edit, or create a new one.')).toBeVisible();
});

test('required fields are named and nothing is sent', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/blog') && request.method() !== 'GET') writes.push(request.method());
  });
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await page.getByRole('button', { name: 'Create New Post' }).click();
  // A new post starts with the last author used; emptied, it is required.
  await expect(field(page, 'Author')).not.toHaveValue('');
  await field(page, 'Author').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Author is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();
  expect(writes).toEqual([]);
});

test('a failed create shows the server message and keeps the form', async ({ page }) => {
  await failWrites(page, '**/api/admin/blog', 500, { error: 'Internal server error' });
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await page.getByRole('button', { name: 'Create New Post' }).click();
  await field(page, 'Title').fill('Kept title');
  await field(page, 'Author').fill('Dana');
  await field(page, 'Content (Markdown)').fill('Body');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Error', 'Internal server error');
  await expect(field(page, 'Title')).toHaveValue('Kept title');
});

test('a failed delete shows the server message', async ({ page, request }) => {
  const api = await adminApi(request);
  const title = unique('E2E Undeletable');
  const post = await api.create('/api/admin/blog', { title, author: 'Dana', content: 'Body' });
  try {
    await failWrites(page, '**/api/admin/blog/*', 500, { error: 'Internal server error' }, ['DELETE']);
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    await selectRecord(page, new RegExp(title), /Edit Blog Post/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error', 'Internal server error');
  } finally {
    await api.remove(`/api/admin/blog/${post.id}`);
  }
});

test('the empty list invites a first post', async ({ page }) => {
  await page.route('**/api/admin/blog', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()));
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await expect(page.getByText('No blog posts yet. Create your first post!')).toBeVisible();
});
