// No lost updates (docs/product/rules.md#no-lost-updates): two editors save the same product; the second gets the
// conflict view with both copies and chooses Keep mine, Take theirs or a per-field merge.
import { expect, type Browser, type Page } from '@playwright/test';
import { adminApi, expectToast, field, openAdmin, recordToasts, selectRecord, test, unique } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');
// Two signed-in browser contexts per test: more work than one page, so more time on a busy machine.
test.describe.configure({ timeout: 120_000 });

let id: number;
let name: string;

async function editorOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await recordToasts(context);
  const page = await context.newPage();
  await openAdmin(page, '/admin/products', 'Products');
  await selectRecord(page, new RegExp(name), /Edit Product/);
  return page;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test.beforeEach(async ({ request }) => {
  name = unique('E2E Conflict');
  id = (await (await adminApi(request)).create('/api/admin/products', hiddenProduct(name, { fiber: 'Wool' }))).id;
});

test.afterEach(async ({ request }, testInfo) => {
  if (testInfo.status === 'skipped') return;
  await (await adminApi(request)).remove(`/api/admin/products/${id}`);
});

test('Keep mine saves my values over the newer server copy', async ({ browser, request }) => {
  const theirs = await editorOn(browser);
  const mine = await editorOn(browser);

  await field(theirs, 'Fiber').fill('Silk');
  await save(theirs);
  await expectToast(theirs, 'Success', 'Product updated successfully');

  await field(mine, 'Origin').fill('Tabriz, Iran');
  await save(mine);
  const view = mine.getByTestId('conflict-view');
  await expect(view.getByRole('heading', { name: 'This product was changed by someone else' })).toBeVisible();
  const fiber = view.locator('[data-field="fiber"]');
  await expect(fiber).toHaveAttribute('data-differs', 'true');
  await expect(fiber.getByTestId('theirs')).toContainText('Silk');
  await expect(fiber.getByTestId('mine')).toContainText('Wool');
  const origin = view.locator('[data-field="origin"]');
  await expect(origin.getByTestId('theirs')).toContainText('(empty)');
  await expect(origin.getByTestId('mine')).toContainText('Tabriz, Iran');
  await expect(view.locator('[data-field="name"]')).toHaveAttribute('data-differs', 'false');

  await view.getByRole('button', { name: 'Keep mine' }).click();
  await expectToast(mine, 'Success', 'Product updated successfully');
  await expect(view).toBeHidden();

  const stored = await (await adminApi(request)).get(`/api/admin/products/${id}`);
  expect(stored).toMatchObject({ fiber: 'Wool', origin: 'Tabriz, Iran', version: 3 });
  await theirs.context().close();
  await mine.context().close();
});

test('Take theirs loads the server copy into the form', async ({ browser, request }) => {
  const theirs = await editorOn(browser);
  const mine = await editorOn(browser);

  await field(theirs, 'Fiber').fill('Silk');
  await save(theirs);
  await expectToast(theirs, 'Success', 'Product updated successfully');

  await field(mine, 'Fiber').fill('Jute');
  await save(mine);
  const view = mine.getByTestId('conflict-view');
  await expect(view.locator('[data-field="fiber"]').getByTestId('theirs')).toContainText('Silk');
  await view.getByRole('button', { name: 'Take theirs' }).click();
  await expect(view).toBeHidden();
  await expect(field(mine, 'Fiber')).toHaveValue('Silk');
  await expect(mine.getByText('Unsaved changes')).toHaveCount(0);

  const stored = await (await adminApi(request)).get(`/api/admin/products/${id}`);
  expect(stored).toMatchObject({ fiber: 'Silk', version: 2 });

  // The form now carries the server's version: the next save goes through.
  await field(mine, 'Size').fill('6x9');
  await save(mine);
  await expectToast(mine, 'Success', 'Product updated successfully');
  await theirs.context().close();
  await mine.context().close();
});

test('a per-field choice merges both copies', async ({ browser, request }) => {
  const theirs = await editorOn(browser);
  const mine = await editorOn(browser);

  await field(theirs, 'Fiber').fill('Silk');
  await field(theirs, 'Size').fill('8x10');
  await save(theirs);
  await expectToast(theirs, 'Success', 'Product updated successfully');

  await field(mine, 'Fiber').fill('Jute');
  await field(mine, 'Origin').fill('Jaipur, India');
  await save(mine);
  const view = mine.getByTestId('conflict-view');
  await view.locator('[data-field="fiber"]').getByText('Theirs', { exact: true }).click();
  await view.locator('[data-field="size"]').getByText('Theirs', { exact: true }).click();
  await view.getByRole('button', { name: 'Use my field choices' }).click();
  await expect(view).toBeHidden();
  await expect(field(mine, 'Fiber')).toHaveValue('Silk');
  await expect(field(mine, 'Size')).toHaveValue('8x10');
  await expect(field(mine, 'Origin')).toHaveValue('Jaipur, India');
  await save(mine);
  await expectToast(mine, 'Success', 'Product updated successfully');

  const stored = await (await adminApi(request)).get(`/api/admin/products/${id}`);
  expect(stored).toMatchObject({ fiber: 'Silk', size: '8x10', origin: 'Jaipur, India', version: 3 });
  await theirs.context().close();
  await mine.context().close();
});
