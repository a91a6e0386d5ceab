// The studio while the server does not answer, after a restore, and when a screen breaks, driven
// through `studio:web` in Chromium against a real server process of its own:
// - a hung server (SIGSTOP): the window opened anew shows the dashboard's figures and the products
//   last read, with Offline and the pending count in the status bar, not a spinner;
// - a server restored from a backup that no longer knows the studio's sign-in: the screens stay,
//   and the status bar says the server was restored before it asks for the password;
// - a screen that breaks says so in a plain sentence with a way back, and the error is logged.
// Each failed before (a spinner until the request timed out; the login screen first; the raw
// programming error on the screen).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { freePort } from '../../../studio/testing/real-server.ts';
import { tempDir, webAdmin } from '../../../studio/testing/studio-harness.ts';
import { expectToast, field, test } from '../support/admin-helpers.ts';
import { openConnected, startStudioWeb, studioSpec } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-waiting-password');
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? 'test-results/studio-shots';

const newProduct = (name: string) => spec.admin.products.create({ name, price: 720, collection: 'heritage' } as never, { idempotencyKey: randomUUID() }).then(({ record }) => record as AdminProduct);
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
const pendingCount = (page: Page) => page.getByTestId('pending-count');

test('while the server hangs, a window opened anew shows the last known data, Offline and what waits', async ({ page }) => {
  const product = await newProduct(`Hung Server Rug ${Date.now()}`);
  // A probe every second, as the app's every two: Offline shows as soon as the server stops answering.
  const studio = await startStudioWeb(await freePort(), { probeMs: 1_000 });
  try {
    await openConnected(page, { ...spec, studio });
    await expect(page.getByRole('list', { name: 'Lead figures' })).toBeVisible();
    await nav(page, 'Products').click();
    await page.getByRole('button', { name: new RegExp(product.name) }).click();
    spec.server.hang();
    await field(page, 'Origin').fill('Saved while the server hangs');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved on this computer');

    await page.goto(studio.address('/admin/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('list', { name: 'Lead figures' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId('connection-status')).toHaveText('Offline', { timeout: 6_000 });
    await expect(pendingCount(page)).toHaveText('1 pending change');
    await expect(page.getByRole('status').filter({ hasText: /Checking your session|Loading/ })).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'hung-server-dashboard-1280.png') });
    await nav(page, 'Products').click();
    await expect(page.getByRole('button', { name: new RegExp(product.name) })).toBeVisible({ timeout: 5_000 });
  } finally {
    spec.server.resume();
    await studio.stop();
  }
});

test('after a restore that forgot the sign-in, the screens stay and the restore is said before the password is asked', async ({ page }) => {
  const product = await newProduct(`Restored Sign-in Rug ${Date.now()}`);
  await openConnected(page, spec);
  const backupFile = join(tempDir('jacobs-waiting-restore-'), 'backup.sqlite');
  expect(spec.server.script('backup', backupFile).code).toBe(0);
  await nav(page, 'Products').click();
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await spec.server.stop();
  await field(page, 'Origin').fill('Queued before the restore');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingCount(page)).toHaveText('1 pending change');
  expect(spec.server.script('restore', backupFile).code).toBe(0);
  // A new session secret: the restored server knows no session the studio holds.
  await spec.server.start({ sessionSecret: `a-secret-the-studio-never-saw-${randomUUID()}` });

  await page.goto(spec.studio.address('/admin/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
  const restored = page.getByTestId('server-restored');
  const password = page.getByTestId('needs-password');
  await expect(restored).toContainText('The server was restored from a backup. 1 change you made before that waits for your decision');
  await expect(password).toBeVisible();
  expect((await restored.boundingBox())!.y).toBeLessThan((await password.boundingBox())!.y);
  await page.screenshot({ path: join(SHOTS, 'restored-then-password-1280.png') });

  await password.getByLabel('Password').fill(spec.server.password);
  await password.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('conflict-view')).toBeVisible();
  await page.getByTestId('conflict-view').getByRole('button', { name: 'Keep mine' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  // The web admin signs in again too: the new secret ended its session as well.
  spec.admin = await webAdmin(spec.server.url, spec.server.password);
  expect(await spec.admin.products.get(product.id)).toMatchObject({ origin: 'Queued before the restore' });
});

test('a screen that breaks says so in words, with a way back, and the error is logged', async ({ page }) => {
  await openConnected(page, spec);
  // The list the screen is given holds no product: rendering it throws.
  await page.route('**/bridge/list', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: [null] }) }));
  const logged = page.waitForRequest((request) => request.url().endsWith('/bridge/logError'));
  await nav(page, 'Products').click();
  const error = page.getByTestId('screen-error');
  await expect(error).toContainText('This screen could not be shown.');
  await expect(page.locator('body')).not.toContainText('Cannot read properties');
  await expect(page.getByTestId('sync-status-bar')).toBeVisible();
  expect((await logged).postData()).toContain('TypeError');
  await page.screenshot({ path: join(SHOTS, 'screen-error-1280.png') });
  await page.unroute('**/bridge/list');
  await error.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('a product made after the backup the server was restored from: said in words, and created again with my changes', async ({ page }) => {
  await openConnected(page, spec);
  const backupFile = join(tempDir('jacobs-waiting-gone-'), 'backup.sqlite');
  expect(spec.server.script('backup', backupFile).code).toBe(0);
  const product = await newProduct(`Made After The Backup ${Date.now()}`);
  await nav(page, 'Products').click();
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await spec.server.stop();
  await field(page, 'Origin').fill('Typed for the product made after the backup');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingCount(page)).toHaveText('1 pending change');
  expect(spec.server.script('restore', backupFile).code).toBe(0);
  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();

  const decision = page.getByTestId('sync-decision');
  await expect(decision).toContainText('The product you edited is no longer on the server: it was restored from a backup made before you created or changed it.');
  await page.screenshot({ path: join(SHOTS, 'no-longer-on-server-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, 'no-longer-on-server-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await decision.getByRole('button', { name: 'Create it again with my changes' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  spec.admin = await webAdmin(spec.server.url, spec.server.password);
  const again = (await spec.admin.products.list()).filter((entry) => entry.name === product.name);
  expect(again).toMatchObject([{ origin: 'Typed for the product made after the backup' }]);
  expect(again[0].id).not.toBe(product.id);
});
