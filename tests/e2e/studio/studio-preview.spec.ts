// Preview in the studio (decision 145), driven through `studio:web` against a real server process
// of its own: online, Preview opens the unsaved values as the server's public page (Electron sends
// the new window to the system browser; studio:web opens a tab), and the Pages editor's page view
// draws the unsaved page; offline they say they need the server, and nothing is queued.
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

test('the page view draws the unsaved page while online; offline it says the page view needs the server', async ({ page }, testInfo) => {
  // The server stopped by the test before is up again: reconnect now rather than at the next probe.
  await page.goto(spec.studio.url);
  const syncNow = page.getByRole('button', { name: 'Sync now' });
  await expect(syncNow.or(page.getByLabel('Server address'))).toBeVisible({ timeout: 30_000 });
  if (await syncNow.isVisible()) await syncNow.click();
  await openConnected(page, spec);
  await page.goto(spec.studio.address('/admin/pages?id=about'));
  await page.getByRole('button', { name: 'Page view' }).click();
  const view = page.frameLocator('iframe[title="The page as a visitor sees it"]');
  const heading = view.locator('h1');
  await expect(heading).toBeVisible();
  // The drawing's pictures come from the server, whatever the studio's own address.
  expect(await view.locator('img').first().getAttribute('src')).toMatch(new RegExp(`^${spec.server.url}/`));
  await heading.click();
  const title = page.locator('[name="content.sections.0.title"]');
  await expect(title).toBeFocused();
  await title.fill('About us, drawn by the server for the studio');
  await expect(heading).toHaveText('About us, drawn by the server for the studio');
  await page.screenshot({ path: testInfo.outputPath('studio-page-view.png') });

  await spec.server.stop();
  await title.fill('About us, offline');
  await expect(page.getByTestId('page-view').getByRole('alert')).toContainText('The page view needs the server');
  await page.screenshot({ path: testInfo.outputPath('studio-page-view-offline.png') });
});
