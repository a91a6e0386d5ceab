// What a flood leaves for the owner (decisions 171, 145, 177), against a server started
// here with an hourly allowance of 2 messages and 2 sign-ups: the dashboard and Settings say what is
// held, the inbox's "Held for review" tab releases one and deletes the rest; Settings revokes every
// preview link; the browser that signed in keeps a known-device cookie the page cannot read.
import { expect, type Page } from '@playwright/test';
import { startServerProcess, tempDataDir, PROCESS_ADMIN_PASSWORD, REPO_ROOT, type ServerProcess } from '../../integration/hardening/support/server-process.ts';
import { expectToast, test } from '../support/admin-helpers.ts';

const data = tempDataDir('jacobs-e2e-held-');
let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServerProcess(data.dir, { SITE_DIR: `${REPO_ROOT}/dist/site`, FORMS_PER_HOUR: '2' });
  for (const n of [1, 2, 3, 4]) {
    const sent = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `Held Sender ${n}`, email: `held${n}@example.com`, message: `Message number ${n}.` }),
    });
    expect(sent.status).toBe(200);
  }
  for (const n of [1, 2, 3]) {
    const sent = await fetch(`${server.baseUrl}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `reader${n}@example.com` }) });
    expect(sent.status).toBe(200);
  }
});
test.afterAll(async () => {
  await server?.stop();
  data.remove();
});

async function open(page: Page, path: string, heading: string) {
  const login = await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { password: PROCESS_ADMIN_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  await page.goto(`${server.baseUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the dashboard and Settings say what is held; the inbox releases one and deletes the rest', async ({ page }) => {
  await open(page, '/admin/dashboard', 'Admin Dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'Held for review' });
  await expect(notice).toContainText('Held for review: 2 messages and 1 sign-up');

  await page.goto(`${server.baseUrl}/admin/settings`);
  await expect(page.getByRole('region', { name: 'New-lead emails' }).getByText('Held for review: 2 messages and 1 sign-up')).toBeVisible();

  await page.goto(`${server.baseUrl}/admin/dashboard`);
  await page.getByRole('link', { name: 'Review them in the inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?view=held$/);
  const tab = page.getByRole('tab', { name: /Held for review/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toContainText('3');
  const held = page.getByTestId('held-message');
  await expect(held).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Held sign-ups' }).getByRole('row')).toHaveCount(2);

  await held.filter({ hasText: 'Held Sender 3' }).getByRole('button', { name: 'Release to inbox' }).click();
  await expectToast(page, 'Success', 'Message released to the inbox');
  await expect(held).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete all held messages' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Every held message (1) will be permanently deleted.');
  await dialog.getByRole('button', { name: 'Delete all' }).click();
  await expectToast(page, 'Success', '1 held message deleted');
  await expect(held).toHaveCount(0);
  await expect(page.getByText('No messages are held.')).toBeVisible();

  await page.getByRole('tab', { name: /Messages/ }).click();
  await expect(page.getByTestId('inbox-message').filter({ hasText: 'Held Sender 3' })).toBeVisible();
});

test('Settings revokes every preview link, after asking', async ({ page }) => {
  await open(page, '/admin/settings', 'Settings');
  const product = ((await (await page.request.get(`${server.baseUrl}/api/admin/products`)).json()) as { id: number }[])[0];
  // A link shares the form's values as they are: here, the product as saved.
  const saved = (await (await page.request.get(`${server.baseUrl}/api/admin/products/${product.id}`)).json()) as Record<string, unknown>;
  const link = (await (await page.request.post(`${server.baseUrl}/api/admin/products/${product.id}/preview-link`, { data: saved })).json()) as { url: string };
  expect((await page.request.get(`${server.baseUrl}${link.url}`)).status()).toBe(200);

  const card = page.getByRole('region', { name: 'Preview Links' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Revoke all preview links' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Revoke all preview links?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke all' }).click();
  await expectToast(page, 'Preview links revoked', '1 preview link no longer works.');
  expect((await page.request.get(`${server.baseUrl}${link.url}`)).status()).toBe(404);
});

test('signing in gives the browser a known-device cookie, HttpOnly, for the admin API only', async ({ page }) => {
  await page.goto(`${server.baseUrl}/admin`);
  await page.getByLabel(/Password/).fill(PROCESS_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const device = (await page.context().cookies()).find((cookie) => cookie.name === 'jacobs_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 60 * 60 * 1000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('jacobs_device');
});
