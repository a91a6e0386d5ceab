// The studio's status bar and what hangs off it, driven through `studio:web` in Chromium
// against a real server process of its own: one line whatever waits (its lists on demand), Last
// sync, a toast that never covers Sync now, drafts opened or made new from the list, a server
// restored from a backup, and a studio:web process that dies under its window.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { freePort } from '../../../studio/testing/real-server.ts';
import { tempDir } from '../../../studio/testing/studio-harness.ts';
import { callStudio, openConnected, startStudioWeb, studioSpec } from '../support/studio-helpers.ts';
import { expectToast, field, test } from '../support/admin-helpers.ts';

const spec = studioSpec(test, 'studio-status-password');
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? 'test-results/studio-shots';

declare global {
  interface Window {
    __toastOffsetLost?: number;
  }
}

const bar = (page: Page) => page.getByTestId('sync-status-bar');
const pendingCount = (page: Page) => page.getByTestId('pending-count');
const newProduct = (name: string) => spec.admin.products.create({ name, price: 640, collection: 'heritage' } as never, { idempotencyKey: randomUUID() }).then(({ record }) => record as AdminProduct);
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function openProduct(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('button', { name: escaped(name) }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
}

test('the offline-save toast sits below the bar, never over Sync now; Last sync shows the time of today', async ({ page }) => {
  const product = await newProduct(`Toast Rug ${Date.now()}`);
  await openConnected(page, spec);
  // The toasts' offset must hold through every render of the bar, not only settle at the end: a
  // toast shown while it was briefly unset sat over the bar (seen in CI, y 42 against a bar to 45).
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--admin-toasts-top'))).toMatch(/^\d+px$/);
  await page.evaluate(() => {
    const root = document.documentElement;
    window.__toastOffsetLost = 0;
    new MutationObserver(() => {
      if (!root.style.getPropertyValue('--admin-toasts-top')) window.__toastOffsetLost! += 1;
    }).observe(root, { attributes: true, attributeFilter: ['style'] });
  });
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('last-sync')).toHaveText(/^Last sync: \d{2}:\d{2}:\d{2}( [AP]M)?$/);
  await openProduct(page, product.name);
  await spec.server.stop();
  await field(page, 'Origin').fill('Saved offline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved on this computer');
  const toastBox = (await page.getByTestId('admin-toast').boundingBox())!;
  const syncBox = (await page.getByRole('button', { name: 'Sync now' }).boundingBox())!;
  const barBox = (await bar(page).boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  expect(toastBox.y).toBeGreaterThan(syncBox.y + syncBox.height);
  expect(await page.evaluate(() => window.__toastOffsetLost), 'times the toasts lost their place below the bar').toBe(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'toast-below-bar-1280.png') });
  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
});

test('a draft is opened from the bar’s list; one of a record deleted on the web opens as a new record', async ({ page }) => {
  const [kept, deleted] = await Promise.all([newProduct(`Listed Draft Rug ${Date.now()}`), newProduct(`Deleted Draft Rug ${Date.now()}`)]);
  await openConnected(page, spec);
  for (const [product, text] of [
    [kept, 'Typed, then the window closed'],
    [deleted, 'Typed for a rug the web deletes'],
  ] as const) {
    await openProduct(page, product.name);
    await field(page, 'Description').fill(text);
    await expect.poll(async () => (await callStudio(spec.studio, 'getDraft', 'products', product.id))?.values.description).toBe(text);
    await page.reload();
  }
  await spec.admin.products.remove(deleted.id, deleted.version);
  // The window opened anew after the web's delete: its lists are read once per load (they never go
  // stale on their own), and the last reload's list may have been read before the delete landed.
  await page.reload();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('button', { name: escaped(deleted.name) })).toHaveCount(0);

  await page.getByTestId('draft-count').click();
  const list = page.getByTestId('draft-records');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const gone = list.getByRole('listitem').filter({ hasText: deleted.name });
  await expect(gone).toContainText('(no longer on the server)');
  await page.screenshot({ path: join(SHOTS, 'drafts-list-1280.png') });

  await list.getByRole('listitem').filter({ hasText: kept.name }).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(kept.name);
  await expect(field(page, 'Description')).toHaveValue('Typed, then the window closed');
  await expect(page.getByTestId('draft-restored')).toContainText('Restored what you were typing.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Product updated successfully');

  await page.getByTestId('draft-count').click();
  await page.getByTestId('draft-records').getByRole('button', { name: 'Open as a new product' }).click();
  await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(deleted.name);
  await expect(field(page, 'Description')).toHaveValue('Typed for a rug the web deletes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Product created successfully');
  await expect(page.getByTestId('draft-count')).toHaveCount(0);
  const recreated = (await spec.admin.products.list()).filter((entry) => entry.name === deleted.name);
  expect(recreated).toMatchObject([{ description: 'Typed for a rug the web deletes' }]);
  expect(recreated[0].id).not.toBe(deleted.id);
});

test('says the server was restored from a backup, and asks about each change queued before it', async ({ page }) => {
  const product = await newProduct(`Restore Rug ${Date.now()}`);
  await openConnected(page, spec);
  const backupFile = join(tempDir('jacobs-status-restore-'), 'backup.sqlite');
  expect(spec.server.script('backup', backupFile).code).toBe(0);
  await openProduct(page, product.name);
  await spec.server.stop();
  expect(spec.server.script('restore', backupFile).code).toBe(0);
  await field(page, 'Origin').fill('Queued against the data of before');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingCount(page)).toHaveText('1 pending change');
  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();

  await expect(page.getByTestId('server-restored')).toContainText('The server was restored from a backup. 1 change you made before that waits for your decision');
  const view = page.getByTestId('conflict-view');
  await expect(view.getByRole('heading', { name: `The server was restored from a backup after you changed the product “${product.name}”` })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'restored-1280.png') });
  await view.getByRole('button', { name: 'Keep mine' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  await expect(page.getByTestId('server-restored')).toHaveCount(0);
  expect(await spec.admin.products.get(product.id)).toMatchObject({ origin: 'Queued against the data of before' });
});

test('stays one line at 800 × 600 with 300 changes waiting; their list comes on demand and scrolls', async ({ page }) => {
  await openConnected(page, spec);
  await spec.server.stop();
  for (let index = 0; index < 300; index += 1) await callStudio(spec.studio, 'create', 'products', { name: `Waiting Rug ${index}`, price: 100 + index, collection: 'heritage' });
  await page.setViewportSize({ width: 800, height: 600 });
  await expect(pendingCount(page)).toHaveText('300 pending changes');
  const height = (await bar(page).boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(48);
  await page.screenshot({ path: join(SHOTS, 'bar-300-800.png') });
  await pendingCount(page).click();
  const list = page.getByTestId('pending-records');
  await expect(list.getByRole('listitem')).toHaveCount(300);
  expect((await bar(page).boundingBox())!.height).toBeLessThanOrEqual(600 * 0.4 + 60);
  await page.screenshot({ path: join(SHOTS, 'bar-300-list-800.png') });
  await pendingCount(page).click();
  await expect(list).toHaveCount(0);
  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes', { timeout: 60_000 });
});

test('when the studio:web process dies, its window says so and Save says it failed', async ({ page }) => {
  const product = await newProduct(`Orphaned Rug ${Date.now()}`);
  const studio = await startStudioWeb(await freePort(), { probeMs: 60_000 });
  try {
    await openConnected(page, { ...spec, studio });
    await openProduct(page, product.name);
    await studio.stop();
    await expect(page.getByTestId('connection-status')).toHaveText('Studio stopped');
    await expect(page.getByTestId('studio-stopped')).toContainText('The studio has stopped');
    await field(page, 'Origin').fill('Typed after the studio stopped');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Error', /The studio has stopped, so this was not done/);
    await page.screenshot({ path: join(SHOTS, 'studio-stopped-1280.png') });
  } finally {
    await studio.stop();
  }
});
