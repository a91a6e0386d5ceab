// A save with errors scrolls to and focuses the first field in error and says,
// beside the Save button, how many fields need attention, in every editor (the messages stay
// under their fields, which can be far above the button). At 1280 and 390 px; nothing is saved.
import { expect, type Page } from '@playwright/test';
import { field, openAdmin, selectRecord, test } from '../support/admin-helpers.ts';

/** Saves and checks the focus, the count beside Save, and that no write left. */
async function expectRefusedSave(page: Page, save: string, firstField: string, count: number) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/') && ['POST', 'PUT'].includes(request.method()) && !request.url().includes('/preview')) writes.push(request.url());
  });
  const button = page.getByRole('button', { name: save, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const summary = page.getByRole('alert').filter({ hasText: count === 1 ? 'Not saved: 1 field needs attention.' : `Not saved: ${count} fields need attention.` });
  await expect(summary).toBeVisible();
  await expect(field(page, firstField)).toBeFocused();
  await expect(field(page, firstField)).toBeInViewport();
  expect(writes).toEqual([]);
}

test('a new blog post without its title and body', async ({ page }) => {
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await page.getByRole('button', { name: 'Create New Post' }).click();
  await field(page, 'Author').fill('Dana Jacobs');
  await expectRefusedSave(page, 'Save', 'Title', 2);
});

test('a new service area without a name', async ({ page }) => {
  await openAdmin(page, '/admin/service-areas', 'Service Areas');
  await page.getByRole('button', { name: 'Add Service Area' }).click();
  await expectRefusedSave(page, 'Save', 'Name', 1);
});

test('a new product without its name, price and collection', async ({ page }) => {
  await openAdmin(page, '/admin/products', 'Products');
  await page.getByRole('button', { name: 'Create New Product' }).click();
  await expectRefusedSave(page, 'Save', 'Name', 3);
});

test('a new core service without its title and description', async ({ page }) => {
  await openAdmin(page, '/admin/services', 'Core Services');
  await page.getByRole('button', { name: 'Add Core Service' }).click();
  await expectRefusedSave(page, 'Save', 'Title', 2);
});

test('the settings without a company name', async ({ page }) => {
  await openAdmin(page, '/admin/settings', 'Settings');
  await field(page, 'Company name').fill('');
  await expectRefusedSave(page, 'Save Settings', 'Company name', 1);
});

test('a page whose search title is too long', async ({ page }) => {
  await openAdmin(page, '/admin/pages', 'Pages');
  await selectRecord(page, /^Services/, /Edit Page: Services/);
  await field(page, 'SEO title').fill('x'.repeat(201));
  await expectRefusedSave(page, 'Save Changes', 'SEO title', 1);
});
