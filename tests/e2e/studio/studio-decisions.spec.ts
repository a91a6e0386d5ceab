// What the owner sees when a queued change needs a decision, driven through
// `studio:web` in Chromium against a real server process of its own: the three-way merge asks
// only about fields changed on both sides; a record deleted on the server comes back as
// "recreate it with my copy, or drop my change"; a refused change is corrected in place and sent
// again; a Logout pressed offline does not lock the owner out; and a delete made offline says it
// is queued, not done.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import type { AdminServiceArea } from '../../../shared/contract/service-areas.ts';
import { inputOf } from '../../../studio/testing/studio-harness.ts';
import { openConnected, studioSpec } from '../support/studio-helpers.ts';
import { expectToast, field, test } from '../support/admin-helpers.ts';

const spec = studioSpec(test, 'studio-decisions-password');

/** Where the conflict view's screenshots go for a look (not committed). */
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? 'test-results/studio-shots';

test.beforeEach(async ({ page }) => {
  await openConnected(page, spec);
});

const status = (page: Page) => page.getByTestId('connection-status');
const pendingCount = (page: Page) => page.getByTestId('pending-count');
const syncNow = (page: Page) => page.getByRole('button', { name: 'Sync now' }).click();

async function openRecord(page: Page, screen: string, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: screen, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
}

async function saveQueued(page: Page, pending: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingCount(page)).toHaveText(pending);
}

const newProduct = (name: string) => spec.admin.products.create({ name, price: 900, collection: 'heritage', description: 'As loaded', size: "8' x 10'" } as never, { idempotencyKey: randomUUID() }).then(({ record }) => record as AdminProduct);

test('the three-way merge takes one-sided changes without asking and shows only fields changed on both sides', async ({ page }) => {
  const product = await newProduct(`Merge Rug ${Date.now()}`);
  await openRecord(page, 'Products', product.name);
  await spec.server.stop();
  await field(page, 'Description').fill('Mine: a hand-knotted heirloom');
  await field(page, 'Origin').fill('Mine: Tabriz, Iran');
  await saveQueued(page, '1 pending change');

  await spec.server.start();
  await spec.admin.products.update(product.id, { ...inputOf(product), description: 'Theirs: a flatweave', size: "Theirs 9' x 12'", version: product.version } as never);
  await syncNow(page);

  const view = page.getByTestId('conflict-view');
  await expect(view).toBeVisible();
  await expect(view.getByText('1 field was changed on both sides: choose which to keep.')).toBeVisible();
  await expect(view.locator('[data-differs="true"]')).toHaveCount(1);
  const description = view.locator('[data-field="description"][data-differs="true"]');
  await expect(description.getByTestId('theirs')).toContainText('Theirs: a flatweave');
  await expect(description.getByTestId('mine')).toContainText('Mine: a hand-knotted heirloom');
  await expect(view.locator('[data-field="size"][data-merged="theirs"]')).toContainText("Theirs 9' x 12'");
  await expect(view.locator('[data-field="origin"][data-merged="mine"]')).toContainText('Mine: Tabriz, Iran');

  mkdirSync(SHOTS, { recursive: true });
  await view.screenshot({ path: `${SHOTS}/conflict-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(view.locator('[data-differs="true"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/conflict-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await view.getByRole('button', { name: 'Keep mine' }).click();
  await expect(view).toBeHidden();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ description: 'Mine: a hand-knotted heirloom', origin: 'Mine: Tabriz, Iran', size: "Theirs 9' x 12'", version: product.version + 2 });
});

test('a record deleted on the server comes back as a decision: recreate it with my copy', async ({ page }) => {
  const name = `Deleted Area ${Date.now()}`;
  const area = (await spec.admin.serviceAreas.create({ name, type: 'suburb' } as never, { idempotencyKey: randomUUID() })).record as AdminServiceArea;
  await openRecord(page, 'Service Areas', name);
  await spec.server.stop();
  await field(page, 'Description').fill('Written offline, kept by the studio');
  await saveQueued(page, '1 pending change');

  await spec.server.start();
  await spec.admin.serviceAreas.remove(area.id, area.version);
  const successor = (await spec.admin.serviceAreas.create({ name: `${name} (successor)`, type: 'suburb' } as never, { idempotencyKey: randomUUID() })).record as AdminServiceArea;
  await syncNow(page);

  const decision = page.getByTestId('sync-decision');
  await expect(decision).toContainText(`The service area “${name}” was deleted on the server while you edited it.`);
  await expect(decision.getByRole('button', { name: 'Drop my change' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/deleted-1280.png` });
  await decision.getByRole('button', { name: 'Recreate it with my copy' }).click();
  await expect(decision).toBeHidden();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  const areas = await spec.admin.serviceAreas.list();
  expect(areas.filter((entry) => entry.name === name)).toMatchObject([{ description: 'Written offline, kept by the studio', version: 1 }]);
  expect(areas.find((entry) => entry.id === successor.id)).toMatchObject({ name: `${name} (successor)`, version: 1 });
});

test('a refused change is corrected in place and sent again; Discard says what it drops', async ({ page }) => {
  const [taken] = (await spec.admin.products.list()) as AdminProduct[];
  const product = await newProduct(`Refused Rug ${Date.now()}`);
  await openRecord(page, 'Products', product.name);
  await spec.server.stop();
  await field(page, 'Slug').fill(taken.slug);
  await field(page, 'Fiber').fill('Wool, written offline');
  await field(page, 'Collection').selectOption({ label: 'Luxury Wool' });
  await saveQueued(page, '1 pending change');

  await spec.server.start();
  await syncNow(page);
  const refused = page.getByTestId('refused-change');
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('heading', { name: `The server refused your changes to the product “${product.name}”` })).toBeVisible();
  // Only what the change changes: the slug the server named first, then the fields edited.
  await expect(refused.getByTestId('discard-scope')).toHaveText(`Discard drops your changes to the product “${product.name}” (Slug, Collection, Fiber), and nothing else.`);
  await expect(refused.locator('[data-field]')).toHaveCount(3);
  // A choice shows its options' names, not their ids.
  await expect(refused.locator('[data-field="collection"] select')).toHaveValue('luxury-wool');
  await expect(refused.locator('[data-field="collection"] select option:checked')).toHaveText('Luxury Wool');
  const slug = refused.locator('[data-field="slug"]');
  await expect(slug).toContainText('That slug is already used');
  await refused.screenshot({ path: `${SHOTS}/refused-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/refused-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await slug.getByRole('textbox').fill(`${product.slug}-corrected`);
  await refused.getByRole('button', { name: 'Send the corrected change' }).click();
  await expect(refused).toBeHidden();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ slug: `${product.slug}-corrected`, fiber: 'Wool, written offline', collection: 'luxury-wool', version: product.version + 1 });
});

test('Logout pressed offline leaves the owner working on this computer; signing in waits for the connection', async ({ page }) => {
  const product = await newProduct(`Offline Login Rug ${Date.now()}`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(product.name) })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await spec.server.stop();

  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // Another server can still be chosen from here.
  await expect(page.getByRole('complementary', { name: 'Server' }).getByRole('button', { name: 'Change server' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-offline-1280.png` });
  await page.getByLabel('Password').fill(spec.server.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('sign-in-waiting')).toBeVisible();

  await openRecord(page, 'Products', product.name);
  await field(page, 'Origin').fill('Written after an offline sign-in');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page)).toHaveText('Offline');
  await expect(pendingCount(page)).toHaveText('1 pending change');

  await spec.server.start();
  await syncNow(page);
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  await expect(page.getByTestId('sign-in-waiting')).toHaveCount(0);
  expect(await spec.admin.products.get(product.id)).toMatchObject({ origin: 'Written after an offline sign-in' });
});

test('a delete made offline says it is kept on this computer until the server has it', async ({ page }) => {
  const product = await newProduct(`Offline Delete Rug ${Date.now()}`);
  await openRecord(page, 'Products', product.name);
  await spec.server.stop();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Saved on this computer', 'Product deleted on this computer. The deletion will be sent to the server when you are back online.');
  const toasts = await page.evaluate(() => window.__adminToasts ?? []);
  expect(toasts.filter((text) => text.includes('deleted successfully'))).toEqual([]);
  await expect(pendingCount(page)).toHaveText('1 pending change');

  await spec.server.start();
  await syncNow(page);
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  expect((await spec.admin.products.list()).some((entry) => entry.id === product.id)).toBe(false);
});
