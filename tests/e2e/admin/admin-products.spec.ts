// Products editor: create, edit, delete, validation, failures (docs/product/routes.md#admin-screens, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { adminApi, expectToast, failWrites, field, openAdmin, recordList, selectRecord, test, toggleSwitch, unique, uniqueWithSlug } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';
import { MAX_SLUG_LENGTH } from '../../../shared/domain/slug.ts';
import { SPEC_SLUG_EXAMPLES } from '../../spec-facts.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');

test('creates, edits and deletes a product', async ({ page }) => {
  const { name, slug } = uniqueWithSlug(SPEC_SLUG_EXAMPLES.product);
  await openAdmin(page, '/admin/products', 'Products');
  await expect(page.getByText('Select a product to edit, or create a new one.')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Product' }).click();
  await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();
  await expect(field(page, 'ROI multiplier')).toHaveValue('0');
  await expect(field(page, 'ROI disclaimer')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Featured' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await field(page, 'Name').fill(name);
  await field(page, 'Price').fill('2450.5');
  await field(page, 'Collection').selectOption('heritage');
  await toggleSwitch(page, 'Active');

  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/products') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  // The slug left empty is sent empty and made by the server (the slug rule has one owner).
  const answer = await created;
  expect(await answer.json()).toMatchObject({ slug });
  const body = answer.request().postDataJSON();
  expect(body).toMatchObject({ name, slug: '', price: 2450.5, collection: 'heritage', roiMultiplier: null, roiDisclaimer: null, size: null, fiber: null, featured: false, active: false, displayOrder: 0 });
  await expectToast(page, 'Success', 'Product created successfully');
  await expect(page.getByText('Select a product to edit, or create a new one.')).toBeVisible();

  const row = recordList(page).getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Heritage Collection');
  await expect(row).toContainText('$2,450.50');
  await expect(row).toContainText('Inactive');

  await selectRecord(page, new RegExp(name), /Edit Product/);
  await field(page, 'Price').fill('3100');
  await toggleSwitch(page, 'Featured');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Product updated successfully');
  await expect(row).toContainText('$3,100');
  await expect(row).toContainText('Featured');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete Product' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Product deleted successfully');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Select a product to edit, or create a new one.')).toBeVisible();
});

// The slug rule has one owner (shared/domain/slug.ts, applied by the server). The form
// used to slugify the name itself, without the 120-character cut, and refused a long name.
test('a long name with the slug left empty saves, and the server makes the 120-character slug', async ({ page, request }) => {
  // The example's name and a suffix, then one long word: the slug is the example's, hyphen, suffix, hyphen, the word, cut at 120.
  const example = uniqueWithSlug(SPEC_SLUG_EXAMPLES.product);
  const name = `${example.name} ${'Heriz'.repeat(30)}`.slice(0, 129);
  expect(name).toHaveLength(129);
  await openAdmin(page, '/admin/products', 'Products');
  await page.getByRole('button', { name: 'Create New Product' }).click();
  await field(page, 'Name').fill(name);
  await field(page, 'Price').fill('100');
  await field(page, 'Collection').selectOption('heritage');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/products') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be at most 120 characters')).toHaveCount(0);
  const record = await (await created).json();
  try {
    expect(record.slug).toBe(`${example.slug}-${'heriz'.repeat(30)}`.slice(0, MAX_SLUG_LENGTH));
    await expectToast(page, 'Success', 'Product created successfully');
  } finally {
    await (await adminApi(request)).remove(`/api/admin/products/${record.id}`);
  }
});

test.describe('with a product of its own', () => {
  let id: number;
  let name: string;

  test.beforeEach(async ({ request, page }) => {
    name = unique('E2E Runner');
    const api = await adminApi(request);
    id = (await api.create('/api/admin/products', hiddenProduct(name))).id;
    await openAdmin(page, '/admin/products', 'Products');
    await selectRecord(page, new RegExp(name), /Edit Product/);
  });

  test.afterEach(async ({ request }, testInfo) => {
    if (testInfo.status === 'skipped') return;
    const api = await adminApi(request);
    await api.remove(`/api/admin/products/${id}`);
  });

  test('the ROI disclaimer shows only above 0 and is required then', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/products') && request.method() !== 'GET') writes.push(request.method());
    });
    await expect(field(page, 'ROI disclaimer')).toHaveCount(0);
    await field(page, 'ROI multiplier').fill('1.25');
    await expect(field(page, 'ROI disclaimer')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('ROI disclaimer is required when ROI multiplier is provided')).toBeVisible();
    expect(writes).toEqual([]);

    await field(page, 'ROI disclaimer').fill('An estimate from staged sales, not a promise.');
    const saved = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ roiMultiplier: 1.25, roiDisclaimer: 'An estimate from staged sales, not a promise.' });
    await expectToast(page, 'Success', 'Product updated successfully');

    await field(page, 'ROI multiplier').fill('0');
    await expect(field(page, 'ROI disclaimer')).toHaveCount(0);
    const cleared = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await cleared).postDataJSON()).toMatchObject({ roiMultiplier: null, roiDisclaimer: null });
    await expectToast(page, 'Success', 'Product updated successfully');
  });

  test('a price takes only a number: a letter is named and the text kept, thousands separators are read', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/products') && request.method() !== 'GET') writes.push(request.method());
    });
    const price = field(page, 'Price');
    await price.fill('');
    await price.pressSequentially('12,5OO');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Cannot read the letter O in a number')).toBeVisible();
    await expect(price).toHaveValue('12,5OO');
    await expect(price).toBeFocused();
    expect(writes).toEqual([]);

    await price.fill('12,500');
    const saved = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ price: 12500 });
    await expectToast(page, 'Success', 'Product updated successfully');
  });

  test("a gallery picture's address must be a URL", async ({ page }) => {
    const gallery = page.getByRole('group', { name: 'Gallery' });
    await gallery.getByLabel('Or add a picture by its address').fill('not a url');
    await gallery.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(gallery.getByRole('alert').filter({ hasText: 'Must be a URL' })).toBeVisible();
  });

  test('field errors of the server are shown under their inputs', async ({ page, request }) => {
    const other = await (await adminApi(request)).create('/api/admin/products', hiddenProduct(unique('E2E Other')));
    try {
      await field(page, 'Slug').fill(String(other.slug));
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Error', 'That slug is already used');
      await expect(page.locator('[data-part="error-text"]').filter({ hasText: 'That slug is already used' })).toBeVisible();
    } finally {
      await (await adminApi(request)).remove(`/api/admin/products/${other.id}`);
    }

    await failWrites(page, '**/api/admin/products/*', 400, { error: 'Invalid request', fields: { name: 'Name is not allowed here', price: 'Price is too high' } });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Error', 'Invalid request');
    await expect(page.getByText('Name is not allowed here')).toBeVisible();
    await expect(page.getByText('Price is too high')).toBeVisible();
  });

  test('a failed save or delete shows the server message', async ({ page }) => {
    await failWrites(page, '**/api/admin/products/*', 500, { error: 'Internal server error' });
    await field(page, 'Price').fill('99');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Error', 'Internal server error');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error', 'Internal server error');
    await expect(recordList(page).getByRole('button', { name: new RegExp(name) })).toBeVisible();
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await field(page, 'Fiber').fill('Unsaved wool');
    await recordList(page).getByRole('button').filter({ hasNotText: name }).first().click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Discard unsaved changes?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(field(page, 'Fiber')).toHaveValue('Unsaved wool');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
    await expect(dialog.getByRole('heading', { name: 'Discard unsaved changes?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test('closing the tab with unsaved changes asks the browser to confirm', async ({ page }) => {
    // A real click and key presses: browsers ask only after the user has interacted with the page.
    await field(page, 'Fiber').click();
    await page.keyboard.type(' (unsaved)');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.accept();
  });
});

test('the empty list invites a first product', async ({ page }) => {
  await page.route('**/api/admin/products', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()));
  await openAdmin(page, '/admin/products', 'Products');
  await expect(page.getByText('No products yet. Create your first product!')).toBeVisible();
});
