// Pages editor (docs/product/routes.md#admin-screens, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { PAGES } from '../../../shared/contract/page-list.ts';
import { adminApi, expectToast, failWrites, field, openAdmin, recordList, selectRecord, test, toggleSwitch } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');

test('lists every page: the spec’s six first, then the service pages, the policy pages and the footer', async ({ page }) => {
  await openAdmin(page, '/admin/pages', 'Pages');
  const labels = await recordList(page).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('p')?.textContent));
  expect(labels).toEqual(PAGES.map((entry) => entry.label));
  expect(labels.slice(0, 6)).toEqual(['Homepage', 'Services', 'About', 'Contact', 'Proof of ROI', 'Health & Pets']);
  for (const group of ['Main pages', 'Service pages', 'Policy pages', 'Site parts']) await expect(recordList(page).getByRole('list', { name: group })).toBeVisible();
});

test.describe('editing a page', () => {
  let original: Record<string, unknown>;

  test.beforeEach(async ({ request }) => {
    original = await (await adminApi(request)).get('/api/admin/pages/proof-roi');
  });

  test.afterEach(async ({ request }, testInfo) => {
    if (testInfo.status === 'skipped') return;
    const { seoTitle, seoDescription, seoKeywords, content } = original;
    await (await adminApi(request)).update('/api/admin/pages/proof-roi', { seoTitle, seoDescription, seoKeywords, content });
  });

  test('saves SEO fields and the content typed as JSON', async ({ page }) => {
    await openAdmin(page, '/admin/pages', 'Pages');
    await selectRecord(page, /^Proof of ROI/, /Edit Page: Proof of ROI/);
    await expect(field(page, 'SEO title')).toHaveValue(String(original.seoTitle ?? ''));
    await expect(field(page, 'SEO description')).toHaveAttribute('placeholder', '150-160 characters');
    await field(page, 'SEO title').fill('ROI of Staging Rugs | Test');
    await toggleSwitch(page, 'Edit as JSON');
    await field(page, 'Content (JSON)').fill('{"sections": [{"id": "hero", "kind": "hero", "title": "Numbers first"}]}');
    const save = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await save).postDataJSON()).toMatchObject({ pageSlug: 'proof-roi', seoTitle: 'ROI of Staging Rugs | Test', content: { sections: [{ id: 'hero', kind: 'hero', title: 'Numbers first' }] } });
    await expectToast(page, 'Success', 'Page content updated successfully');

    // Empty content is a page without sections.
    await field(page, 'Content (JSON)').fill('');
    const empty = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await empty).postDataJSON()).toMatchObject({ content: { sections: [] } });
    await expectToast(page, 'Success', 'Page content updated successfully');
  });

  test('invalid JSON is refused before anything is sent', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/pages') && request.method() !== 'GET') writes.push(request.method());
    });
    await openAdmin(page, '/admin/pages', 'Pages');
    await selectRecord(page, /^Proof of ROI/, /Edit Page: Proof of ROI/);
    await toggleSwitch(page, 'Edit as JSON');
    await field(page, 'Content (JSON)').fill('{"sections": ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Invalid JSON: Content must be valid JSON')).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('a failed save shows the server message', async ({ page }) => {
    await failWrites(page, '**/api/admin/pages/*', 500, { error: 'Internal server error' });
    await openAdmin(page, '/admin/pages', 'Pages');
    await selectRecord(page, /^Proof of ROI/, /Edit Page: Proof of ROI/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Error', 'Internal server error');
  });
});

test('a page that cannot be loaded says so', async ({ page }) => {
  await page.route('**/api/admin/pages/about', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
  await openAdmin(page, '/admin/pages', 'Pages');
  await recordList(page).getByRole('button', { name: /^About/ }).click();
  await expect(page.getByText('Error loading page content')).toBeVisible();
});
