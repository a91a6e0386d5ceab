// What the owner sees of the server's storage: a banner on every admin screen while the disk is
// nearly or wholly full (a save then fails with the server's own words, and the banner turns to
// "full"), gone once space is freed and a save goes through; and Settings' Room photos card, the
// photos Rug Fit sends brought against their cap. The disk is a real 100 MB tmpfs under a server
// started here (when this machine lets the test mount one); the card is read on the run's server.
import { expect, type Page } from '@playwright/test';
import { DISK_BANNERS, DISK_FULL_MESSAGE } from '../../../shared/contract/disk.ts';
import { CONTACT_PART, ROOM_PHOTO_PART } from '../../../shared/contract/rug-fit-send.ts';
import { startServerProcess, PROCESS_ADMIN_PASSWORD, REPO_ROOT, type ServerProcess } from '../../integration/hardening/support/server-process.ts';
import { canMountTmpfs, mountSmallDisk, type SmallDisk } from '../../integration/hardening/support/small-disk.ts';
import { roomPhoto } from '../../support/synthetic-room.ts';
import { expectAxeClean, expectToast, field, openAdmin, test } from '../support/admin-helpers.ts';

const banner = (page: Page) => page.getByTestId('disk-banner');

test.describe('a full disk', () => {
  test.skip(!canMountTmpfs(), 'needs a tmpfs the test may mount (root)');
  let disk: SmallDisk;
  let server: ServerProcess;

  test.beforeAll(async () => {
    disk = mountSmallDisk(100);
    server = await startServerProcess(disk.dataDir, { SITE_DIR: `${REPO_ROOT}/dist/site` });
  });
  test.afterAll(async () => {
    await server?.kill();
    disk?.unmount();
  });

  /** The screen at `path` of the server on the small disk (signed in first: a sign-in is a write). */
  async function open(page: Page, path: string, heading: string) {
    await page.goto(`${server.baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** Opens the screen again until the banner says `text` (the disk is read every few seconds at most). */
  async function expectBanner(page: Page, path: string, heading: string, text: string | null) {
    await expect(async () => {
      await open(page, path, heading);
      if (text === null) await expect(banner(page)).toHaveCount(0, { timeout: 500 });
      else await expect(banner(page)).toHaveText(text, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
  }

  test('the admin says the disk is almost full, then full when a save fails, and nothing once space is freed and a save goes through', async ({ page }, testInfo) => {
    expect((await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { password: PROCESS_ADMIN_PASSWORD } })).ok()).toBeTruthy();
    await open(page, '/admin/dashboard', 'Dashboard');
    await expect(banner(page)).toHaveCount(0);

    disk.fill(3 * 2 ** 20);
    await expectBanner(page, '/admin/dashboard', 'Dashboard', DISK_BANNERS.low);
    await expectAxeClean(page, 'the dashboard with the low-disk banner');
    await page.screenshot({ path: testInfo.outputPath('disk-low.png'), fullPage: true });

    await server.firstBackupTried();
    disk.fill(0);
    await open(page, '/admin/settings', 'Settings');
    await field(page, 'Tagline').fill('Boutique Chicago rug consultancy, full disk edition');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Error', DISK_FULL_MESSAGE);
    await expect(banner(page)).toHaveText(DISK_BANNERS.full);
    await page.screenshot({ path: testInfo.outputPath('disk-full.png'), fullPage: true });
    // Reading goes on (the unsaved change asks first, as ever).
    await page.getByRole('link', { name: 'Inbox' }).first().click();
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(banner(page)).toHaveText(DISK_BANNERS.full);

    disk.free();
    await open(page, '/admin/settings', 'Settings');
    await field(page, 'Tagline').fill('Boutique Chicago rug consultancy');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'Site settings updated successfully');
    await expectBanner(page, '/admin/dashboard', 'Dashboard', null);
  });
});

test('Settings shows the room photos kept against their cap', async ({ page, request }, testInfo) => {
  const photo = await roomPhoto([{ color: '#d9d2c5', share: 0.6 }, { color: '#1f2a44', share: 0.4 }], { width: 1600, height: 1200 });
  const sent = await request.post('/api/contact', {
    multipart: { [CONTACT_PART]: JSON.stringify({ name: 'Photo Sender', email: 'photo@example.com', message: 'Our room.', rugFit: { palette: [{ color: '#8a6a4f', share: 1 }], productIds: [1], mode: 'blend', photoConsent: true } }), [ROOM_PHOTO_PART]: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(sent.status()).toBe(200);

  await openAdmin(page, '/admin/settings', 'Settings');
  const card = page.getByRole('region', { name: 'Room photos' });
  await expect(card.getByText(/^\d+ photos? kept: \d+(\.\d)? (KB|MB) of 250\.0 MB$/)).toBeVisible();
  await expect(card.getByRole('progressbar')).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath(`room-photos-${page.viewportSize()?.width}.png`) });
  await expectAxeClean(page, 'Settings with the room photos card');
});
