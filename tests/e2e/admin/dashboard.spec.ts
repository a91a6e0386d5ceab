// The dashboard: the lead figures and the chart with its table, the inbox
// badge in the header of every screen, and Seed Database apart from Logout, asking first and
// saying what it adds. At 1280 and 390 px, axe clean. The figures themselves are proven on known
// data in tests/integration/dashboard.test.ts; here the screen shows what the endpoint answers.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '../../../shared/domain/lead-source.ts';
import { cleanInbox, expectAxeClean, expectToast, openAdmin, test } from '../support/admin-helpers.ts';

const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

interface Figures {
  newMessages: number;
  weeks: Record<string, number | string>[];
}
const figures = async (page: Page): Promise<Figures> => (await (await page.request.get('/api/admin/dashboard')).json()) as Figures;
const newMessages = async (page: Page) => (await figures(page)).newMessages;
const visibleBadge = (page: Page) => page.getByRole('banner').getByTestId('inbox-badge').filter({ visible: true });

test('the dashboard shows new messages, this week against last, and leads per week as a chart and a table', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
  const figureList = page.getByRole('list', { name: 'Lead figures' });
  await expect(figureList.getByRole('listitem').filter({ hasText: 'New messages' })).toContainText(String(await newMessages(page)));
  await expect(figureList.getByRole('listitem').filter({ hasText: 'Messages this week' })).toContainText('last week');
  await expect(figureList.getByRole('listitem').filter({ hasText: 'Subscribers this week' })).toContainText('last week');

  const chart = page.getByRole('figure', { name: 'Leads per week by source' });
  await expect(chart).toContainText(/\d+ leads? in the last 12 weeks, \d+ this week\. Weeks start on Monday, Chicago time\./);
  for (const source of LEAD_SOURCES) await expect(chart.getByRole('list', { name: 'Sources' })).toContainText(LEAD_SOURCE_LABELS[source]);
  // A bar segment for each week and source with leads.
  const segments = (await figures(page)).weeks.flatMap((week) => LEAD_SOURCES.filter((source) => Number(week[source]) > 0));
  await expect(chart.locator('svg')).toBeAttached();
  await expect(chart.locator('svg rect')).toHaveCount(segments.length);
  await chart.getByText('Show the figures as a table').click();
  const table = chart.getByRole('table', { name: 'Leads per week by source' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader')).toHaveText(['Week of', ...LEAD_SOURCES.map((source) => LEAD_SOURCE_LABELS[source]), 'Total']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, testInfo, 'dashboard');
  await expectAxeClean(page, 'dashboard');
});

test('a new message shows in the header badge on every screen, and handling it clears it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Badge Check ${Date.now()}`;
  await openAdmin(page, '/admin/products', 'Products');
  expect((await page.request.post('/api/contact', { data: { name, email: 'badge@example.com', message: 'Do you clean silk rugs?' } })).ok()).toBe(true);
  const count = await newMessages(page);
  expect(count).toBeGreaterThan(0);
  for (const [path, heading] of [['/admin/settings', 'Settings'], ['/admin/media', 'Media'], ['/admin/dashboard', 'Admin Dashboard']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(visibleBadge(page)).toHaveText(`${count} new`);
  }
  await page.getByRole('banner').getByRole('link', { name: /Inbox/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: /Mark handled/i }).click();
  await expect.poll(() => newMessages(page)).toBe(count - 1);
  if (count > 1) await expect(visibleBadge(page)).toHaveText(`${count - 1} new`);
  else await expect(visibleBadge(page)).toHaveCount(0);
  await cleanInbox(page.request, { name });
});

test('Seed Database sits apart from Logout and asks first, saying what it adds', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
  // Measured once the figures above have arrived and moved the actions down.
  await expect(page.getByRole('list', { name: 'Lead figures' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals of the period' })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const seed = actions.getByRole('button', { name: 'Seed Database' });
  const logout = actions.getByRole('button', { name: 'Logout' });
  const [seedBox, logoutBox] = [await seed.boundingBox(), await logout.boundingBox()];
  expect(seedBox!.y, 'Seed Database is below the other actions, not beside Logout').toBeGreaterThan(logoutBox!.y + logoutBox!.height + 16);

  await seed.click();
  const dialog = page.getByRole('alertdialog', { name: 'Seed the database?' });
  await expect(dialog).toContainText(
    /All the built-in content is already here: seeding adds nothing and changes nothing\.|Seeding adds the built-in content that is missing: \d+ service areas, \d+ blog posts, \d+ pages, \d+ site settings, \d+ products, \d+ core services, \d+ consultation types, \d+ booking availability\. Nothing you have edited is changed\./,
  );
  await shot(page, testInfo, 'seed-confirm');
  await expectAxeClean(page, 'seed confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await seed.click();
  await page.getByRole('alertdialog', { name: 'Seed the database?' }).getByRole('button', { name: 'Add missing content' }).click();
  await expectToast(page, 'Database seeded', /Created \d+ service areas, \d+ blog posts, \d+ pages, \d+ site settings, \d+ products, \d+ core services, \d+ consultation types, \d+ booking availability\./);
});
