// Preview and scheduled posts (decision 145), at desktop and phone widths: the owner previews an
// unsaved product change and a draft post as the real public page in a new tab, copies a link that
// shows the unsaved change to someone else (another browser, no session) until the links are
// revoked, and sees a post with a publish date ahead as "Scheduled for {date}" in the blog list
// and editor. Screenshots go with the test results.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { adminApi, expectToast, field, openAdmin, recordList, selectRecord, test, unique } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';
import { seriousViolations } from '../support/axe.ts';

const BAR = 'Preview — not published';

async function expectAccessible(page: Page) {
  const serious = (await seriousViolations(page)).map(({ id, targets }) => ({ id, targets: targets.slice(0, 5) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: false });

/** Clicks Preview and answers the public page it opened in a new tab. */
async function openPreview(page: Page): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await opened;
  await preview.waitForLoadState('load');
  return preview;
}

async function expectPreviewPage(preview: Page) {
  expect(preview.url()).toMatch(/\/jacobs\/preview\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toHaveText(BAR);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test('previews an unsaved product change as the public page, and saves nothing', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const name = unique('E2E Preview Runner');
  const product = await api.create('/api/admin/products', hiddenProduct(name, { size: "3' x 8'", fiber: 'Wool' }));
  await openAdmin(page, `/admin/products?id=${product.id}`, 'Products');
  await expect(field(page, 'Name')).toHaveValue(name);
  await field(page, 'Name').fill(`${name} Unsaved`);
  await field(page, 'Price').fill('2750');

  const preview = await openPreview(page);
  await expectPreviewPage(preview);
  await expect(preview.getByRole('heading', { level: 1, name: `${name} Unsaved` })).toBeVisible();
  await expect(preview.getByText('$2,750').first()).toBeVisible();
  const response = await preview.request.get(preview.url());
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(response.headers()['cache-control']).toBe('no-store');
  await shot(preview, testInfo, 'preview-product');
  await expectAccessible(preview);

  // Nothing was saved: the form still holds the change, the record and its public page do not.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(((await api.get(`/api/admin/products/${product.id}`)) as { name: string }).name).toBe(name);
  await api.remove(`/api/admin/products/${product.id}`);
});

test('previews a draft post as its public page; a copied link shows the unsaved change in another browser until revoked', async ({ page, request, context, browser }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await adminApi(request);
  const title = unique('E2E Draft Preview');
  const post = await api.create('/api/admin/blog', { title, author: 'Dana Jacobs', content: '## Draft heading\n\nOnly the preview shows this.', published: false });
  expect((await request.get(`/jacobs/blog/${post.slug}`)).status()).toBe(404);

  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await selectRecord(page, new RegExp(title), /Edit Blog Post/);
  await expect(page.getByTestId('post-status').last()).toHaveText('Draft');
  const preview = await openPreview(page);
  await expectPreviewPage(preview);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Draft heading' })).toBeVisible();
  await shot(preview, testInfo, 'preview-draft-post');
  await expectAccessible(preview);

  await field(page, 'Title').fill(`${title} not saved`);
  await page.getByRole('button', { name: 'Copy preview link' }).click();
  await expectToast(page, 'Preview link copied', /this version, unsaved changes included, until .+ \(7 days\)/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jacobs\/preview\//);
  // Someone else, in a browser of their own with no session, sees the change before it is saved.
  const someoneElse = await browser.newContext();
  const shared = await someoneElse.newPage();
  await shared.goto(link);
  await expectPreviewPage(shared);
  await expect(shared.getByRole('heading', { level: 1, name: `${title} not saved` })).toBeVisible();
  await shot(shared, testInfo, 'preview-link-unsaved');
  expect(((await api.get(`/api/admin/blog/${post.id}`)) as { title: string }).title).toBe(title);

  // Settings → Revoke all preview links: the link stops working for them.
  await openAdmin(page, '/admin/settings', 'Settings');
  await page.getByRole('button', { name: 'Revoke all preview links' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke all' }).click();
  await expectToast(page, 'Preview links revoked');
  const ended = await shared.reload();
  expect(ended?.status()).toBe(404);
  await expect(shared.getByRole('heading', { level: 1, name: 'This preview link is not valid' })).toBeVisible();
  await someoneElse.close();
  await api.remove(`/api/admin/blog/${post.id}`);
});

test('a preview link that was changed gets a page saying it is not valid', async ({ page }, testInfo) => {
  const response = await page.goto(`/jacobs/preview/${'A'.repeat(22)}.zz.${'B'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This preview link is not valid' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await shot(page, testInfo, 'preview-not-valid');
  await expectAccessible(page);
});

test('a post with a publish date ahead is Scheduled, in the list and the editor', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const title = unique('E2E Scheduled Post');
  const post = await api.create('/api/admin/blog', { title, author: 'Dana Jacobs', content: 'Coming soon.', published: true, publishedAt: '2031-06-02T15:00:00.000Z' });
  const when = await page.evaluate(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2031-06-02T15:00:00.000Z')));

  await openAdmin(page, '/admin/blog', 'Blog Posts');
  const row = recordList(page).getByRole('button', { name: new RegExp(title) });
  await expect(row.getByTestId('post-status')).toHaveText(`Scheduled for ${when}`);
  await selectRecord(page, new RegExp(title), /Edit Blog Post/);
  const editorStatus = page.getByRole('region', { name: 'Edit Blog Post' }).getByTestId('post-status');
  await expect(editorStatus).toHaveText(`Scheduled for ${when}`);
  await shot(page, testInfo, 'scheduled-badge-list');
  await editorStatus.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'scheduled-badge-editor');
  await expectAccessible(page);

  // Its address is not public yet; a date in the past makes it Published, as the public site agrees.
  expect((await request.get(`/jacobs/blog/${post.slug}`)).status()).toBe(404);
  await field(page, 'Publish date').fill('2024-01-10T09:00');
  await expect(editorStatus).toHaveText('Published');
  await api.remove(`/api/admin/blog/${post.id}`);
});
