// The desktop studio's offline flow, driven through `studio:web` in Chromium against a real
// server process of its own (not the config's webServer): connect, edit while the server is
// down, see Offline and the pending change, come back and sync, settle a conflict, and pick an
// image offline that the sync uploads.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { inputOf } from '../../../studio/testing/studio-harness.ts';
import { studioSpec } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-e2e-password');
const status = (page: import('@playwright/test').Page) => page.getByTestId('connection-status');
const pendingCount = (page: import('@playwright/test').Page) => page.getByTestId('pending-count');

async function openProduct(page: import('@playwright/test').Page, product: AdminProduct) {
  await page.goto(spec.studio.address('/admin/products'));
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(product.name);
}

test('refuses to be driven without the access key printed at launch', async ({ page, request }) => {
  const bare = await request.post(`${spec.studio.origin}/bridge/getConnection`, { data: { args: [] } });
  expect(bare.status()).toBe(401);
  const wrong = await request.post(`${spec.studio.origin}/bridge/getConnection`, { data: { args: [] }, headers: { 'X-Studio-Token': 'guessed' } });
  expect(wrong.status()).toBe(403);
  // A tab opened without the key cannot reach the studio either.
  await page.goto(spec.studio.origin);
  await expect(page.getByRole('alert').filter({ hasText: 'no access key' })).toBeVisible();
});

test('connects to the server with its address and the password', async ({ page }) => {
  await page.goto(spec.studio.url);
  // The key moves to the tab's sessionStorage and leaves the address bar.
  await expect(page).not.toHaveURL(/token=/);
  await page.getByLabel('Server address').fill(spec.server.url);
  await page.getByLabel('Password').fill(spec.server.password);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(status(page)).toHaveText('Online');
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  await expect(page).toHaveURL(/#\/admin\/dashboard$/);
});

test('edits offline, shows Offline and the pending change, then syncs once back online', async ({ page }) => {
  const [product] = (await spec.admin.products.list()) as AdminProduct[];
  await openProduct(page, product);
  await spec.server.stop();

  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Edited in the studio while offline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page)).toHaveText('Offline');
  await expect(pendingCount(page)).toHaveText('1 pending change');
  // Which records wait is listed on demand.
  await pendingCount(page).click();
  await expect(page.getByTestId('pending-records')).toContainText(`Update product “${product.name}”`);

  // Lists still read from the cache while offline, with the queued change marked on its record.
  await page.goto(spec.studio.address('/admin/products'));
  const listed = page.getByRole('button', { name: new RegExp(product.name) });
  await expect(listed).toBeVisible();
  await expect(listed.getByTestId('pending-sync-badge')).toHaveText('Not synced yet');
  await expect(page.getByTestId('pending-sync-badge')).toHaveCount(1);

  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(status(page)).toHaveText('Online');
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  await expect(page.getByTestId('last-sync')).not.toHaveText('Last sync: never');
  await expect(page.getByTestId('pending-sync-badge')).toHaveCount(0);
  expect(await spec.admin.products.get(product.id)).toMatchObject({ description: 'Edited in the studio while offline', version: product.version + 1 });
});

test('shows a conflict with both copies when the web admin changed the same record, and keeps mine on request', async ({ page }) => {
  const product = ((await spec.admin.products.list()) as AdminProduct[])[1];
  await openProduct(page, product);
  await spec.admin.products.update(product.id, { ...inputOf(product), size: "Theirs 9' x 12'", version: product.version } as never);
  await spec.server.stop();

  await page.getByRole('textbox', { name: 'Size', exact: true }).fill("Mine 8' x 10'");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingCount(page)).toHaveText('1 pending change');

  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  const conflict = page.getByTestId('conflict-view');
  await expect(conflict).toBeVisible();
  const sizeRow = conflict.locator('[data-field="size"]');
  await expect(sizeRow.getByTestId('theirs')).toContainText("Theirs 9' x 12'");
  await expect(sizeRow.getByTestId('mine')).toContainText("Mine 8' x 10'");
  expect((await spec.admin.products.get(product.id)).size).toBe("Theirs 9' x 12'");

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ size: "Mine 8' x 10'", version: product.version + 2 });
});

test('keeps what was typed on disk, so a closed or crashed window loses nothing', async ({ page }) => {
  const product = ((await spec.admin.products.list()) as AdminProduct[])[2];
  await openProduct(page, product);
  await page.getByRole('textbox', { name: 'Origin', exact: true }).fill('Typed, never saved');
  await expect(page.getByTestId('draft-count')).toHaveText('1 unsaved draft');

  await page.reload();
  await openProduct(page, product);
  await expect(page.getByRole('textbox', { name: 'Origin', exact: true })).toHaveValue('Typed, never saved');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('draft-count')).toHaveCount(0);
  expect(await spec.admin.products.get(product.id)).toMatchObject({ origin: 'Typed, never saved', version: product.version + 1 });
});

test('keeps an image picked offline with the product and uploads it once at sync', async ({ page }) => {
  const product = ((await spec.admin.products.list()) as AdminProduct[])[3];
  const mediaBefore = await spec.admin.media.list();
  await openProduct(page, product);
  await spec.server.stop();

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a2f2f' } }).png().toBuffer();
  const gallery = page.getByRole('group', { name: 'Gallery' });
  const before = await gallery.getByRole('listitem').count();
  await gallery.locator('input[name="imageFile"]').setInputFiles({ name: 'train-photo.png', mimeType: 'image/png', buffer: png });
  const picked = gallery.getByRole('listitem').nth(before);
  await expect(picked).toContainText('On this computer');
  const preview = picked.locator('img');
  await expect(preview).toBeVisible();
  // Visible is laid out, not yet decoded: its size is read once the picture is.
  expect(await preview.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBe(64);
  // The picture picked offline becomes the card's.
  for (let moves = before; moves > 0; moves -= 1) await gallery.getByRole('button', { name: `Move picture ${moves + 1} up` }).click();
  await expect(page.getByTestId('pending-images')).toHaveText('1 image to upload');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingCount(page)).toHaveText('1 pending change');

  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  await expect(page.getByTestId('pending-images')).toHaveCount(0);
  const uploaded = (await spec.admin.media.list()).filter((item) => item.fileName === 'train-photo.png');
  expect(uploaded).toHaveLength(1);
  expect(await spec.admin.media.list()).toHaveLength(mediaBefore.length + 1);
  const synced = await spec.admin.products.get(product.id);
  expect(synced).toMatchObject({ imageUrl: uploaded[0].url, version: product.version + 1 });
  expect(synced.gallery.map((image) => image.url)).toEqual([uploaded[0].url, ...product.gallery.map((image) => image.url)]);
});
