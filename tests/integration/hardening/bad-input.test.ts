// Bad input, property-based: every write endpoint of the endpoint table gets random, malformed,
// oversized and wrongly typed bodies (odd unicode, huge strings, arrays/null/numbers instead of
// objects, prototype-pollution keys). The server may accept a body only if the shared contract
// accepts it; anything else is a 4xx in the one error shape that changes nothing. Never a 5xx.
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import type { ZodType } from 'zod';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints.ts';
import { errorBody } from '../../../shared/contract/errors.ts';
import type { HttpClient } from '../support/http-client.ts';
import { validBlogPost, validBookingAvailability, validBookingException, validConsultationType, validCoreService, validProduct, validServiceArea, validSettings, validTestimonial } from '../../support/record-data.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

/** Per endpoint; FUZZ_RUNS=500 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

interface Target {
  method: string;
  /** The endpoint table's path, to prove every write endpoint is covered. */
  tablePath: string;
  path: () => string;
  input: ZodType;
  /** Tables whose rows must not change when the answer is a 4xx. */
  tables: string[];
  valid: () => Record<string, unknown>;
  asAdmin: boolean;
}

const firstId = (table: string) => () => server.db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).pluck().get() as number;
const contact = () => ({ name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100', service: 'staging', message: 'Please call me.' });

function crudTargets(entry: { create: { path: string; input: ZodType }; update: { path: string; input: ZodType } }, table: string, valid: () => Record<string, unknown>): Target[] {
  return [
    { method: 'POST', tablePath: entry.create.path, path: () => entry.create.path, input: entry.create.input, tables: [table], valid, asAdmin: true },
    {
      method: 'PUT',
      tablePath: entry.update.path,
      path: () => entry.update.path.replace(':id', String(firstId(table)())),
      input: entry.update.input,
      tables: [table],
      valid,
      asAdmin: true,
    },
  ];
}

const { public: pub, booking: bkg, admin: adm } = endpoints;

/** A booking of the sweep (made in beforeAll) and an open time, for the booking calls' bodies. */
let booking: { id: number; token: string; openStart: string };
const BOOKING_TABLES = ['bookings', 'booking_cells', 'booking_notices', 'booking_blocks', 'contact_messages'];
const bookingBody = (start = booking.openStart) => ({ type: 'ai-rug-fit-consultation', start, name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100', notes: 'Hello' });

function previewTargets(): Target[] {
  const records = { products: ['products', validProduct], blog: ['blog_posts', validBlogPost], serviceAreas: ['service_areas', validServiceArea] } as const;
  const calls = ['preview', 'previewLink'] as const;
  const numbered = Object.entries(records).flatMap(([name, [table, valid]]) =>
    calls.map((call): Target => {
      const endpoint = adm[name as keyof typeof records][call];
      return { method: 'POST', tablePath: endpoint.path, path: () => endpoint.path.replace(':id', String(firstId(table)())), input: endpoint.input, tables: [table, 'preview_snapshots'], valid, asAdmin: true };
    }),
  );
  const pageValues = () => ({ seoTitle: 'About', seoDescription: 'About us', seoKeywords: 'rugs', content: { sections: [{ kind: 'hero', title: 'About Jacobs' }] } });
  const pages = calls.map((call): Target => {
    const endpoint = adm.pages[call];
    return { method: 'POST', tablePath: endpoint.path, path: () => endpoint.path.replace(':pageSlug', 'about'), input: endpoint.input, tables: ['page_content', 'preview_snapshots'], valid: pageValues, asAdmin: true };
  });
  // The Pages editor's page view: each section checked alone, nothing kept at all.
  const view: Target = {
    method: 'POST',
    tablePath: adm.pageView.path,
    path: () => adm.pageView.path.replace(':pageSlug', 'about'),
    input: adm.pageView.input,
    tables: ['page_content', 'preview_snapshots'],
    valid: () => ({ sections: [{ kind: 'hero', title: 'About Jacobs' }] }),
    asAdmin: true,
  };
  return [...numbered, ...pages, view];
}
const TARGETS: Target[] = [
  { method: 'POST', tablePath: pub.contact.path, path: () => pub.contact.path, input: pub.contact.input, tables: ['contact_messages'], valid: contact, asAdmin: false },
  {
    method: 'POST',
    tablePath: pub.newsletter.path,
    path: () => pub.newsletter.path,
    input: pub.newsletter.input,
    tables: ['newsletter_subscribers'],
    valid: () => ({ email: 'reader@example.com' }),
    asAdmin: false,
  },
  ...crudTargets(adm.products, 'products', validProduct),
  ...crudTargets(adm.blog, 'blog_posts', validBlogPost),
  ...crudTargets(adm.serviceAreas, 'service_areas', validServiceArea),
  ...crudTargets(adm.coreServices, 'core_services', validCoreService),
  ...crudTargets(adm.testimonials, 'testimonials', validTestimonial),
  ...crudTargets(adm.consultationTypes, 'consultation_types', validConsultationType),
  ...crudTargets(adm.bookingExceptions, 'booking_exceptions', validBookingException),
  {
    method: 'PUT',
    tablePath: adm.bookingAvailability.update.path,
    path: () => adm.bookingAvailability.update.path,
    input: adm.bookingAvailability.update.input,
    tables: ['booking_availability'],
    valid: validBookingAvailability,
    asAdmin: true,
  },
  { method: 'POST', tablePath: bkg.book.path, path: () => bkg.book.path, input: bkg.book.input, tables: BOOKING_TABLES, valid: () => bookingBody(), asAdmin: false },
  { method: 'POST', tablePath: bkg.move.path, path: () => bkg.move.path.replace(':token', booking.token), input: bkg.move.input, tables: BOOKING_TABLES, valid: () => ({ start: booking.openStart }), asAdmin: false },
  { method: 'POST', tablePath: bkg.cancel.path, path: () => bkg.cancel.path.replace(':token', booking.token), input: bkg.cancel.input, tables: BOOKING_TABLES, valid: () => ({ reason: 'Plans changed.' }), asAdmin: false },
  { method: 'PATCH', tablePath: adm.updateBooking.path, path: () => adm.updateBooking.path.replace(':id', String(booking.id)), input: adm.updateBooking.input, tables: BOOKING_TABLES, valid: () => ({ status: 'done' }), asAdmin: true },
  { method: 'POST', tablePath: adm.cancelBooking.path, path: () => adm.cancelBooking.path.replace(':id', String(booking.id)), input: adm.cancelBooking.input, tables: BOOKING_TABLES, valid: () => ({ note: 'Sorry.' }), asAdmin: true },
  { method: 'POST', tablePath: adm.confirmBooking.path, path: () => adm.confirmBooking.path.replace(':id', String(booking.id)), input: adm.confirmBooking.input, tables: BOOKING_TABLES, valid: () => ({}), asAdmin: true },
  {
    method: 'POST',
    tablePath: adm.createBookingBlock.path,
    path: () => adm.createBookingBlock.path,
    input: adm.createBookingBlock.input,
    tables: BOOKING_TABLES,
    valid: () => ({ start: '2031-07-07T15:00:00.000Z', end: '2031-07-07T16:00:00.000Z', note: 'Away' }),
    asAdmin: true,
  },
  { method: 'POST', tablePath: adm.renewBookingFeed.path, path: () => adm.renewBookingFeed.path, input: adm.renewBookingFeed.input, tables: ['booking_feed'], valid: () => ({}), asAdmin: true },
  {
    method: 'PUT',
    tablePath: adm.pages.update.path,
    path: () => '/api/admin/pages/about',
    input: adm.pages.update.input,
    tables: ['page_content'],
    valid: () => ({ seoTitle: 'About', seoDescription: 'About us', seoKeywords: 'rugs', content: { sections: [{ kind: 'hero', title: 'About Jacobs' }] } }),
    asAdmin: true,
  },
  { method: 'PUT', tablePath: adm.settings.update.path, path: () => adm.settings.update.path, input: adm.settings.update.input, tables: ['site_settings'], valid: validSettings, asAdmin: true },
  {
    method: 'PATCH',
    tablePath: adm.updateMessage.path,
    path: () => adm.updateMessage.path.replace(':id', String(firstId('contact_messages')())),
    input: adm.updateMessage.input,
    tables: ['contact_messages'],
    valid: () => ({ handled: true }),
    asAdmin: true,
  },
  // A wrong current password: no generated body can change the password, only be refused.
  {
    method: 'PUT',
    tablePath: adm.changePassword.path,
    path: () => adm.changePassword.path,
    input: adm.changePassword.input,
    tables: ['admin_credentials', 'sessions'],
    valid: () => ({ currentPassword: 'not-the-password', newPassword: 'a-long-new-password' }),
    asAdmin: true,
  },
  // Preview of unsaved values and links to them (decision 145): the resource's own input; only a snapshot is kept.
  ...previewTargets(),
  // No SMTP_URL on this server: even an accepted (empty) body is answered 409, and nothing is queued.
  {
    method: 'POST',
    tablePath: adm.sendTestEmail.path,
    path: () => adm.sendTestEmail.path,
    input: adm.sendTestEmail.input,
    tables: ['mail_queue', 'mail_outcomes'],
    valid: () => ({}),
    asAdmin: true,
  },
  {
    method: 'POST',
    tablePath: adm.login.path,
    path: () => adm.login.path,
    input: adm.login.input,
    tables: ['admin_credentials', 'sessions'],
    valid: () => ({ password: 'not-the-password' }),
    asAdmin: false,
  },
];

// ---- Generators -------------------------------------------------------------------------------

const ODD_TEXT = [
  '',
  '   ',
  '\u0000',
  'nul\u0000inside',
  '\u202eevil.exe',
  '\ufeffbom',
  '\ud800',
  'lone \udfff surrogate',
  'Z̤͔ͧ̑̓ä͖̭̈̇lgo',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧶🏠👨‍👩‍👧',
  '\r\n\t\v\f',
  "'; DROP TABLE products; --",
  '" OR "1"="1',
  '1; SELECT * FROM admin_credentials',
  '<script>window.__xss=1</script>',
  '../../../etc/passwd',
  '%2e%2e%2f%00',
  '${process.exit(1)}',
  "{{constructor.constructor('return process')()}}",
  'x'.repeat(5_001),
  'é'.repeat(200_001),
];

const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...ODD_TEXT));
const scalar = fc.oneof(
  text,
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, -0, 2 ** 53 + 1, 0.1 + 0.2, -1, 10.005),
);
const wrongValue = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom([[[[[]]]]], { a: { b: { c: {} } } }, [null], {}) },
);

/** Own `__proto__` / `constructor` keys, as JSON.parse produces them from a hostile body. */
const POLLUTION = ['{}', '{"__proto__":{"polluted":"yes","isAdmin":true}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '{"prototype":{"polluted":"yes"}}'];

function setOwn(body: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
}

type Sent = { json: unknown } | { raw: string; contentType: string };

function bodies(target: Target): fc.Arbitrary<Sent> {
  const keys = Object.keys(target.valid());
  const mutated = fc
    .record({
      drop: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
      change: fc.array(fc.tuple(fc.constantFrom(...keys, ...keys, 'extra', '__proto__', 'constructor', 'version'), wrongValue), { minLength: 1, maxLength: 3 }),
      pollution: fc.constantFrom(...POLLUTION),
    })
    .map(({ drop, change, pollution }) => {
      const body: Record<string, unknown> = { ...target.valid(), ...(JSON.parse(pollution) as object) };
      for (const key of drop) delete body[key];
      for (const [key, value] of change) setOwn(body, key, value);
      return { json: body };
    });
  const notAnObject = fc.oneof(scalar, fc.array(wrongValue, { maxLength: 4 })).map((json) => ({ json }));
  // A body that takes no fields (the test email) has no keys of its own to misuse: "extra" stands in.
  const randomObject = fc.dictionary(fc.oneof(fc.constantFrom(...keys, 'extra'), fc.string({ maxLength: 10 })), wrongValue, { maxKeys: 8 }).map((json) => ({ json }));
  const garbage = fc
    .oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":}', '[1,]', '{"name": "x"', "{'single': 1}", 'NaN', '\u0000', '{"a":1}{"b":2}'))
    .map((raw) => ({ raw, contentType: 'application/json' }));
  const wrongType = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/javascript')
    .map((contentType) => ({ raw: contentType.startsWith('application/x-www') ? 'name=Ann&email=a%40b.co&message=hi' : JSON.stringify(target.valid()), contentType }));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: notAnObject },
    { weight: 2, arbitrary: randomObject },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: wrongType },
  );
}

// ---- The property -----------------------------------------------------------------------------

const snapshot = (tables: string[]) => JSON.stringify(tables.map((table) => server.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));

function send(target: Target, sent: Sent) {
  const client = target.asAdmin ? admin : server.client();
  if ('json' in sent) return client.request(target.method, target.path(), undefined, { rawBody: JSON.stringify(sent.json), headers: { 'Content-Type': 'application/json' } });
  return client.request(target.method, target.path(), undefined, { rawBody: sent.raw, headers: { 'Content-Type': sent.contentType } });
}

const onTheWire = (json: unknown): unknown => {
  const text = JSON.stringify(json);
  return text === undefined ? undefined : JSON.parse(text);
};

const preview = (sent: Sent) => ('json' in sent ? JSON.stringify(sent.json) : `${sent.contentType}: ${sent.raw}`).slice(0, 300);

function expectOneErrorShape(response: { status: number; body: unknown; text: string }, where: string): void {
  expect(response.body, `${where}\n${response.text.slice(0, 200)}`).toBeDefined();
  expect(errorBody.strict().safeParse(response.body).success, where).toBe(true);
  expect((response.body as { error: string }).error, where).not.toMatch(/sqlite|constraint|TypeError|RangeError|ZodError|\bat \S+:\d+/i);
}

function expectNoPollution(): void {
  for (const name of ['polluted', 'isAdmin']) {
    expect(Object.prototype, name).not.toHaveProperty(name);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain(name);
  }
}

async function checkOne(target: Target, sent: Sent): Promise<void> {
  const where = `${target.method} ${target.path()} <- ${preview(sent)}`;
  const before = snapshot(target.tables);
  const response = await send(target, sent);
  expect(response.status, where).toBeLessThan(500);
  // An empty JSON body reads as `{}`, as the contract's "all optional" bodies (page content) allow.
  // The contract judges the body as it arrived: JSON turns Infinity and NaN into null, drops undefined.
  const asJson = 'json' in sent ? onTheWire(sent.json) : sent.raw.trim() === '' && sent.contentType === 'application/json' ? {} : undefined;
  const contractAccepts = asJson !== undefined && target.input.safeParse(asJson).success;
  if (response.status >= 400) {
    expectOneErrorShape(response, where);
    expect(snapshot(target.tables), where).toBe(before);
  } else {
    expect(contractAccepts, `${where} was accepted (${response.status}) though the contract rejects it`).toBe(true);
  }
  expectNoPollution();
}

beforeAll(async () => {
  expect((await server.client().post('/api/contact', contact())).status).toBe(200);
  const [first, second] = (await server.client().get('/api/booking/slots?days=14')).body.slots as { start: string }[];
  const booked = await server.client().post('/api/bookings', bookingBody(first.start));
  expect(booked.status, booked.text).toBe(201);
  booking = { id: booked.body.id, token: booked.body.manageUrl.split('/').pop(), openStart: second.start };
});
afterEach(expectNoPollution);

describe('every write endpoint under random bodies', () => {
  it('covers every endpoint of the table that takes a body', () => {
    const withInput = [...Object.values(pub), ...Object.values(bkg), ...Object.values(adm).flatMap((entry) => ('method' in entry ? [entry] : Object.values(entry)))]
      .filter((endpoint) => 'input' in endpoint && endpoint.input)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(TARGETS.map((target) => `${target.method} ${target.tablePath}`).sort()).toEqual([...new Set(withInput)].sort());
  });

  it.each(TARGETS.map((target) => [`${target.method} ${target.tablePath}`, target] as const))('%s: never 5xx; refused means 4xx, one error shape, nothing stored', async (_name, target) => {
    await fc.assert(
      fc.asyncProperty(bodies(target), (sent) => checkOne(target, sent)),
      { numRuns: RUNS },
    );
  }, 120_000);
});

describe('bodies the parser must stop', () => {
  const oversized = (target: Target) => ({ ...target.valid(), padding: 'x'.repeat(1_100_000) });

  it.each(TARGETS.map((target) => [`${target.method} ${target.tablePath}`, target] as const))('%s: a body over 1 MB is 413, nothing stored', async (_name, target) => {
    const before = snapshot(target.tables);
    const response = await send(target, { json: oversized(target) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body is too large' });
    expect(snapshot(target.tables)).toBe(before);
  });

  it('refuses a gzip bomb (small on the wire, huge inflated) with 413', async () => {
    const count = () => server.db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get();
    const before = count();
    const inflated = JSON.stringify({ ...contact(), message: ' '.repeat(20_000_000) });
    const bomb = gzipSync(inflated);
    expect(bomb.length).toBeLessThan(100_000);
    const response = await fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: bomb });
    expect(response.status).toBe(413);
    expect(count()).toBe(before);
  });

  it('refuses an unknown content encoding with 415', async () => {
    const response = await server.client().post('/api/contact', undefined, { rawBody: JSON.stringify(contact()), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' } });
    expect(response.status).toBe(415);
    expectOneErrorShape(response, 'compress');
  });

  it.each(TARGETS.map((target) => [`${target.method} ${target.tablePath}`, target] as const))('%s: a deeply nested body is 400, never a stack overflow', async (_name, target) => {
    const before = snapshot(target.tables);
    const depth = 100_000;
    const deep = '['.repeat(depth) + ']'.repeat(depth);
    for (const key of [Object.keys(target.valid())[0], 'content', 'extra']) {
      const raw = JSON.stringify({ ...target.valid(), [key]: '__DEEP__' }).replace('"__DEEP__"', key === 'content' ? `{"nested":${deep}}` : deep);
      const response = await send(target, { raw, contentType: 'application/json' });
      expect(response.status, key).toBeGreaterThanOrEqual(400);
      expect(response.status, key).toBeLessThan(500);
      expectOneErrorShape(response, key);
    }
    expect(snapshot(target.tables)).toBe(before);
  });

  it.each(TARGETS.map((target) => [`${target.method} ${target.tablePath}`, target] as const))('%s: a valid body sent as another content type is refused, nothing stored', async (_name, target) => {
    const before = snapshot(target.tables);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await send(target, { raw: JSON.stringify(target.valid()), contentType });
      expect(response.status, contentType).toBeGreaterThanOrEqual(400);
      expect(response.status, contentType).toBeLessThan(500);
      expectOneErrorShape(response, contentType);
    }
    expect(snapshot(target.tables)).toBe(before);
  });

  it('answers a body of 50,000 keys quickly with 400', async () => {
    const body = Object.fromEntries(Array.from({ length: 50_000 }, (_, n) => [`k${n}`, n]));
    const started = performance.now();
    const response = await server.client().post('/api/contact', body);
    expect(response.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('prototype pollution', () => {
  it('stores none of the hostile keys and pollutes nothing', async () => {
    const hostile = '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}';
    const product = await admin.request('POST', '/api/admin/products', undefined, {
      rawBody: `${hostile},${JSON.stringify({ ...validProduct(), name: 'Pollution Check' }).slice(1)}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(product.status).toBe(201);
    expect(Object.keys(product.body)).not.toContain('polluted');
    expect(product.text).not.toContain('polluted');

    // Page content holds only its sections: the hostile keys are refused, and nothing is stored.
    const before = server.db.prepare("SELECT content FROM page_content WHERE page_slug = 'contact'").pluck().get() as string;
    const page = await admin.request('PUT', '/api/admin/pages/contact', undefined, { rawBody: `{"content":${hostile},"sections":[]}}`, headers: { 'Content-Type': 'application/json' } });
    expect(page.status).toBe(400);
    const stored = server.db.prepare("SELECT content FROM page_content WHERE page_slug = 'contact'").pluck().get() as string;
    expect(stored).toBe(before);
    expect(stored).not.toContain('__proto__');
    expect(Object.getPrototypeOf((await server.client().get('/api/pages/contact')).body.content)).toBe(Object.prototype);

    const session = await server.client().request('POST', '/api/admin/login', undefined, { rawBody: '{"__proto__":{"password":"x"}}', headers: { 'Content-Type': 'application/json' } });
    expect(session.status).toBe(400);
    expect((await server.client().get('/api/admin/products', { headers: { Cookie: '__proto__=x; constructor=y' } })).status).toBe(401);
    expectNoPollution();
  });
});

describe('unique slugs', () => {
  it.each([
    ['products', '/api/admin/products', validProduct],
    ['blog', '/api/admin/blog', validBlogPost],
    ['service areas', '/api/admin/service-areas', validServiceArea],
    ['core services', '/api/admin/core-services', validCoreService],
  ] as const)('%s: a taken slug is 409 naming the slug, on create, update and a parallel burst, never a 500', async (_name, path, valid) => {
    const first = await admin.post(path, { ...valid(), slug: `taken-${_name.replace(' ', '-')}` });
    expect(first.status).toBe(201);
    const again = await admin.post(path, { ...valid(), slug: first.body.slug });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ slug: 'That slug is already used' });

    const other = await admin.post(path, { ...valid(), slug: `other-${_name.replace(' ', '-')}` });
    const moved = await admin.put(`${path}/${other.body.id}`, { ...valid(), slug: first.body.slug });
    expect(moved.status).toBe(409);

    const burstSlug = `burst-${_name.replace(' ', '-')}`;
    const burst = await Promise.all(Array.from({ length: 20 }, () => admin.post(path, { ...valid(), slug: burstSlug })));
    expect(burst.filter((response) => response.status === 201)).toHaveLength(1);
    expect(burst.filter((response) => response.status === 409)).toHaveLength(19);
  });
});
