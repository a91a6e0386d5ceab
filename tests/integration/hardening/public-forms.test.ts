// Public forms: 3,000 contact messages of 5,000 characters went through in 13.6 s
// from one client, the newsletter the same, and the admin lists came back whole (15 MB after 3,000).
// Also item 5's Idempotency-Key rules: a key reused with another body, and keys of another client.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../shared/contract/honeypot.ts';
import { contactMessage, subscriber } from '../../../shared/contract/inbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CONTACT = '/api/contact';
const NEWSLETTER = '/api/newsletter';
const as = (ip: string, headers: Record<string, string> = {}) => ({ headers: { 'X-Forwarded-For': ip, ...headers } });
const contact = (n: number) => ({ name: 'Form Flood', email: `f${n}@example.com`, message: `Message ${n}` });
const newsletter = (n: number) => ({ email: `reader${n}@example.com` });
const count = (server: TestServer, table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** The production limits (FORMS_PER_CLIENT, FORMS_PER_HOUR at their defaults), behind a local proxy. */
const withDefaultLimits = () => startTestServer({ trustProxy: 'loopback', formLimits: {} });

const RATE_LIMITED = /^Too many requests\. Try again in \d+ (second|seconds|minute|minutes)\.$/;

function expectRateLimited(response: { status: number; body: any; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body.error).toMatch(RATE_LIMITED);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe.each([
  ['contact', CONTACT, contact, 'contact_messages'],
  ['newsletter', NEWSLETTER, newsletter, 'newsletter_subscribers'],
] as const)('%s form limits', (_name, path, body, table) => {
  it('limits one client (an IPv6 /64 is one client) with 429 and Retry-After; another client still gets through', async () => {
    const server = await withDefaultLimits();
    const answers = [];
    for (let n = 0; n < 12; n += 1) answers.push(await server.client().post(path, body(n), as(`2001:db8:5:6::${n + 1}`)));
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(12);
    for (const answer of answers.slice(accepted)) expectRateLimited(answer);
    expect(count(server, table)).toBe(accepted);
    expect((await server.client().post(path, body(99), as('2001:db8:5:7::1'))).status).toBe(200);
  });

  it('past the hourly allowance of everyone together, accepts and holds for review, never refusing (tests/integration/hardening/form-flood.test.ts has the floods)', async () => {
    const server = await startTestServer({ trustProxy: 'loopback', formLimits: { global: 3 } });
    const before = count(server, table);
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push(await server.client().post(path, body(n), as(`198.18.0.${n + 1}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(count(server, table) - before).toBe(5);
    expect(server.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE held = 1`).pluck().get()).toBe(2);
  });
});

describe('the honeypot', () => {
  it('silently drops a contact message or signup whose hidden field is filled: success, nothing stored', async () => {
    const server = await startTestServer();
    const bot = await server.client().post(CONTACT, { ...contact(1), [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(bot.status).toBe(200);
    expect(bot.body).toEqual({ ok: true });
    const botSignup = await server.client().post(NEWSLETTER, { ...newsletter(1), [HONEYPOT_FIELD]: 'x' });
    expect(botSignup.body).toEqual({ ok: true });
    expect(count(server, 'contact_messages')).toBe(0);
    expect(count(server, 'newsletter_subscribers')).toBe(0);
    // People leave it empty.
    expect((await server.client().post(CONTACT, { ...contact(2), [HONEYPOT_FIELD]: '' })).status).toBe(200);
    expect(count(server, 'contact_messages')).toBe(1);
  });
});

describe('admin lists in pages', () => {
  const messagesPage = z.object({ items: z.array(contactMessage), total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number(), unhandled: z.number() });
  const subscribersPage = z.object({ items: z.array(subscriber), total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number() });

  it('messages and subscribers come a page at a time, newest first; the CSV still has everything', async () => {
    const server = await startTestServer();
    const admin = await server.admin();
    for (let n = 0; n < 120; n += 1) {
      await server.client().post(CONTACT, contact(n));
      await server.client().post(NEWSLETTER, newsletter(n));
    }
    const first = messagesPage.parse((await admin.get('/api/admin/messages')).body);
    expect(first).toMatchObject({ total: 120, page: 1, unhandled: 120 });
    expect(first.items.length).toBe(first.pageSize);
    expect(first.pageSize).toBeLessThan(120);
    expect(first.items[0].message).toBe('Message 119');
    const last = messagesPage.parse((await admin.get(`/api/admin/messages?page=${first.pageCount}`)).body);
    expect(last.items.at(-1)!.message).toBe('Message 0');
    const seen = new Set<number>();
    for (let page = 1; page <= first.pageCount; page += 1) for (const item of messagesPage.parse((await admin.get(`/api/admin/messages?page=${page}`)).body).items) seen.add(item.id);
    expect(seen.size).toBe(120);

    const subscribers = subscribersPage.parse((await admin.get('/api/admin/subscribers?page=2')).body);
    expect(subscribers).toMatchObject({ total: 120, page: 2 });
    expect((await admin.get('/api/admin/messages?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/messages?page=abc')).body.fields).toHaveProperty(['page']);

    expect((await admin.get('/api/admin/messages.csv')).text.trim().split('\r\n')).toHaveLength(121);
    expect((await admin.get('/api/admin/subscribers.csv')).text.trim().split('\r\n')).toHaveLength(121);
  });
});

describe('Idempotency-Key', () => {
  it('reused with a different body answers 422 and changes nothing', async () => {
    const server = await startTestServer();
    const admin = await server.admin();
    const headers = { headers: { 'Idempotency-Key': 'reused-key' } };
    expect((await server.client().post(CONTACT, contact(1), headers)).status).toBe(200);
    const other = await server.client().post(CONTACT, contact(2), headers);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/Idempotency-Key/);
    expect(count(server, 'contact_messages')).toBe(1);

    const created = await admin.post('/api/admin/core-services', { title: 'Keyed', description: 'First.' }, headers);
    expect(created.status).toBe(201);
    expect((await admin.post('/api/admin/core-services', { title: 'Keyed', description: 'First.' }, headers)).body).toEqual(created.body);
    expect((await admin.post('/api/admin/core-services', { title: 'Other', description: 'Second.' }, headers)).status).toBe(422);
  });

  it('belongs to the client and the route, not the query string or the spelling of the path', async () => {
    const server = await startTestServer();
    const headers = { headers: { 'Idempotency-Key': 'query-variant-key' } };
    const first = await server.client().post(CONTACT, contact(1), headers);
    expect(first.status).toBe(200);
    for (const path of [`${CONTACT}?x=1`, `${CONTACT}?utm_source=mail&x=2`, `${CONTACT}/`, '/API/Contact']) {
      const retry = await server.client().post(path, contact(1), headers);
      expect(retry.status, path).toBe(200);
      expect(retry.body, path).toEqual(first.body);
    }
    expect(count(server, 'contact_messages')).toBe(1);
    expect((await server.client().post(`${CONTACT}?x=3`, contact(2), headers)).status).toBe(422);
  });

  it('is scoped to the client: another client’s same key is its own request, never a replay of the first answer', async () => {
    const server = await startTestServer({ trustProxy: 'loopback' });
    const key = { 'Idempotency-Key': 'shared-key' };
    expect((await server.client().post(CONTACT, contact(1), as('192.0.2.1', key))).status).toBe(200);
    expect((await server.client().post(CONTACT, contact(1), as('192.0.2.2', key))).status).toBe(200);
    expect((await server.client().post(CONTACT, contact(3), as('192.0.2.3', key))).status).toBe(200);
    expect(count(server, 'contact_messages')).toBe(3);
    // The admin's keys are the admin's: a public client cannot collect or block them.
    const admin = await server.admin();
    expect((await admin.post('/api/admin/core-services', { title: 'Scoped', description: 'Admin.' }, { headers: key })).status).toBe(201);
  });
});
