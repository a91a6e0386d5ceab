// /admin/settings (docs/product/routes.md#admin-screens): site settings reach the public site, password change,
// and the database backup.
import { expect } from '@playwright/test';
import { PROCESS_ADMIN_PASSWORD, REPO_ROOT, startServerProcess, tempDataDir, type ServerProcess } from '../../integration/hardening/support/server-process.ts';
import { adminApi, expectToast, field, openAdmin, test } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'admin screens are covered on desktop');

test.describe('site settings', () => {
  let original: Record<string, unknown>;

  test.beforeEach(async ({ request }) => {
    original = await (await adminApi(request)).get('/api/admin/settings');
  });

  test.afterEach(async ({ request }, testInfo) => {
    if (testInfo.status === 'skipped') return;
    const { version: _version, updatedAt: _updatedAt, ...settings } = original;
    await (await adminApi(request)).update('/api/admin/settings', settings);
  });

  test('a saved phone number shows on the public contact page', async ({ page }) => {
    await openAdmin(page, '/admin/settings', 'Settings');
    await expect(field(page, 'Phone')).toHaveValue(String(original.phone));
    await field(page, 'Phone').fill('(312) 555-0199');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'Site settings updated successfully');

    await page.goto('/jacobs/contact');
    await expect(page.getByText('(312) 555-0199').first()).toBeVisible();
  });

  // A field added as a migration plus one entry in the resource table (and its place on the form).
  test('where new-lead emails go is kept, checked and never shown to the public', async ({ page, request }) => {
    await openAdmin(page, '/admin/settings', 'Settings');
    const recipient = field(page, 'Send new-lead emails to');
    await expect(recipient).toHaveValue('');
    await expect(page.getByText("Leave empty to use the site's contact email.")).toBeVisible();
    await recipient.fill('leads at example');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Must be an email address')).toBeVisible();

    await recipient.fill('leads@example.com');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'Site settings updated successfully');
    await page.reload();
    await expect(field(page, 'Send new-lead emails to')).toHaveValue('leads@example.com');
    expect(await (await adminApi(request)).get('/api/admin/settings')).toMatchObject({ notificationEmail: 'leads@example.com' });
    expect(JSON.stringify(await (await request.get('/api/settings')).json())).not.toContain('leads@example.com');
  });

  test('invalid settings are named per field', async ({ page }) => {
    await openAdmin(page, '/admin/settings', 'Settings');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Booking link').fill('calendly');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Must be an email address')).toBeVisible();
    await expect(page.getByText('Must be a URL')).toBeVisible();
  });
});

// On a server of its own: a password changed on the run's server would end its sessions and leave
// its stored password at the production's hashing cost for every later spec (start-server.ts).
test.describe('the admin password', () => {
  let data: ReturnType<typeof tempDataDir>;
  let server: ServerProcess;
  test.beforeAll(async () => {
    data = tempDataDir('jacobs-e2e-password-');
    server = await startServerProcess(data.dir, { SITE_DIR: `${REPO_ROOT}/dist/site` });
  });
  test.afterAll(async () => {
    await server?.kill();
    data?.remove();
  });

  test('changes the admin password', async ({ page }) => {
    const newPassword = 'e2e-brand-new-password';
    expect((await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { password: PROCESS_ADMIN_PASSWORD } })).ok()).toBeTruthy();
    await page.goto(`${server.baseUrl}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Admin Password' });

    await field(page, 'Current password').fill(PROCESS_ADMIN_PASSWORD);
    await field(page, 'New password').fill('short');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Must be at least 10 characters')).toBeVisible();

    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill('something-else-entirely');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await field(page, 'Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed', 'The admin password has been updated.');
    await expect(field(page, 'Current password')).toHaveValue('');
    expect((await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { password: newPassword } })).ok()).toBeTruthy();
    expect((await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { password: PROCESS_ADMIN_PASSWORD } })).status()).toBe(401);
  });
});

test('a wrong current password is refused with the server message', async ({ page }) => {
  await page.route('**/api/admin/password', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Invalid admin password' }) }),
  );
  await openAdmin(page, '/admin/settings', 'Settings');
  await field(page, 'Current password').fill('not-the-password');
  await field(page, 'New password').fill('another-long-password');
  await field(page, 'Confirm new password').fill('another-long-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Error', 'Invalid admin password');
});

test('downloads a backup of the database', async ({ page }) => {
  await openAdmin(page, '/admin/settings', 'Settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jacobs-backup-\d{4}-\d{2}-\d{2}\.sqlite$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 15).toString()).toBe('SQLite format 3');
});
