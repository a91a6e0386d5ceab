// /admin/settings' New-lead emails card (decision 150). Without SMTP_URL (the run's shared server)
// it says nothing is sent; against a server started here with SMTP_URL pointing at a real SMTP
// server on a loopback port, Send test email delivers and reports, and a refusal shows as the
// last failure.
import { seriousViolations } from '../support/axe.ts';
import { expect, type Page } from '@playwright/test';
import { startServerProcess, tempDataDir, PROCESS_ADMIN_PASSWORD, REPO_ROOT, type ServerProcess } from '../../integration/hardening/support/server-process.ts';
import { startMailServer, type TestMailServer } from '../../integration/support/mail-server.ts';
import { expectToast, openAdmin, test } from '../support/admin-helpers.ts';

const OWNER = 'consult@jacobsrugconsultancy.com';
const card = (page: Page) => page.getByRole('region', { name: 'New-lead emails' });
const testButton = (page: Page) => card(page).getByRole('button', { name: 'Send test email' });

/** The card passes axe-core without serious or critical violations (the whole screen: admin-a11y.spec.ts). */
async function expectCardAccessible(page: Page) {
  expect((await seriousViolations(page, { include: 'section[aria-labelledby="notifications-title"]' })).map(({ id }) => id)).toEqual([]);
}

test('without SMTP_URL the card says nothing is sent, and the test button is off', async ({ page }) => {
  await openAdmin(page, '/admin/settings', 'Settings');
  await expect(card(page).getByText('Email is not set up: the server has no SMTP_URL, so nothing is sent.')).toBeVisible();
  await expect(card(page).getByText(`to have them emailed to ${OWNER}`)).toBeVisible();
  await expect(testButton(page)).toBeDisabled();
  await expectCardAccessible(page);
});

test.describe('with SMTP_URL', () => {
  const data = tempDataDir('jacobs-e2e-mail-');
  let mailServer: TestMailServer;
  let server: ServerProcess;

  test.beforeAll(async () => {
    mailServer = await startMailServer();
    server = await startServerProcess(data.dir, {
      SMTP_URL: mailServer.url,
      MAIL_FROM: 'Jacobs Rug Consultancy <leads@rugs.example>',
      SITE_DIR: `${REPO_ROOT}/dist/site`,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mailServer?.close();
    data.remove();
  });

  async function openSettings(page: Page) {
    const login = await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { password: PROCESS_ADMIN_PASSWORD } });
    expect(login.ok()).toBeTruthy();
    await page.goto(`${server.baseUrl}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  }

  test('Send test email delivers it and says so; a refusal is reported and shown as the last failure', async ({ page }) => {
    await openSettings(page);
    await expect(card(page).getByText(OWNER)).toBeVisible();
    await expect(card(page).getByText(`smtp://127.0.0.1:${mailServer.port}`)).toBeVisible();
    await expect(card(page).getByText('Nothing yet')).toBeVisible();

    await testButton(page).click();
    await expectToast(page, 'Test email sent', `Sent to ${OWNER}.`);
    expect(mailServer.received.map((mail) => [mail.to[0], mail.subject])).toEqual([[OWNER, 'Test email from your website']]);
    await expect(card(page).getByText('Nothing yet')).toBeHidden();

    mailServer.setMode({ kind: 'refuse', code: 550 });
    await testButton(page).click();
    await expectToast(page, 'Test email failed', /550/);
    await expect(card(page).getByText(/^Last notification failed: Test email from your website: .*550/)).toBeVisible();
    await expectCardAccessible(page);
    expect(mailServer.received).toHaveLength(1);

    // A lead sent from the public form arrives while the page is open; reloaded, the failure is gone.
    mailServer.setMode({ kind: 'accept' });
    const sent = await page.request.post(`${server.baseUrl}/api/contact`, { data: { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' } });
    expect(sent.ok()).toBeTruthy();
    await mailServer.waitForArrived(2);
    expect(mailServer.received[1].subject).toBe('New inquiry from Ann Lee');
    await page.reload();
    await expect(card(page).getByText(/^Last notification failed/)).toBeHidden();
    await expect(card(page).getByText('Waiting to send')).toBeVisible();
  });
});
