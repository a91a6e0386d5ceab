// Flooding the public forms: 41 addresses × 5 `POST /api/contact` with `{}` (200
// × 400) in 0.7 s closed the form for an hour: a real visitor from a new address got `429 … Try
// again in 3600 seconds.`, and the owner saw no trace. Refused requests must not count against the
// form's global allowance, and past that allowance valid messages are still accepted but held for
// review: shown apart in the inbox, not emailed, not counted as leads, until the owner releases them;
// the dashboard and Settings say how many wait. The per-client limit stays. Production limits
// (FORMS_PER_CLIENT 5, FORMS_PER_HOUR 200), clients from loopback addresses of their own.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { AddressClient, clientsFrom } from './support/from-address.ts';

const CONTACT = '/api/contact';
const NEWSLETTER = '/api/newsletter';
const FORMS_PER_HOUR = 200;

const clients: AddressClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.close()));
const mailServers: TestMailServer[] = [];
afterAll(async () => {
  for (const mailServer of mailServers) await mailServer.close();
});

function fromAddresses(server: TestServer, first: number, count: number): AddressClient[] {
  const made = clientsFrom(server.baseUrl, first, count);
  clients.push(...made);
  return made;
}

const visitor = (server: TestServer, address: string) => {
  const client = new AddressClient(server.baseUrl, address);
  clients.push(client);
  return client;
};

const message = (n: number | string) => ({ name: `Sender ${n}`, email: `sender${n}@example.com`, message: `Message ${n}` });
const count = (server: TestServer, sql: string) => server.db.prepare(sql).pluck().get() as number;

/** The production limits, and a real SMTP server, so what is (not) emailed is seen. */
async function productionServer() {
  const mailServer = await startMailServer();
  mailServers.push(mailServer);
  const smtp = readConfig({ SMTP_URL: mailServer.url, MAIL_FROM: 'leads@rugs.example' }).smtp!;
  const server = await startTestServer({ formLimits: {}, mail: { smtp } });
  return { server, mailServer, admin: await server.admin() };
}

describe('refused requests', () => {
  it("a visitor's mistakes do not use up their allowance: 5 refused posts, then 5 messages, all taken; only junk by the dozen is refused", async () => {
    const { server } = await productionServer();
    const typist = visitor(server, '127.0.0.60');
    const typos = [];
    for (let n = 0; n < 5; n += 1) typos.push((await typist.post(CONTACT, { ...message(n), email: `sender${n}@example` })).status);
    expect(typos).toEqual([400, 400, 400, 400, 400]);
    const sent = [];
    for (let n = 0; n < 6; n += 1) sent.push((await typist.post(CONTACT, message(100 + n))).status);
    // The allowance of accepted messages (FORMS_PER_CLIENT, 5 in 10 minutes) is whole.
    expect(sent).toEqual([200, 200, 200, 200, 200, 429]);

    // Refused posts still cost something: one address's junk is refused once it is far past the allowance.
    const junk = visitor(server, '127.0.0.61');
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) statuses.push((await junk.post(CONTACT, {})).status);
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(400));
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429));
    expect(count(server, 'SELECT COUNT(*) FROM contact_messages')).toBe(5);
  });

  it('200 empty bodies from 41 addresses leave the form open: the next visitor is answered 200', async () => {
    const { server } = await productionServer();
    const answers = await Promise.all(fromAddresses(server, 10, 41).flatMap((client) => Array.from({ length: 5 }, () => client.post(CONTACT, {}))));
    expect(answers.filter((answer) => answer.status === 400).length).toBeGreaterThan(150);
    const real = await visitor(server, '127.0.0.99').post(CONTACT, message('real'));
    expect(real.status, real.text).toBe(200);
    expect(real.body).toEqual({ ok: true });
    expect(count(server, 'SELECT COUNT(*) FROM contact_messages WHERE held = 0')).toBe(1);
  });
});

describe('a flood of valid messages from many addresses', () => {
  it('never turns a visitor away: past the hourly allowance messages are held for review, apart, not emailed, until released', async () => {
    const { server, mailServer, admin } = await productionServer();
    // 50 addresses × 5 messages (each within its own limit): 250, past the allowance of 200.
    const flood = fromAddresses(server, 10, 50);
    const flooding = Promise.all(flood.flatMap((client, n) => Array.from({ length: 5 }, (_, k) => client.post(CONTACT, message(`${n}-${k}`)))));
    const answers = await flooding;
    expect(answers.map((answer) => answer.status)).toEqual(Array(250).fill(200));
    // A visitor during the flood's hour: accepted (the site shows its success toast), and held.
    const real = await visitor(server, '127.0.0.99').post(CONTACT, { ...message('real'), message: 'I would like a consultation.' });
    expect(real.status).toBe(200);
    expect(real.body).toEqual({ ok: true });

    expect(count(server, 'SELECT COUNT(*) FROM contact_messages WHERE held = 0')).toBe(FORMS_PER_HOUR);
    expect(count(server, 'SELECT COUNT(*) FROM contact_messages WHERE held = 1')).toBe(51);
    const inbox = (await admin.get('/api/admin/messages')).body;
    expect(inbox).toMatchObject({ total: FORMS_PER_HOUR, held: 51, unhandled: FORMS_PER_HOUR });
    expect(inbox.items.every((item: { held: boolean }) => !item.held)).toBe(true);
    const held = (await admin.get('/api/admin/messages?view=held')).body;
    expect(held).toMatchObject({ total: 51, held: 51 });
    const realHeld = held.items.find((item: { name: string }) => item.name === 'Sender real');
    expect(realHeld).toMatchObject({ held: true, message: 'I would like a consultation.' });

    // The owner is told: on the dashboard and in Settings.
    expect((await admin.get('/api/admin/dashboard')).body).toMatchObject({ newMessages: FORMS_PER_HOUR, held: { messages: 51, subscribers: 0 } });
    expect((await admin.get('/api/admin/notifications')).body).toMatchObject({ held: { messages: 51, subscribers: 0 } });

    // Held messages are not emailed (no mail is even queued for one); released, one is, and it joins the inbox.
    const mailsFor = (id: number) => count(server, `SELECT COUNT(*) FROM mail_queue WHERE contact_message_id = ${id}`);
    expect(count(server, "SELECT COUNT(*) FROM mail_queue WHERE kind = 'lead'")).toBe(FORMS_PER_HOUR);
    expect(mailsFor(realHeld.id)).toBe(0);
    const released = await admin.post(`/api/admin/messages/${realHeld.id}/release`);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ id: realHeld.id, held: false });
    expect(mailsFor(realHeld.id)).toBe(1);
    expect((await admin.post(`/api/admin/messages/${realHeld.id}/release`)).status).toBe(404);
    expect((await admin.get('/api/admin/messages')).body).toMatchObject({ total: FORMS_PER_HOUR + 1, held: 50 });
    // The mail goes out like any other: the first one arrived at the real SMTP server.
    await mailServer.waitForArrived(1);

    // The rest are junk: deleted together.
    expect((await admin.delete('/api/admin/messages/held')).body).toEqual({ deleted: 50 });
    expect((await admin.get('/api/admin/messages?view=held')).body).toMatchObject({ total: 0, held: 0 });
    expect((await admin.get('/api/admin/dashboard')).body.held).toEqual({ messages: 0, subscribers: 0 });
  }, 120_000);

  it('the newsletter likewise: held sign-ups wait apart, out of the morning digest, until released', async () => {
    const { server, admin } = await productionServer();
    const flood = fromAddresses(server, 10, 45);
    const answers = await Promise.all(flood.flatMap((client, n) => Array.from({ length: 5 }, (_, k) => client.post(NEWSLETTER, { email: `reader-${n}-${k}@example.com` }))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await visitor(server, '127.0.0.99').post(NEWSLETTER, { email: 'real.reader@example.com' })).status).toBe(200);
    expect((await admin.get('/api/admin/subscribers')).body).toMatchObject({ total: FORMS_PER_HOUR, held: 26 });
    expect(count(server, 'SELECT COUNT(*) FROM subscriber_digest_entries')).toBe(FORMS_PER_HOUR);
    const held = (await admin.get('/api/admin/subscribers?view=held')).body.items as { id: number; email: string }[];
    const real = held.find((item) => item.email === 'real.reader@example.com')!;
    expect((await admin.post(`/api/admin/subscribers/${real.id}/release`)).body).toMatchObject({ id: real.id, held: false });
    expect(count(server, 'SELECT COUNT(*) FROM subscriber_digest_entries')).toBe(FORMS_PER_HOUR + 1);
    expect((await admin.delete('/api/admin/subscribers/held')).body).toEqual({ deleted: 25 });
    expect((await admin.get('/api/admin/dashboard')).body.held).toEqual({ messages: 0, subscribers: 0 });
  }, 60_000);

  it('one client still gets no more than its own share (429), and uses nothing of the allowance meanwhile', async () => {
    const { server } = await productionServer();
    const one = visitor(server, '127.0.0.50');
    const statuses = [];
    for (let n = 0; n < 8; n += 1) statuses.push((await one.post(CONTACT, message(n))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(count(server, 'SELECT COUNT(*) FROM contact_messages WHERE held = 0')).toBe(5);
  });

  it('keeps at most so many held (the disk is bounded): past that a submission gets 429 until the hour ends or the owner reviews them', async () => {
    const server = await startTestServer({ formLimits: { global: 2, heldAtMost: 3 } });
    const admin = await server.admin();
    const statuses = [];
    for (const [n, client] of fromAddresses(server, 10, 6).entries()) statuses.push((await client.post(CONTACT, message(n))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await admin.get('/api/admin/messages?view=held')).body.total).toBe(3);
    expect((await admin.delete('/api/admin/messages/held')).body).toEqual({ deleted: 3 });
    expect((await visitor(server, '127.0.0.99').post(CONTACT, message('after-review'))).status).toBe(200);
  });
});
