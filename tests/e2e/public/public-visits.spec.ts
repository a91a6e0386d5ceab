// Visits counted with no cookie and no script (README, Visits), in Chromium: a visitor arrives on a
// neighborhood page from a search engine with campaign tags and sends a message, and the owner's
// Visits screen and the lead show that page and source; a page Chromium prefetched on hover and
// then showed is counted (its image is asked for when it is shown), and one it prefetched that
// nobody opened is not. Headless Chromium calls itself HeadlessChrome, which the counting rightly
// takes for a bot: the visitors here are browsers of people (their user agents).
import type { Browser, Page } from '@playwright/test';
import type { ContactMessage, MessagesPage } from '../../../shared/contract/inbox.ts';
import { adminApi, openAdmin, unique } from '../support/admin-helpers.ts';
import { expect, expectToast, test } from '../support/public-helpers.ts';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const AREA = '/jacobs/service-areas/lincoln-park';
const SEARCH = 'https://www.google.com/search?q=rug+consultant+lincoln+park';

/** A person's browser at the project's size: a context of its own, no admin session. */
async function person(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  // A user agent of its own: a new visitor whatever ran before on this server today.
  const build = Math.floor(Math.random() * 1_000_000);
  const userAgent = (isMobile ? PHONE : DESKTOP).replace('131.0.0.0', `131.0.${build}.0`);
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent });
  return context.newPage();
}

/** Waits for the image a shown page asks for (its view counted). */
const shown = (page: Page, path: string) => page.waitForResponse((response) => response.url().includes(`/jacobs/shown.gif?p=${encodeURIComponent(path)}`) && response.status() === 200);

interface CsvRow {
  page: string;
  views: number;
  visits: number;
  messages: number;
  roi: number;
}

/** The owner's daily rows of the visit that came with this tag (`utm_source` or `utm_campaign`), from the CSV of 7 days. */
async function rowsOf(page: Page, tag: { source: string } | { campaign: string }): Promise<CsvRow[]> {
  const [column, value] = 'source' in tag ? [4, tag.source] : [6, tag.campaign];
  await adminApi(page.request);
  const csv = await (await page.request.get('/api/admin/visits.csv?days=7')).text();
  return csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(1, -1).split('","'))
    .filter((cells) => cells[column] === value)
    .map((cells) => ({ page: cells[1], views: Number(cells[8]), visits: Number(cells[9]), messages: Number(cells[10]), roi: Number(cells[14]) }));
}

test('a visitor from a search engine lands on a neighborhood page and writes: the Visits screen and the lead show that page and source', async ({ browser, page }, testInfo) => {
  const campaign = unique('spring').replace(' ', '-');
  const visitor = await person(browser);
  const landed = shown(visitor, AREA);
  await visitor.goto(`${AREA}?utm_source=${campaign}&utm_medium=cpc`, { referer: SEARCH });
  await landed;
  // No cookie of any kind, and the page's only script is the Speculation Rules.
  expect(await visitor.context().cookies()).toEqual([]);

  const contact = shown(visitor, '/jacobs/contact');
  await visitor.goto('/jacobs/contact');
  await contact;
  const name = unique('Visiting Ann');
  const form = visitor.getByRole('form', { name: 'Tell us about your rooms' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('ann.visitor@example.com');
  await form.getByLabel('Message').fill('We just moved to Lincoln Park: a rug for the living room?');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(visitor, 'Message Sent!', 'We typically respond within 24 hours.');
  expect(await visitor.context().cookies()).toEqual([]);

  // The counts are written within a second.
  await expect.poll(() => rowsOf(page, { source: campaign }), { timeout: 5000 }).toEqual([
    { page: '/jacobs/contact', views: 1, visits: 0, messages: 0, roi: 0 },
    { page: AREA, views: 1, visits: 1, messages: 1, roi: 0 },
  ]);

  // The owner's Visits screen: the landing page and its source bring the message.
  await openAdmin(page, '/admin/visits', 'Visits');
  const leads = page.getByRole('region', { name: 'Which pages bring leads, and from where, table' });
  const row = leads.getByRole('row').filter({ hasText: 'Lincoln Park' }).filter({ hasText: 'Search engine: google.com' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('0');
  const campaigns = page.getByRole('region', { name: 'Campaigns, table' });
  await expect(campaigns.getByRole('row').filter({ hasText: `${campaign} / cpc` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('visits-screen.png'), fullPage: true });

  // The lead, in the inbox, with the page the visit began on and where it came from.
  await page.goto('/admin/inbox');
  const lead = page.getByTestId('inbox-message').filter({ hasText: name });
  await expect(lead.getByTestId('message-source')).toContainText(`Landing page: ${AREA}`);
  await expect(lead.getByTestId('message-source')).toContainText('Came from: Search engine: google.com');
  await expect(lead.getByTestId('message-source')).toContainText(`Campaign: ${campaign} / cpc`);
  await expect(lead.getByRole('link', { name: AREA })).toHaveAttribute('href', new RegExp(`${AREA}$`));

  await page.goto('/admin/dashboard');
  await expect(page.locator('#visits-heading')).toHaveText('Visits');
  await expect(page.getByRole('region', { name: 'Top neighborhoods, table' })).toContainText('Lincoln Park');
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

  const api = await adminApi(page.request);
  const { items } = (await api.get('/api/admin/messages')) as MessagesPage;
  const stored = items.find((item: ContactMessage) => item.name === name)!;
  await api.remove(`/api/admin/messages/${stored.id}`);
  await visitor.context().close();
});

// Decision 191's prefetch on hover, measured: the page opened from the prefetched copy makes no
// second request to the server, yet its view is counted once; the one prefetched and never opened
// is not counted.
test('a page prefetched on hover and then shown is counted once; a prefetched page nobody opened is not', async ({ browser, page, isMobile }) => {
  test.skip(isMobile, 'hover is the desktop trigger');
  const campaign = unique('hover').replace(' ', '-');
  const visitor = await person(browser);
  const cdp = await visitor.context().newCDPSession(visitor);
  await cdp.send('Preload.enable');
  const prefetched: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    if (event.status === 'Ready') prefetched.push(new URL(event.prefetchUrl).pathname);
  });

  const home = shown(visitor, '/jacobs');
  await visitor.goto(`/jacobs?utm_campaign=${campaign}`);
  await home;
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog' }).hover();
  await expect.poll(() => prefetched).toContain('/jacobs/blog');
  await nav.getByRole('link', { name: 'About' }).hover();
  await expect.poll(() => prefetched).toContain('/jacobs/about');

  const about = shown(visitor, '/jacobs/about');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(visitor).toHaveURL(/\/jacobs\/about$/);
  await about;
  const deliveryType = await visitor.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
  // Shown from the prefetched copy: the server saw no second request for the page, only its image.
  expect(deliveryType).toBe('navigational-prefetch');

  await expect.poll(() => rowsOf(page, { campaign }), { timeout: 5000 }).toEqual([
    { page: '/jacobs', views: 1, visits: 1, messages: 0, roi: 0 },
    { page: '/jacobs/about', views: 1, visits: 0, messages: 0, roi: 0 },
  ]);
  // Blog was prefetched and never opened: a second later still nothing of it.
  await visitor.waitForTimeout(1500);
  expect((await rowsOf(page, { campaign })).map((row) => row.page)).toEqual(['/jacobs', '/jacobs/about']);
  await visitor.context().close();
});

test('using the ROI calculator is a conversion of the visit: its island says so once, however the sliders move', async ({ browser, page }) => {
  const campaign = unique('roi').replace(' ', '-');
  const visitor = await person(browser);
  const uses: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().endsWith('/api/roi-calculator/uses')) uses.push(request.method());
  });
  const landed = shown(visitor, '/jacobs/proof-roi');
  await visitor.goto(`/jacobs/proof-roi?utm_campaign=${campaign}`);
  await landed;
  await visitor.waitForLoadState('networkidle');
  expect(uses).toEqual([]);
  const slider = visitor.getByTestId('slider-listPrice');
  await slider.focus();
  for (let step = 0; step < 3; step += 1) await visitor.keyboard.press('ArrowRight');
  await expect.poll(() => uses).toEqual(['POST']);
  await expect.poll(() => rowsOf(page, { campaign }), { timeout: 5000 }).toEqual([{ page: '/jacobs/proof-roi', views: 1, visits: 1, messages: 0, roi: 1 }]);
  expect(uses).toEqual(['POST']);
  await visitor.context().close();
});
