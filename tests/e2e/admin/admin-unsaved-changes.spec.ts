// Leaving an editor with unsaved changes asks "Discard unsaved changes?" once, whichever way the
// owner leaves: the browser's Back and Forward as much as the admin's links, held by react-router's
// blocker in the web admin's browser router (decision 200); reloading or closing the tab gets the
// browser's own question (docs/product/routes.md#admin-screens).
import { expect, type Page } from '@playwright/test';
import { adminApi, field, openAdmin, selectRecord, test, unique } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');

let id: number;
let name: string;

test.beforeEach(async ({ request, page }) => {
  name = unique('E2E Back Runner');
  id = (await (await adminApi(request)).create('/api/admin/products', hiddenProduct(name))).id;
  // Dashboard first, then Products through the admin's own link: Back has somewhere to go.
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await selectRecord(page, new RegExp(name), /Edit Product/);
});

test.afterEach(async ({ request }, testInfo) => {
  if (testInfo.status === 'skipped') return;
  await (await adminApi(request)).remove(`/api/admin/products/${id}`);
});

const discardDialog = (page: Page) => page.getByRole('alertdialog').filter({ hasText: 'Discard unsaved changes?' });

/** Counts how many times the question is put: each opening of the dialog adds one. */
async function countPrompts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    (window as unknown as { __prompts: number }).__prompts = 0;
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
        if (!seen.has(dialog) && dialog.textContent?.includes('Discard unsaved changes?')) {
          seen.add(dialog);
          (window as unknown as { __prompts: number }).__prompts += 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __prompts: number }).__prompts);
}

test('Back asks first: Keep editing keeps the values and the page, Discard changes leaves', async ({ page }) => {
  await field(page, 'Fiber').fill('Typed before Back');
  await field(page, 'Origin').fill('Anatolia (unsaved)');
  const prompts = await countPrompts(page);

  await page.goBack();
  await expect(discardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 2, name: /Edit Product/ })).toBeVisible();
  await expect(field(page, 'Fiber')).toHaveValue('Typed before Back');
  await expect(field(page, 'Origin')).toHaveValue('Anatolia (unsaved)');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.goBack();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(discardDialog(page)).toHaveCount(0);
  expect(await prompts()).toBe(2);

  // Nothing is dirty any more: Forward goes straight back, and the record is as stored.
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await selectRecord(page, new RegExp(name), /Edit Product/);
  await expect(field(page, 'Fiber')).toHaveValue('');
  expect(await prompts()).toBe(2);
});

test('Forward asks too', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await selectRecord(page, new RegExp(name), /Edit Product/);
  await field(page, 'Fiber').fill('Typed before Forward');

  await page.goForward();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(field(page, 'Fiber')).toHaveValue('Typed before Forward');

  await page.goForward();
  await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
});

test('an admin link asks once, and leaves after Discard changes', async ({ page }) => {
  await field(page, 'Fiber').fill('Typed before the link');
  const prompts = await countPrompts(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(field(page, 'Fiber')).toHaveValue('Typed before the link');

  await page.getByRole('link', { name: /Jacobs Rug Consultancy/ }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(await prompts()).toBe(2);
});

test('Logout (the admin navigating by itself) asks too, and Discard changes goes to the login', async ({ page }) => {
  await field(page, 'Fiber').fill('Typed before Logout');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('reloading the tab asks the browser first: staying keeps the edit, reloading shows the record as stored', async ({ page }) => {
  // Typed, not filled: the browser asks before unloading only a page the owner has interacted with.
  await field(page, 'Fiber').click();
  await page.keyboard.type('Typed before reload');
  const prompts = await countPrompts(page);
  const asked: string[] = [];

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(field(page, 'Fiber')).toHaveValue('Typed before reload');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await prompts()).toBe(0);

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect.poll(() => asked).toEqual(['beforeunload', 'beforeunload']);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await selectRecord(page, new RegExp(name), /Edit Product/);
  await expect(field(page, 'Fiber')).toHaveValue('');
});

test('moving within the same screen does not ask: a fragment, and Back from it, keep the edit', async ({ page }) => {
  await field(page, 'Fiber').fill('Typed before the fragment');
  const prompts = await countPrompts(page);

  // As typing #notes in the address bar: a new history entry of the same screen.
  await page.evaluate(() => {
    window.location.hash = 'notes';
  });
  await expect(page).toHaveURL(/\/admin\/products#notes$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/products#notes$/);
  await expect(field(page, 'Fiber')).toHaveValue('Typed before the fragment');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await prompts()).toBe(0);
});
