// The unsaved-changes guard in the studio's hash history (react-router's createHashRouter, decision
// 200), beyond discard-draft.spec.ts's links, Back and Forward: the admin navigating by itself
// (Logout) is held too, and reloading the window asks the browser's question, after which the
// draft on disk brings the edit back. Driven through `studio:web` in Chromium against a real server.
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { discardDialog, expectDraftListed, openConnected, openProduct, productOrigin, studioSpec } from '../support/studio-helpers.ts';
import { test } from '../support/admin-helpers.ts';

const spec = studioSpec(test, 'studio-guard-password');
let products: AdminProduct[];

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  products = (await spec.admin.products.list()) as AdminProduct[];
});

test.beforeEach(async ({ page }) => {
  await openConnected(page, spec);
});

async function editProduct(page: Page, product: AdminProduct, text: string) {
  await openProduct(page, product);
  // Typed, not filled: the browser asks before unloading only a page the owner has interacted with.
  await productOrigin(page).click();
  await productOrigin(page).press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expectDraftListed(page, product);
}

test('Logout asks first; Keep editing stays on the record, its address unchanged', async ({ page }) => {
  const product = products[0];
  await editProduct(page, product, 'Kept through Logout');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await expect(productOrigin(page)).toHaveValue('Kept through Logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('reloading the window asks the browser first; after the reload the draft brings the edit back', async ({ page }) => {
  const product = products[1];
  await editProduct(page, product, 'Kept through a reload');
  const asked: string[] = [];

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await expect(productOrigin(page)).toHaveValue('Kept through a reload');
  await expect(discardDialog(page)).toHaveCount(0);

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect.poll(() => asked).toEqual(['beforeunload', 'beforeunload']);
  await expect(page).toHaveURL(/#\/admin\/products$/);
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await expect(productOrigin(page)).toHaveValue('Kept through a reload');
  // The editor says it is unsaved, and that the draft was restored.
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
});
