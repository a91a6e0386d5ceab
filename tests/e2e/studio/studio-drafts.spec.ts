// What the owner types in the studio and leaves unsaved is never lost, and never reverts
// another editor's change. A draft keeps the copy it started from: reopened over a newer server
// copy it merges three ways, and the editor says what it took from the server and what was changed
// on both sides. Driven through `studio:web` in Chromium against a real server process of its own.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { inputOf } from '../../../studio/testing/studio-harness.ts';
import { callStudio, openConnected, studioSpec } from '../support/studio-helpers.ts';
import { expectToast, field, recordToasts, test } from '../support/admin-helpers.ts';

const spec = studioSpec(test, 'studio-drafts-password');

const newProduct = (name: string) =>
  spec.admin.products.create({ name, price: 900, collection: 'heritage', description: 'As loaded' } as never, { idempotencyKey: randomUUID() }).then(({ record }) => record as AdminProduct);

async function openProduct(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
}

/** Waits until the studio holds the typing on disk (the window may close at any moment after). */
async function draftKept(productId: number, description: string) {
  await expect.poll(async () => (await callStudio(spec.studio, 'getDraft', 'products', productId))?.values.description).toBe(description);
}

test('loss 1: a draft reopened over a newer server copy takes the other editor’s changes and says so', async ({ page, context }) => {
  const product = await newProduct(`Draft Rug ${Date.now()}`);
  await openConnected(page, spec);
  await openProduct(page, product.name);
  await field(page, 'Description').fill('Typed in the studio, never saved');
  await draftKept(product.id, 'Typed in the studio, never saved');
  await page.close();

  // On the web meanwhile: a new name and price.
  const renamed = `${product.name} (renamed on the web)`;
  await spec.admin.products.update(product.id, { ...inputOf(product), name: renamed, price: 1250, version: product.version } as never);

  const reopened = await context.newPage();
  await recordToasts(reopened);
  await openConnected(reopened, spec);
  await openProduct(reopened, renamed);
  await expect(field(reopened, 'Description')).toHaveValue('Typed in the studio, never saved');
  await expect(field(reopened, 'Price')).toHaveValue('1250');
  const notice = reopened.getByTestId('draft-restored');
  await expect(notice).toContainText('Changed on the server since you started, and taken into the form: Name, Price.');
  await expect(notice).not.toContainText('both sides');

  await reopened.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(reopened, 'Success', 'Product updated successfully');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ name: renamed, price: 1250, description: 'Typed in the studio, never saved', version: product.version + 2 });
});

test('loss 1: a field changed on both sides is shown before anything is saved over the other editor’s', async ({ page, context }) => {
  const product = await newProduct(`Both Sides Rug ${Date.now()}`);
  await openConnected(page, spec);
  await openProduct(page, product.name);
  await field(page, 'Description').fill('Mine, typed in the studio');
  await field(page, 'Origin').fill('Mine, only in the studio');
  await draftKept(product.id, 'Mine, typed in the studio');
  await page.close();

  await spec.admin.products.update(product.id, { ...inputOf(product), description: 'Theirs, saved on the web', size: "Web 9' x 12'", version: product.version } as never);

  const reopened = await context.newPage();
  await recordToasts(reopened);
  await openConnected(reopened, spec);
  await openProduct(reopened, product.name);
  const notice = reopened.getByTestId('draft-restored');
  await expect(notice).toContainText('taken into the form: Size.');
  await expect(notice).toContainText('Changed on both sides: Description.');
  await expect(field(reopened, 'Description')).toHaveValue('Mine, typed in the studio');

  // Saving never writes over theirs unseen: the conflict view asks about Description alone.
  await reopened.getByRole('button', { name: 'Save', exact: true }).click();
  const view = reopened.getByTestId('conflict-view');
  await expect(view).toBeVisible();
  await expect(view.locator('[data-differs="true"]')).toHaveCount(1);
  await expect(view.locator('[data-field="description"][data-differs="true"]')).toContainText('Theirs, saved on the web');
  // The owner clicks the choice's words, as in the web admin's conflict spec (the radio's own input is
  // hidden; forcing a click on it failed in CI while the dialog was still moving in).
  await view.locator('[data-field="description"]').getByText('Theirs', { exact: true }).click();
  await view.getByRole('button', { name: 'Use my field choices' }).click();
  await reopened.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(reopened, 'Success', 'Product updated successfully');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ description: 'Theirs, saved on the web', size: "Web 9' x 12'", origin: 'Mine, only in the studio' });
});
