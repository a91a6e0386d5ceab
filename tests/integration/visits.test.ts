// Visits counted at the server, with no cookie and no script (README, Visits), on the real app and
// a real SQLite file: a page shown in a browser is a view of its route's page, with the site that
// sent the visitor, the campaign tags and the device; one visitor is one visit a day; bots,
// prefetches, browsers asking not to be tracked, HEAD requests and the signed-in owner are not
// counted; leads are credited to the landing page and source of their visit; every table adds up to
// the totals; and nothing of a person reaches the database file.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VisitsReport } from '../../shared/contract/visits.ts';
import { CONVERSION_KINDS } from '../../shared/contract/visit-terms.ts';
import { chicagoTime } from '../../server/notifications/chicago-time.ts';
import { movableClock } from './support/clock.ts';
import type { HttpClient } from './support/http-client.ts';
import { fakeSiteDir, startTestServer, useTestServer, type TestServer } from './support/test-server.ts';
import { browse, DESKTOP_CHROME, personOn, PHONE_SAFARI, TABLET_SAFARI } from './support/visitor.ts';
import { validBooking } from './booking/booking-data.ts';

const SHELL = '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const AREA = '/jacobs/service-areas/lincoln-park';
const GOOGLE = 'https://www.google.com/search?q=rug+consultant+lincoln+park';
const DAY_MS = 86_400_000;
/** 10:00 in Chicago on a Tuesday. */
const START = chicagoTime('2026-03-10', 10).getTime();

// Each test's server starts at START (a server's clock moves only by the test that made it).
let clock = movableClock(START);
beforeEach(() => {
  clock = movableClock(START);
});
const now = () => clock.now();
let server: TestServer;
let admin: HttpClient;
useTestServer(
  (started) => {
    ({ server, admin } = started);
  },
  { perTest: true, now, siteDir: () => fakeSiteDir({ 'index.html': SHELL }) },
);

const visit = (address: string, userAgent: string, extra: Omit<Parameters<typeof browse>[1], 'address' | 'userAgent'> = {}) => browse(server.baseUrl, { address, userAgent, ...extra });

async function report(days = 7): Promise<VisitsReport> {
  const answer = await admin.get<VisitsReport>(`/api/admin/visits?days=${days}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The report once the counts have been written (at most a second after they are made). */
async function reportWhen(check: (report: VisitsReport) => boolean, days = 7): Promise<VisitsReport> {
  let last: VisitsReport | undefined;
  await expect.poll(async () => check((last = await report(days))), { timeout: 3000, interval: 100 }).toBe(true);
  return last!;
}

/** Waits past the next write, so counts that were going to be written have been. */
const pastAWrite = () => new Promise((resolve) => setTimeout(resolve, 1300));

/** A form or the ROI calculator's call, from a browser. */
const send = (userAgent: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'User-Agent': userAgent, 'Content-Type': 'application/json', Origin: server.baseUrl, ...headers }, body: JSON.stringify(body) });

const noConversions = Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, 0]));

describe('a page shown in a browser', () => {
  it('is a view of its route page, with the search engine that sent it, its campaign tags and the device, and begins a visit', async () => {
    const html = await visit(`${AREA}?utm_source=spring-mailer&utm_medium=email&utm_campaign=april`, PHONE_SAFARI, { from: GOOGLE });
    // The page is the same bytes for everyone: the image names the page, not the visitor or the query.
    expect(html).toContain('<img src="/jacobs/shown.gif?p=%2Fjacobs%2Fservice-areas%2Flincoln-park" alt="" width="1" height="1" hidden></body>');

    const figures = await reportWhen((r) => r.totals.views === 1);
    expect(figures.totals).toEqual({ views: 1, visits: 1, conversions: noConversions });
    expect(figures.pages).toEqual([{ page: AREA, label: 'Lincoln Park', views: 1, visits: 1, conversions: noConversions }]);
    expect(figures.neighborhoods).toEqual(figures.pages);
    expect(figures.sources).toEqual([{ source: 'search', referrer: 'google.com', views: 1, visits: 1, conversions: noConversions }]);
    expect(figures.campaigns).toEqual([{ utmSource: 'spring-mailer', utmMedium: 'email', utmCampaign: 'april', views: 1, visits: 1, conversions: noConversions }]);
    expect(figures.devices.find((row) => row.device === 'phone')).toMatchObject({ views: 1, visits: 1 });
    expect(figures.perDay.at(-1)).toEqual({ day: '2026-03-10', views: 1, visits: 1 });
    expect(figures).toMatchObject({ timeZone: 'America/Chicago', days: 7, from: '2026-03-04', to: '2026-03-10' });
  });

  it('counts a product under its own page, a list under its route whatever its query, and classes social and other sites', async () => {
    const productId = server.db.prepare('SELECT MIN(id) FROM products WHERE active = 1').pluck().get() as number;
    await visit(`/jacobs/shop/${productId}`, DESKTOP_CHROME, { from: 'https://l.facebook.com/l.php?u=x' });
    await visit('/jacobs/shop?collection=Heritage', TABLET_SAFARI, { from: 'https://www.chicagomag.com/home/best-rugs/' });
    await visit('/jacobs/blog?page=1', personOn(DESKTOP_CHROME, 3));
    const figures = await reportWhen((r) => r.totals.views === 3);
    expect(figures.pages.map((row) => row.page).sort()).toEqual([`/jacobs/product/${productId}`, '/jacobs/blog', '/jacobs/shop'].sort());
    expect(figures.sources.map((row) => [row.source, row.referrer]).sort()).toEqual([
      ['none', null],
      ['site', 'chicagomag.com'],
      ['social', 'l.facebook.com'],
    ]);
    expect(figures.devices.map((row) => [row.device, row.visits])).toEqual([
      ['phone', 0],
      ['tablet', 1],
      ['desktop', 2],
    ]);
  });

  it('is counted for a page Chromium prefetched and then showed, from the site that sent the visitor to the first page', async () => {
    // The visitor arrives from a search engine; the page they open next was prefetched on hover
    // (its request says Sec-Purpose: prefetch) and shown from that copy, with no second request.
    await visit(AREA, DESKTOP_CHROME, { from: GOOGLE, shown: false, pageHeaders: { 'Sec-Purpose': 'prefetch' } });
    await pastAWrite();
    expect((await report()).totals.views).toBe(0);
    // Shown now: only its image is asked for.
    const image = `/jacobs/shown.gif?p=${encodeURIComponent(AREA)}`;
    expect((await fetch(`${server.baseUrl}${image}`, { headers: { 'User-Agent': DESKTOP_CHROME, Referer: `${server.baseUrl}${AREA}` } })).status).toBe(200);
    const figures = await reportWhen((r) => r.totals.views === 1);
    expect(figures.sources).toEqual([expect.objectContaining({ source: 'search', referrer: 'google.com', visits: 1 })]);
  });
});

describe('not counted', () => {
  it('a bot, a link previewer, a prefetch nobody opened, DNT, GPC, HEAD, no user agent, a page that does not exist, or the signed-in owner', async () => {
    await visit(AREA, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await visit(AREA, 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)');
    await visit(AREA, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36');
    await visit(AREA, DESKTOP_CHROME, { shown: false, pageHeaders: { 'Sec-Purpose': 'prefetch' } });
    // A prefetch's own image (a prerendered page's) and an old browser's Purpose header.
    await visit(AREA, DESKTOP_CHROME, { headers: { 'Sec-Purpose': 'prefetch;prerender' } });
    await visit(AREA, DESKTOP_CHROME, { headers: { Purpose: 'prefetch' } });
    await visit(AREA, DESKTOP_CHROME, { headers: { DNT: '1' } });
    await visit(AREA, DESKTOP_CHROME, { headers: { 'Sec-GPC': '1' } });
    const image = `${server.baseUrl}/jacobs/shown.gif?p=${encodeURIComponent(AREA)}`;
    expect((await fetch(image, { method: 'HEAD', headers: { 'User-Agent': DESKTOP_CHROME } })).status).toBe(200);
    expect((await fetch(image, { headers: { 'User-Agent': '' } })).status).toBe(200);
    // A page that does not exist is answered the same and counted nowhere.
    for (const page of ['/jacobs/service-areas/atlantis', '/jacobs/nowhere', '/jacobs/blog/no-such-post', 'https://evil.example/']) {
      expect((await fetch(`${server.baseUrl}/jacobs/shown.gif?p=${encodeURIComponent(page)}`, { headers: { 'User-Agent': DESKTOP_CHROME } })).status).toBe(200);
    }
    // The owner, signed in, browsing the site: the session cookie goes with the page and its image.
    await visit(AREA, personOn(DESKTOP_CHROME, 9), { headers: { Cookie: admin.cookieHeader } });
    await pastAWrite();
    expect((await report()).totals).toEqual({ views: 0, visits: 0, conversions: noConversions });
    // The same browsers, counted when nothing says otherwise: the check above could fail.
    await visit(AREA, DESKTOP_CHROME);
    await visit(AREA, personOn(DESKTOP_CHROME, 9));
    await reportWhen((r) => r.totals.views === 2 && r.totals.visits === 2);
  });

  it('a page answered 404 carries no image', async () => {
    const missing = await fetch(`${server.baseUrl}/jacobs/service-areas/atlantis`, { headers: { 'User-Agent': DESKTOP_CHROME } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('shown.gif');
  });
});

describe('a visit', () => {
  it('is one across pages on a day, and a new one the next day, when yesterday is no longer known', async () => {
    await visit(AREA, DESKTOP_CHROME, { from: GOOGLE });
    await visit('/jacobs/services', DESKTOP_CHROME, { from: `${server.baseUrl}${AREA}` });
    await visit('/jacobs/contact?utm_source=service-areas&utm_medium=lincoln-park', DESKTOP_CHROME, { from: `${server.baseUrl}/jacobs/services` });
    let figures = await reportWhen((r) => r.totals.views === 3);
    expect(figures.totals.visits).toBe(1);
    // Every view of the visit carries its source; the contact link's own tags begin no campaign.
    expect(figures.sources).toEqual([expect.objectContaining({ source: 'search', referrer: 'google.com', views: 3, visits: 1 })]);
    expect(figures.campaigns).toEqual([]);
    expect(figures.pages.map((row) => [row.page, row.views, row.visits])).toEqual(
      expect.arrayContaining([
        [AREA, 1, 1],
        ['/jacobs/services', 1, 0],
        ['/jacobs/contact', 1, 0],
      ]),
    );

    // Past midnight in Chicago: the same browser is a new visitor, coming straight in this time.
    clock.advance(DAY_MS);
    await visit('/jacobs/services', DESKTOP_CHROME);
    figures = await reportWhen((r) => r.totals.views === 4);
    expect(figures.totals.visits).toBe(2);
    expect(figures.perDay.slice(-2)).toEqual([
      { day: '2026-03-10', views: 3, visits: 1 },
      { day: '2026-03-11', views: 1, visits: 1 },
    ]);
    expect(figures.sources).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'none', referrer: null, views: 1, visits: 1 })]));
  });

  it('keeps its days 25 months: older rows are deleted once a day begins', async () => {
    const insert = server.db.prepare("INSERT INTO visit_counts (day, page, source, device, views, visits) VALUES (?, '/jacobs', 'none', 'desktop', 1, 1)");
    for (const day of ['2024-02-09', '2024-02-10', '2025-06-01']) insert.run(day);
    await visit('/jacobs', DESKTOP_CHROME);
    await expect.poll(() => server.db.prepare('SELECT day FROM visit_counts ORDER BY day').pluck().all(), { timeout: 3000 }).toEqual(['2024-02-10', '2025-06-01', '2026-03-10']);
  });
});

describe('conversions', () => {
  it('are credited to the landing page and source of the visit that made them, and each lead shows them', async () => {
    await visit(`${AREA}?utm_source=spring-mailer`, DESKTOP_CHROME, { from: GOOGLE });
    await visit('/jacobs/contact', DESKTOP_CHROME, { from: `${server.baseUrl}${AREA}` });
    expect((await send(DESKTOP_CHROME, '/api/contact', { name: 'Ann Visitor', email: 'ann@example.com', message: 'A rug for Lincoln Park' })).status).toBe(200);
    expect((await send(DESKTOP_CHROME, '/api/newsletter', { email: 'ann@example.com' })).status).toBe(200);
    const rugFit = { palette: [{ color: '#8a5a44', share: 1 }], mode: 'blend', photoConsent: false };
    expect((await send(DESKTOP_CHROME, '/api/contact', { name: 'Ann Visitor', email: 'ann@example.com', message: 'From Rug Fit', rugFit })).status).toBe(200);
    // The ROI calculator's uses: once a visit, however often it says so.
    for (let use = 0; use < 3; use += 1) expect((await send(DESKTOP_CHROME, '/api/roi-calculator/uses', undefined)).status).toBe(204);
    // Someone never counted (a browser asking not to be tracked) sends a message: a lead, credited to nothing.
    expect((await send(personOn(DESKTOP_CHROME, 5), '/api/contact', { name: 'Dee', email: 'dee@example.com', message: 'Hi' }, { DNT: '1' })).status).toBe(200);

    const figures = await reportWhen((r) => r.totals.conversions.roi === 1 && r.totals.conversions.contact === 1);
    const credited = { contact: 1, newsletter: 1, booking: 0, rugFit: 1, roi: 1 };
    expect(figures.totals).toEqual({ views: 2, visits: 1, conversions: credited });
    expect(figures.landings).toEqual([{ page: AREA, label: 'Lincoln Park', source: 'search', referrer: 'google.com', views: 1, visits: 1, conversions: credited }]);
    expect(figures.sources).toEqual([{ source: 'search', referrer: 'google.com', views: 2, visits: 1, conversions: credited }]);
    expect(figures.pages.find((row) => row.page === AREA)?.conversions).toEqual(credited);
    expect(figures.pages.find((row) => row.page === '/jacobs/contact')?.conversions).toEqual(noConversions);

    const origin = { day: '2026-03-10', landingPage: AREA, source: 'search', referrer: 'google.com', utmSource: 'spring-mailer', utmMedium: null, utmCampaign: null, device: 'desktop' };
    const messages = (await admin.get('/api/admin/messages')).body.items as { name: string; message: string; visit: unknown }[];
    expect(messages.map((message) => [message.message, message.visit])).toEqual([
      ['Hi', null],
      ['From Rug Fit', origin],
      ['A rug for Lincoln Park', origin],
    ]);
    expect((await admin.get('/api/admin/subscribers')).body.items).toEqual([expect.objectContaining({ email: 'ann@example.com', visit: origin })]);
    const csv = (await admin.get('/api/admin/messages.csv')).text;
    expect(csv.split('\r\n')[0]).toContain('"Landing page","Came from","Campaign"');
    expect(csv).toContain(`"${AREA}","Search engine: google.com","spring-mailer"`);
  });

  it('include a booking: credited to its visit, and its lead in the inbox shows that visit', async () => {
    await visit(AREA, PHONE_SAFARI, { from: GOOGLE });
    const slots = await server.client().get('/api/booking/slots?type=ai-rug-fit-consultation&from=2026-03-12&days=1');
    const [start] = (slots.body.slots as { start: string }[]).map((slot) => slot.start);
    const booked = await send(PHONE_SAFARI, '/api/bookings', { ...validBooking({ start }) });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const figures = await reportWhen((r) => r.totals.conversions.booking === 1);
    expect(figures.landings).toEqual([expect.objectContaining({ page: AREA, source: 'search', referrer: 'google.com', conversions: { ...noConversions, booking: 1 } })]);
    const [lead] = (await admin.get('/api/admin/messages')).body.items as { visit: { landingPage: string; device: string } }[];
    expect(lead.visit).toMatchObject({ landingPage: AREA, device: 'phone' });
  });

  it('of a lead held for review are credited when the owner releases it', async () => {
    await visit(AREA, DESKTOP_CHROME, { from: GOOGLE });
    expect((await send(DESKTOP_CHROME, '/api/contact', { name: 'Held Ann', email: 'held@example.com', message: 'Held' })).status).toBe(200);
    server.db.exec("UPDATE contact_messages SET held = 1 WHERE email = 'held@example.com'");
    // As if it had come past the hour's allowance: the message arrived credited; take that back to test the release alone.
    await reportWhen((r) => r.totals.conversions.contact === 1);
    server.db.exec('UPDATE visit_counts SET contact = 0');
    const id = server.db.prepare("SELECT id FROM contact_messages WHERE email = 'held@example.com'").pluck().get() as number;
    expect((await admin.post(`/api/admin/messages/${id}/release`, {})).status).toBe(200);
    const figures = await reportWhen((r) => r.totals.conversions.contact === 1);
    expect(figures.landings[0]).toMatchObject({ page: AREA, source: 'search', referrer: 'google.com', conversions: { contact: 1 } });
  });
});

describe('the figures', () => {
  it('add up: the totals are the sums of every table and of the daily rows, in the report and in its CSV', async () => {
    const people = [DESKTOP_CHROME, PHONE_SAFARI, TABLET_SAFARI].flatMap((agent) => [1, 2, 3].map((n) => personOn(agent, n)));
    const origins = [GOOGLE, 'https://www.bing.com/', 'https://www.instagram.com/', 'https://houseblog.example/rugs', undefined];
    for (const [index, agent] of people.entries()) {
      await visit(`${AREA}?utm_source=s${index % 2}`, agent, { from: origins[index % origins.length] });
      await visit('/jacobs/shop', agent, { from: `${server.baseUrl}${AREA}` });
      if (index % 3 === 0) await visit('/jacobs/service-areas/gold-coast', agent);
      if (index % 4 === 0) await send(agent, '/api/newsletter', { email: `person${index}@example.com` });
      if (index % 2 === 0) clock.advance(DAY_MS / 3);
    }
    const figures = await reportWhen((r) => r.totals.visits === people.length && r.totals.conversions.newsletter === 3, 30);
    const sum = (rows: { views: number; visits: number; conversions: Record<string, number> }[]) => ({
      views: rows.reduce((total, row) => total + row.views, 0),
      visits: rows.reduce((total, row) => total + row.visits, 0),
      conversions: Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, rows.reduce((total, row) => total + row.conversions[kind], 0)])),
    });
    const { totals } = figures;
    expect(totals.views).toBe(people.length * 2 + 3);
    for (const table of [figures.pages, figures.sources, figures.devices]) expect(sum(table)).toEqual(totals);
    // The landings table counts visits by the page they began on: views are the pages'.
    const { views: _views, ...begun } = sum(figures.landings);
    expect(begun).toEqual({ visits: totals.visits, conversions: totals.conversions });
    expect(sum(figures.perDay.map((day) => ({ ...day, conversions: noConversions })))).toEqual({ ...totals, conversions: noConversions });
    const [header, ...lines] = (await admin.get('/api/admin/visits.csv?days=30')).text.trim().split('\r\n');
    expect(header).toBe('"Day (Chicago)","Page","Source","Referrer","UTM source","UTM medium","UTM campaign","Device","Views","Visits begun here","Messages","Sign-ups","Bookings","Rug Fit sends","ROI calculator uses"');
    const cells = lines.map((line) => line.slice(1, -1).split('","'));
    expect(cells.reduce((total, row) => total + Number(row[8]), 0)).toBe(totals.views);
    expect(cells.reduce((total, row) => total + Number(row[9]), 0)).toBe(totals.visits);
    expect(cells.reduce((total, row) => total + Number(row[11]), 0)).toBe(totals.conversions.newsletter);
  });

  it('refuse a period other than 7, 30 or 90 days, naming the field', async () => {
    const answer = await admin.get('/api/admin/visits?days=365');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ days: 'Must be one of 7, 30, 90' });
    expect((await server.client().get('/api/admin/visits')).status).toBe(401);
  });

  it('are formula-safe in the CSV', async () => {
    await visit('/jacobs?utm_source=%3DHYPERLINK(%22http%3A%2F%2Fevil.example%22)', DESKTOP_CHROME);
    await reportWhen((r) => r.totals.views === 1);
    expect((await admin.get('/api/admin/visits.csv')).text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});

describe('the database file', () => {
  it('holds no address, user agent or visitor hash, only daily totals and the leads\u2019 origins', async () => {
    const files = ['jacobs.sqlite', 'jacobs.sqlite-wal'].map((name) => join(server.dataDir, name));
    const onDisk = () => files.filter((file) => existsSync(file)).map((file) => readFileSync(file).toString('latin1')).join('\n');
    // A visitor key is a 256-bit HMAC in base64url: 43 characters (other such runs of text are the seeded content's).
    const keyLike = (bytes: string) => new Set(bytes.match(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g));
    const before = keyLike(onDisk());
    const agent = personOn(DESKTOP_CHROME, 4242);
    const forwarded = '203.0.113.77';
    // A direct client: its own address is 127.0.0.1; this one sends its address as a header too.
    await visit(`${AREA}?utm_source=spring-mailer`, agent, { from: GOOGLE, headers: { 'X-Forwarded-For': forwarded } });
    expect((await send(agent, '/api/contact', { name: 'Private Person', email: 'private@example.com', message: 'Hello' }, { 'X-Forwarded-For': forwarded })).status).toBe(200);
    await reportWhen((r) => r.totals.conversions.contact === 1);
    expect(existsSync(files[1])).toBe(true);
    const bytes = onDisk();
    for (const secret of [agent, 'Chrome/131.0.0.0.4242', forwarded, '127.0.0.1']) expect(bytes, secret).not.toContain(secret);
    expect([...keyLike(bytes)].filter((token) => !before.has(token)), 'a visitor key').toEqual([]);
    expect(bytes).toContain('Private Person');
    expect(server.db.prepare('SELECT COUNT(*) FROM visit_counts').pluck().get()).toBe(1);
  });
});

describe('behind a proxy TRUST_PROXY trusts', () => {
  it('tells visitors apart by their forwarded addresses', async () => {
    const proxied = await startTestServer({ trustProxy: 'loopback', now, siteDir: fakeSiteDir({ 'index.html': SHELL }) });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.2']) {
      await browse(proxied.baseUrl, { address: AREA, userAgent: DESKTOP_CHROME, headers: { 'X-Forwarded-For': address } });
    }
    const owner = await proxied.admin();
    await expect.poll(async () => (await owner.get<VisitsReport>('/api/admin/visits?days=7')).body.totals, { timeout: 3000 }).toMatchObject({ views: 3, visits: 2 });
  });
});
