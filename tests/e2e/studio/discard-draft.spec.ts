// The studio keeps what is typed on disk as a draft. When the owner answers "Discard changes", the
// draft goes too, whichever way they leave (the header's links, Back, another record), so the
// discarded edit is not restored the next time the record is opened. And a save made offline
// says it was kept on this computer, not that the server has it. Driven through `studio:web` in
// Chromium against a real server process of its own.
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { discardDialog, draftCount, expectDraftListed, openConnected, openProduct, productOrigin, studioSpec } from '../support/studio-helpers.ts';
import { expectToast, test } from '../support/admin-helpers.ts';

const spec = studioSpec(test, 'studio-discard-password');
let products: AdminProduct[];

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  products = (await spec.admin.products.list()) as AdminProduct[];
});

test.beforeEach(async ({ page }) => {
  await openConnected(page, spec);
});

/** Types into Origin and waits until the studio has the draft on disk, the only one. */
async function typeDraft(page: Page, product: AdminProduct, text: string) {
  await productOrigin(page).fill(text);
  await expectOnlyDraft(page, product);
}

async function expectOnlyDraft(page: Page, product: AdminProduct) {
  await expect(draftCount(page)).toHaveText('1 unsaved draft');
  await expectDraftListed(page, product);
}

async function discard(page: Page) {
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(discardDialog(page)).toHaveCount(0);
}

/** Opening the record again shows what the server has, not the discarded edit. */
async function expectNoDraftRestored(page: Page, product: AdminProduct) {
  await expect(draftCount(page)).toHaveCount(0);
  await page.reload();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await openProduct(page, product);
  await expect(productOrigin(page)).toHaveValue(product.origin ?? '');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
}

test('Discard changes after a header link drops the draft', async ({ page }) => {
  const product = products[0];
  await openProduct(page, product);
  await typeDraft(page, product, 'Discarded via the Blog link');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
  await discard(page);
  await expect(page).toHaveURL(/#\/admin\/blog$/);
  await expectNoDraftRestored(page, product);
});

test('Discard changes after Back drops the draft; Keep editing keeps it', async ({ page }) => {
  const product = products[1];
  await openProduct(page, product);
  await typeDraft(page, product, 'Discarded via Back');

  await page.goBack();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await expect(productOrigin(page)).toHaveValue('Discarded via Back');
  await expectOnlyDraft(page, product);

  await page.goBack();
  await discard(page);
  await expect(page).toHaveURL(/#\/admin\/dashboard$/);
  await expectNoDraftRestored(page, product);
});

test('Forward asks too: Keep editing keeps the address and the draft, Discard changes goes forward and drops it', async ({ page }) => {
  const product = products[5];
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  // The Products screen is in the history before the next click, so Back can return to it.
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/#\/admin\/blog$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await typeDraft(page, product, 'Discarded via Forward');

  await page.goForward();
  await expect(discardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await expect(productOrigin(page)).toHaveValue('Discarded via Forward');
  await expectOnlyDraft(page, product);

  await page.goForward();
  await discard(page);
  await expect(page).toHaveURL(/#\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expectNoDraftRestored(page, product);
});

test('a change of the query alone, and Back from it, do not ask and keep the draft', async ({ page }) => {
  const product = products[6];
  await openProduct(page, product);
  await typeDraft(page, product, 'Kept through a query change');

  await page.evaluate(() => {
    window.location.hash = '#/admin/products?view=list';
  });
  await expect(page).toHaveURL(/#\/admin\/products\?view=list$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await expect(discardDialog(page)).toHaveCount(0);
  await expect(productOrigin(page)).toHaveValue('Kept through a query change');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving the screen still asks.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await discard(page);
  await expect(draftCount(page)).toHaveCount(0);
});

test('Discard changes when choosing another record drops the draft', async ({ page }) => {
  const [product, other] = [products[2], products[3]];
  await openProduct(page, product);
  await typeDraft(page, product, 'Discarded by choosing another product');
  await page.getByRole('button', { name: new RegExp(other.name) }).click();
  await discard(page);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(other.name);
  await expectNoDraftRestored(page, product);
});

test('a save made offline says it was kept on this computer, then reaches the server on sync', async ({ page }) => {
  const product = products[4];
  await openProduct(page, product);
  await spec.server.stop();

  await productOrigin(page).fill('Saved while offline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved on this computer', 'Product saved on this computer. It will be sent to the server when you are back online.');
  await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending change');
  const toasts = await page.evaluate(() => window.__adminToasts ?? []);
  expect(toasts.filter((text) => text.includes('updated successfully'))).toEqual([]);

  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending changes');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ origin: 'Saved while offline', version: product.version + 1 });
});
