// Preview in the studio (issue 17 item 3, decision 145), driven through `studio:web` against a real
// server process of its own: online, Preview opens the unsaved values as the server's public page
// (Electron sends the new window to the system browser; studio:web opens a tab); offline it says
// that Preview needs the server, and nothing is queued.
import { expect, test } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { openConnected, studioSpec } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-preview-password');

test('previews unsaved values online; offline it says Preview needs the server', async ({ page, context }, testInfo) => {
  const [product] = (await spec.admin.products.list()) as AdminProduct[];
  await openConnected(page, spec);
  await page.goto(spec.studio.address(`/admin/products?id=${product.id}`));
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(product.name);
  await name.fill(`${product.name} (studio preview)`);

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await opened;
  await preview.waitForLoadState('load');
  // The page is the server's, at the server's address.
  expect(preview.url().startsWith(`${spec.server.url}/jacobs/preview/`)).toBe(true);
  const answer = await preview.request.get(preview.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toHaveText('Preview — not published');
  await expect(preview.getByRole('heading', { level: 1, name: `${product.name} (studio preview)` })).toBeVisible();
  await preview.close();

  await spec.server.stop();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const toast = page.getByTestId('admin-toast').last();
  await expect(toast).toContainText('Preview needs the server');
  await page.screenshot({ path: testInfo.outputPath('studio-preview-offline.png') });
  await page.getByRole('button', { name: 'Copy preview link' }).click();
  await expect(page.getByTestId('admin-toast').last()).toContainText('Preview needs the server');
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending changes');
});
