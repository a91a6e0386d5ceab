// History in the studio (decision 140): the same panel as the web admin, read from the
// server. Online the owner compares and restores a product and a post, and the server records the
// saves as the studio's; offline the panel says the history needs the server, and a restore of a
// version loaded before going offline is queued like any save and sent by Sync now.
import { expect, type Page } from '@playwright/test';
import type { AdminBlogPost } from '../../../shared/contract/blog.ts';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { expectToast, test } from '../support/admin-helpers.ts';
import { openConnected, studioSpec } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-history-password');

const RESTORED = /Restored the version of [A-Z][a-z]{2} \d{1,2}, \d{4}/;
const panel = (page: Page) => page.getByTestId('history-panel');

async function openRecord(page: Page, screen: string, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: screen }).click();
  await page.getByTestId('record-list').getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('textbox', { name: /^(Name|Title)/ }).first()).toHaveValue(name);
}

async function compareOldest(page: Page) {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const oldest = panel(page).getByTestId('revision').last();
  await expect(oldest).toContainText('Web admin');
  await oldest.click();
  return panel(page).getByTestId('revision-comparison');
}

test.beforeEach(async ({ page }) => {
  await openConnected(page, spec);
});

test('compares and restores a product and a post; the server records the saves as the studio’s', async ({ page }) => {
  const [product] = (await spec.admin.products.list()) as AdminProduct[];
  const { record: edited } = await spec.admin.products.update(product.id, { ...product, fiber: 'Edited fiber', version: product.version } as never);

  await openRecord(page, 'Products', product.name);
  const comparison = await compareOldest(page);
  await expect(comparison.locator('[data-field="fiber"]').getByTestId('now')).toContainText('Edited fiber');
  await comparison.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Success', RESTORED);
  expect(await spec.admin.products.get(product.id)).toMatchObject({ fiber: product.fiber, version: edited.version + 1 });
  const [newest] = await spec.admin.products.revisions(product.id);
  expect(newest).toMatchObject({ source: 'studio', version: edited.version, changedFields: ['fiber'] });

  const [post] = (await spec.admin.blog.list()) as AdminBlogPost[];
  await spec.admin.blog.update(post.id, { ...post, excerpt: 'An excerpt edited in the web admin', version: post.version } as never);
  await openRecord(page, 'Blog', post.title);
  const postComparison = await compareOldest(page);
  await expect(postComparison.locator('[data-field="excerpt"]').getByTestId('then')).toContainText(post.excerpt!);
  await postComparison.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Success', RESTORED);
  expect(await spec.admin.blog.get(post.id)).toMatchObject({ excerpt: post.excerpt, version: post.version + 2 });
});

test('offline, the history needs the server, and a restore loaded before is queued and synced', async ({ page }) => {
  const [, product] = (await spec.admin.products.list()) as AdminProduct[];
  const { record: edited } = await spec.admin.products.update(product.id, { ...product, origin: 'Edited origin', version: product.version } as never);

  await openRecord(page, 'Products', product.name);
  const comparison = await compareOldest(page);
  await expect(comparison.locator('[data-field="origin"]').getByTestId('now')).toContainText('Edited origin');

  await spec.server.stop();
  await comparison.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Saved on this computer', RESTORED);
  await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending change');

  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel(page)).toContainText('The history needs the server, and it cannot be reached right now.');
  await panel(page).getByRole('button', { name: 'Close' }).click();

  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('connection-status')).toHaveText('Online');
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending changes');
  expect(await spec.admin.products.get(product.id)).toMatchObject({ origin: product.origin, version: edited.version + 1 });
});
