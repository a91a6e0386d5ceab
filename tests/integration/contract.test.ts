// Sweeps the endpoint table of shared/contract: every read answers in its declared output shape,
// and every route exists on the server (no 404 for a known record).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../shared/contract/endpoints.ts';
import { fillPath } from '../../shared/contract/public-endpoints.ts';
import { keyFromPath, keyOfRecord, keyParams, knownKeys, recordPath } from '../../shared/contract/keyed-records.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import { RESOURCE_NAMES } from '../../shared/contract/resource-addresses.ts';
import { CONTACT_PART, ROOM_PHOTO_PART } from '../../shared/contract/rug-fit-send.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let booking: { id: number; token: string };
let feedSecret: string;
useTestServer((started) => {
  ({ server, admin } = started);
});
beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a5a44' } }).png().toBuffer();
  // The first message is a Rug Fit send with its room photo, so the message the sweep names has one.
  const send = new FormData();
  send.append(CONTACT_PART, JSON.stringify({ name: 'Sweep', email: 'sweep@example.com', message: 'Hi', rugFit: { palette: [{ color: '#8a5a44', share: 1 }], mode: 'blend', photoConsent: true } }));
  send.append(ROOM_PHOTO_PART, new Blob([new Uint8Array(png)]), 'room.png');
  expect((await fetch(`${server.baseUrl}/api/contact`, { method: 'POST', body: send })).status).toBe(200);
  await server.client().post('/api/newsletter', { email: 'sweep@example.com' });
  // One of each held for review (decision 177), for the release calls to name.
  await server.client().post('/api/contact', { name: 'Held Sweep', email: 'held@example.com', message: 'Held' });
  await server.client().post('/api/newsletter', { email: 'held-sweep@example.com' });
  server.db.exec("UPDATE contact_messages SET held = 1 WHERE email = 'held@example.com'; UPDATE newsletter_subscribers SET held = 1 WHERE email = 'held-sweep@example.com'");
  await fetch(`${server.baseUrl}/api/admin/media`, { method: 'POST', headers: { Cookie: admin.cookieHeader, 'X-File-Name': 'sweep.png' }, body: png });
  // Testimonials are not seeded (decision 134): the sweep names one, and another after its delete.
  for (const name of ['Sweep S.', 'Sweep T.']) await admin.post(RESOURCES.testimonials.path, { quote: 'Sweep quote', name, place: 'Loop' });
  // One consultation type is seeded: a second for after its delete. Days off are not seeded.
  await admin.post(RESOURCES.consultationTypes.path, { name: 'Sweep walkthrough', durationMinutes: 60 });
  for (const date of ['2031-07-03', '2031-07-04']) await admin.post(RESOURCES.bookingExceptions.path, { date, kind: 'dayOff' });
  // A booking (at the first open time), a block and the calendar feed, for the booking calls to name.
  const [slot] = (await server.client().get('/api/booking/slots?days=14')).body.slots as { start: string }[];
  const booked = await server.client().post('/api/bookings', { type: 'ai-rug-fit-consultation', start: slot.start, name: 'Sweep', email: 'sweep@example.com', phone: '312-555-0100' });
  expect(booked.status, booked.text).toBe(201);
  booking = { id: booked.body.id, token: booked.body.manageUrl.split('/').pop() };
  const blockStart = Date.parse(slot.start) + 7 * 24 * 3_600_000;
  expect((await admin.post('/api/admin/booking-blocks', { start: new Date(blockStart).toISOString(), end: new Date(blockStart + 3_600_000).toISOString() })).status).toBe(201);
  feedSecret = ((await admin.post('/api/admin/booking-feed', {})).body.url as string).split('/').pop()!.replace(/\.ics$/, '');
  // Every record is saved once, so the records the sweep names (after its deletes too) have a revision.
  for (const name of RESOURCE_NAMES) {
    const resource = RESOURCES[name];
    const keys = knownKeys(resource) ?? ((await admin.get(resource.path)).body as object[]).map((record) => keyOfRecord(resource, record));
    for (const key of keys) {
      const at = fillPath(recordPath(resource), keyParams(resource, key));
      expect((await admin.put(at, (await admin.get(at)).body)).status, at).toBe(200);
    }
  }
});

const flatten = (group: Record<string, unknown>): Endpoint[] =>
  Object.values(group).flatMap((entry) => ('method' in (entry as object) ? [entry as Endpoint] : Object.values(entry as Record<string, Endpoint>)));
const all = [...flatten(endpoints.public), ...flatten(endpoints.booking), ...flatten(endpoints.admin)];

/** Path parameters that name existing records in the seeded database. */
function params(): Record<string, string | number> {
  const firstId = (table: string) => server.db.prepare(`SELECT MIN(id) FROM ${table}`).pluck().get() as number;
  return { id: firstId('contact_messages'), pageSlug: 'home', slug: 'do-rugs-increase-home-value', token: booking.token, secret: feedSecret };
}

const pathFor = (endpoint: Endpoint) => {
  const values = params();
  const table = /\/api\/admin\/(blog|service-areas|products|core-services|testimonials|subscribers|consultation-types|booking-exceptions|booking-blocks|bookings)/.exec(endpoint.path)?.[1];
  const tableName = { blog: 'blog_posts', 'service-areas': 'service_areas', products: 'products', 'core-services': 'core_services', testimonials: 'testimonials', subscribers: 'newsletter_subscribers', 'consultation-types': 'consultation_types', 'booking-exceptions': 'booking_exceptions', 'booking-blocks': 'booking_blocks', bookings: 'bookings' }[table ?? ''];
  if (endpoint.path.startsWith('/api/admin/media/')) values.id = server.db.prepare('SELECT MIN(id) FROM media').pluck().get() as string;
  else if (endpoint.path === '/api/products/:id') values.id = server.db.prepare('SELECT MIN(id) FROM products WHERE active = 1').pluck().get() as number;
  else if (tableName) values.id = server.db.prepare(`SELECT MIN(id) FROM ${tableName}`).pluck().get() as number;
  if (endpoint.path.endsWith('/:id/release')) values.id = server.db.prepare(`SELECT MIN(id) FROM ${tableName ?? 'contact_messages'} WHERE held = 1`).pluck().get() as number;
  // A revision of the record the path names (the sweep's PUTs made one).
  const owner = RESOURCE_NAMES.find((name) => endpoint.path.startsWith(`${RESOURCES[name].path}/`));
  if (owner && endpoint.path.includes('/revisions/')) {
    const recordId = String(keyFromPath(RESOURCES[owner], values));
    values.revisionId = server.db.prepare('SELECT MAX(id) FROM revisions WHERE resource = ? AND record_id = ?').pluck().get(owner, recordId) as number;
  }
  return fillPath(endpoint.path, values);
};

describe('endpoint table', () => {
  it.each(all.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 200 in its declared shape',
    async (_label, endpoint) => {
      const response = await admin.get(pathFor(endpoint));
      expect(response.status).toBe(200);
      if (endpoint.output) endpoint.output.parse(response.body);
    },
  );

  // Logout is left out so the session lasts the sweep; auth.test.ts covers it.
  it.each(all.filter((endpoint) => endpoint.method !== 'GET' && !endpoint.path.endsWith('/logout')).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s is routed',
    async (_label, endpoint) => {
      // An empty body: routed endpoints answer 400 (validation) or succeed, never 404.
      const response = await admin.request(endpoint.method, pathFor(endpoint), {});
      expect([401, 404]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    },
  );
});
