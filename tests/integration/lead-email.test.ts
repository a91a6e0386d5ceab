// New-lead email (decision 150) against a real SMTP server on a loopback port: the real app
// on a real SQLite file sends each lead once, retries with backoff, gives up and says so, never
// makes the visitor wait, sends nothing without SMTP_URL, and mails a daily digest of subscribers.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { notificationStatus, testEmailResult, type NotificationStatus } from '../../shared/contract/notifications.ts';
import { readConfig } from '../../server/config.ts';
import type { MailTiming } from '../../server/notifications/mail-worker.ts';
import type { SmtpSettings } from '../../server/notifications/smtp-config.ts';
import { CONTACT_PART, ROOM_PHOTO_PART } from '../../shared/contract/rug-fit-send.ts';
import { roomPhoto } from '../support/synthetic-room.ts';
import { startMailServer, type TestMailServer } from './support/mail-server.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const OWNER = 'consult@jacobsrugconsultancy.com';
const MAIL_FROM = 'Jacobs Rug Consultancy <leads@rugs.example>';
const lead = { name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100', service: 'staging', message: 'We are staging a condo in Lincoln Park.\nCan you help?' };

/** Short waits, so retries and timeouts happen within a test. */
const FAST: Partial<MailTiming> = {
  retryDelaysMs: [150, 300],
  smtp: { connectMs: 2000, greetingMs: 400, idleMs: 2000, attemptMs: 3000 },
};

const mailServers: TestMailServer[] = [];
const appServers: TestServer[] = [];
afterAll(async () => {
  for (const mailServer of mailServers) await mailServer.close();
});
afterEach(() => {
  for (const server of appServers.splice(0)) expect(server.loggedErrors.splice(0)).toEqual([]);
});

const smtpOf = (mailServer: TestMailServer): SmtpSettings => readConfig({ SMTP_URL: mailServer.url, MAIL_FROM }).smtp!;

async function withMail(timing: Partial<MailTiming> = FAST, now?: () => number) {
  const mailServer = await startMailServer();
  mailServers.push(mailServer);
  const server = await startTestServer({ mail: { smtp: smtpOf(mailServer), timing, now } });
  appServers.push(server);
  return { mailServer, server, admin: await server.admin() };
}

async function eventually<T>(read: () => T | Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met; last value: ${JSON.stringify(value)}`);
    await new Promise((wait) => setTimeout(wait, 25));
  }
}

const statusOf = async (server: TestServer): Promise<NotificationStatus> => notificationStatus.parse((await (await server.admin()).get('/api/admin/notifications')).body);
const queueStates = (server: TestServer) => server.db.prepare('SELECT state, attempts FROM mail_queue ORDER BY id').all() as { state: string; attempts: number }[];

describe('a lead mail', () => {
  it('is sent once per contact message to the owner, with every field, a Reply-To and the queued Message-ID', async () => {
    const { mailServer, server } = await withMail();
    expect((await server.client().post('/api/contact', lead)).body).toEqual({ ok: true });
    await mailServer.waitForArrived(1);
    const [mail] = mailServer.received;
    expect(mail).toMatchObject({ from: 'leads@rugs.example', to: [OWNER], replyTo: 'ann@example.com', subject: 'New inquiry from Ann Lee (Home Staging)' });
    for (const text of ['Ann Lee', 'ann@example.com', '312-555-0100', 'Home Staging', '> We are staging a condo in Lincoln Park.\n> Can you help?', '(Chicago)']) expect(mail.text).toContain(text);
    expect(mail.raw).toMatch(/^From: Jacobs Rug Consultancy <leads@rugs\.example>/m);
    expect(mail.messageId).toBe(server.db.prepare('SELECT message_id FROM mail_queue').pluck().get());

    const others = ['Bo', 'Cy', 'Di'];
    for (const name of others) await server.client().post('/api/contact', { name, email: `${name.toLowerCase()}@example.com`, message: 'Hello' });
    await mailServer.waitForArrived(4);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(mailServer.received.map((received) => received.subject).sort()).toEqual(['New inquiry from Ann Lee (Home Staging)', 'New inquiry from Bo', 'New inquiry from Cy', 'New inquiry from Di']);
    expect(mailServer.received.find((received) => received.subject === 'New inquiry from Bo')!.text).toMatch(/Phone:\s+not given\nService:\s+not given/);
    expect(queueStates(server).map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const status = await statusOf(server);
    expect(status).toMatchObject({ smtpConfigured: true, server: `smtp://127.0.0.1:${mailServer.port}`, recipient: OWNER, queued: 0, lastFailure: null });
    expect(status.lastSentAt).not.toBeNull();
    // The password reaches the mail server (it logged in) and nothing else: not the logs, not the status.
    const seen = JSON.stringify(server.logs) + JSON.stringify(status);
    for (const secret of [mailServer.password, encodeURIComponent(mailServer.password), Buffer.from(mailServer.password).toString('base64')]) expect(seen).not.toContain(secret);
  });

  it('of a Rug Fit send says the room palette, the rugs shown, and that a room photo came with it', async () => {
    const { mailServer, server } = await withMail();
    const [rug] = (await server.client().get('/api/products')).body as { id: number; name: string }[];
    const send = new FormData();
    send.append(CONTACT_PART, JSON.stringify({ ...lead, rugFit: { palette: [{ color: '#1f2a48', share: 1 }], productIds: [rug.id], mode: 'blend', photoConsent: true } }));
    send.append(ROOM_PHOTO_PART, new Blob([new Uint8Array(await roomPhoto([{ color: '#1f2a48', share: 1 }], { width: 800, height: 600 }))]), 'room.jpg');
    expect((await fetch(`${server.baseUrl}/api/contact`, { method: 'POST', body: send })).status).toBe(200);
    await mailServer.waitForArrived(1);
    const [mail] = mailServer.received;
    expect(mail.text).toContain('Sent from Rug Fit:');
    expect(mail.text).toContain('Room palette: navy 100% (#1f2a48)');
    expect(mail.text).toContain(`Rugs shown:   ${rug.name} (#${rug.id})`);
    expect(mail.text).toContain('A room photo came with it (800 x 600): see it in the inbox.');
  });

  it('goes to "Send new-lead emails to" once the owner sets it in Settings, and back to the contact email when it is cleared', async () => {
    const { mailServer, server, admin } = await withMail();
    const current = (await admin.get('/api/admin/settings')).body as Record<string, unknown>;
    const save = async (notificationEmail: string) => {
      const { updatedAt: _u, ...fields } = (await admin.get('/api/admin/settings')).body as Record<string, unknown>;
      expect((await admin.put('/api/admin/settings', { ...fields, notificationEmail })).status).toBe(200);
    };
    expect(current.notificationEmail ?? '').toBe('');
    await save('sales@rugs.example');
    expect((await statusOf(server)).recipient).toBe('sales@rugs.example');
    await server.client().post('/api/contact', lead);
    await mailServer.waitForArrived(1);
    expect(mailServer.received[0].to).toEqual(['sales@rugs.example']);
    // The public settings never show where leads are mailed.
    expect(JSON.stringify((await server.client().get('/api/settings')).body)).not.toContain('sales@rugs.example');

    await save('');
    await server.client().post('/api/contact', { ...lead, name: 'Bo' });
    await mailServer.waitForArrived(2);
    expect(mailServer.received[1].to).toEqual([OWNER]);
  });

  it('never makes the visitor wait: the message is stored and answered while the mail server is silent', async () => {
    const { mailServer, server } = await withMail({ ...FAST, smtp: { ...FAST.smtp!, greetingMs: 60_000, attemptMs: 60_000 } });
    mailServer.setMode({ kind: 'silent' });
    const answer = await server.client().post('/api/contact', lead);
    expect(answer.body).toEqual({ ok: true });
    await mailServer.waitForConnections(1);
    expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages WHERE email = ?').pluck().get('ann@example.com')).toBe(1);
    expect((await statusOf(server)).queued).toBe(1);
    // A bot's submission (honeypot filled) is dropped: nothing stored, nothing queued.
    await server.client().post('/api/contact', { ...lead, website: 'http://spam.example' });
    expect(server.db.prepare('SELECT COUNT(*) FROM mail_queue').pluck().get()).toBe(1);
  });

  it('is stored in the transaction that stores the message: a mail that cannot be queued keeps the message out too', async () => {
    const { mailServer, server } = await withMail();
    server.db.exec("CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_queue BEGIN SELECT RAISE(ABORT, 'queue unavailable'); END");
    const refused = await server.client().post('/api/contact', lead);
    expect(refused.status).toBe(500);
    expect(server.loggedErrors.splice(0).map((entry) => entry.msg)).not.toHaveLength(0);
    expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages WHERE email = ?').pluck().get('ann@example.com')).toBe(0);
    server.db.exec('DROP TRIGGER refuse_mail');
    expect((await server.client().post('/api/contact', lead)).body).toEqual({ ok: true });
    await mailServer.waitForArrived(1);
    expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages WHERE email = ?').pluck().get('ann@example.com')).toBe(1);
  });

  it('refused for good (5xx): recorded as failed at once, never retried, shown in the status', async () => {
    const { mailServer, server } = await withMail();
    mailServer.setMode({ kind: 'refuse', code: 550 });
    await server.client().post('/api/contact', lead);
    const status = await eventually(() => statusOf(server), (current) => current.lastFailure !== null);
    expect(status.lastFailure!.error).toMatch(/^New inquiry from Ann Lee \(Home Staging\): .*550.* \(not sent\)\.$/);
    expect(status.queued).toBe(0);
    await new Promise((wait) => setTimeout(wait, 600)); // longer than every retry delay
    expect(queueStates(server)).toEqual([{ state: 'failed', attempts: 1 }]);
    expect(mailServer.connections).toBe(1);
  });

  it('refused for now (4xx): retried after each backoff delay, then recorded as failed', async () => {
    const { mailServer, server } = await withMail();
    mailServer.setMode({ kind: 'refuse', code: 451 });
    await server.client().post('/api/contact', lead);
    const retrying = await eventually(() => statusOf(server), (current) => current.lastFailure !== null);
    expect(retrying.queued).toBe(1);
    expect(retrying.lastFailure!.error).toMatch(/451.*\(trying again /);
    await eventually(() => queueStates(server), (rows) => rows[0].state === 'failed');
    expect(queueStates(server)).toEqual([{ state: 'failed', attempts: 3 }]);
    expect(mailServer.connections).toBe(3);
    const waits = server.logs.filter((entry) => entry.msg === 'Mail not sent; trying again later').map((entry) => entry.retryInMs);
    expect(waits).toEqual([150, 300]);
    const failed = await statusOf(server);
    expect(failed).toMatchObject({ queued: 0 });
    expect(failed.lastFailure!.error).toMatch(/451.*\(not sent after 3 attempts\)\.$/);
  });

  it('refused once (4xx), then accepted: arrives exactly once and the failure is no longer shown', async () => {
    const { mailServer, server } = await withMail();
    mailServer.setMode({ kind: 'refuse', code: 421 });
    await server.client().post('/api/contact', lead);
    await mailServer.waitForConnections(1);
    await eventually(() => statusOf(server), (current) => current.lastFailure !== null);
    mailServer.setMode({ kind: 'accept' });
    await mailServer.waitForArrived(1);
    await eventually(() => statusOf(server), (current) => current.lastFailure === null && current.queued === 0);
    await new Promise((wait) => setTimeout(wait, 600));
    expect(mailServer.received).toHaveLength(1);
    const [row] = queueStates(server);
    expect(row.state).toBe('sent');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
  });

  it('timing out (the server takes the connection and never answers): retried, then failed, with the reason', async () => {
    const { mailServer, server } = await withMail();
    mailServer.setMode({ kind: 'silent' });
    await server.client().post('/api/contact', lead);
    await eventually(() => queueStates(server), (rows) => rows[0].state === 'failed');
    expect(queueStates(server)).toEqual([{ state: 'failed', attempts: 3 }]);
    expect(mailServer.connections).toBe(3);
    expect((await statusOf(server)).lastFailure!.error).toMatch(/greeting/i);
    expect(mailServer.received).toHaveLength(0);
  });

  it('whose connection drops after the whole message went, before any answer, is never sent again and is reported', async () => {
    const { mailServer, server } = await withMail();
    mailServer.setMode({ kind: 'hold' });
    await server.client().post('/api/contact', lead);
    await mailServer.waitForArrived(1);
    mailServer.dropConnections();
    const status = await eventually(() => statusOf(server), (current) => current.lastFailure !== null);
    expect(status.lastFailure!.error).toMatch(/^New inquiry from Ann Lee \(Home Staging\): .*\. It may not have arrived, and is not sent again \(the message is in the Inbox\)\.$/);
    expect(queueStates(server)).toEqual([{ state: 'unconfirmed', attempts: 1 }]);
    expect(status.queued).toBe(0);
  });

  it('of a message deleted before it could be sent is cancelled, not sent', async () => {
    const { mailServer, server, admin } = await withMail({ ...FAST, retryDelaysMs: [3000] });
    mailServer.setMode({ kind: 'refuse', code: 451 });
    await server.client().post('/api/contact', lead);
    await eventually(() => queueStates(server), (rows) => rows[0]?.state === 'queued' && rows[0].attempts === 1);
    const [message] = (await admin.get('/api/admin/messages')).body.items;
    await admin.delete(`/api/admin/messages/${message.id}`);
    mailServer.setMode({ kind: 'accept' });
    await eventually(() => queueStates(server), (rows) => rows[0].state === 'cancelled');
    expect(mailServer.received).toHaveLength(0);
  });
});

describe('without SMTP_URL', () => {
  it('queues and sends nothing, and the status says so; the test email is refused', async () => {
    const mailServer = await startMailServer();
    mailServers.push(mailServer);
    const server = await startTestServer();
    appServers.push(server);
    const admin = await server.admin();
    await server.client().post('/api/contact', lead);
    await server.client().post('/api/newsletter', { email: 'new@example.com' });
    await new Promise((wait) => setTimeout(wait, 300));
    expect(server.db.prepare('SELECT (SELECT COUNT(*) FROM mail_queue) + (SELECT COUNT(*) FROM subscriber_digest_entries)').pluck().get()).toBe(0);
    expect(server.notifications.checkDigest()).toBe(false);
    expect(await statusOf(server)).toEqual({ smtpConfigured: false, server: null, recipient: OWNER, queued: 0, lastSentAt: null, lastFailure: null, held: { messages: 0, subscribers: 0 }, invitations: false, roomPhotos: { count: 0, bytes: 0, maxBytes: 250 * 1024 * 1024 } });
    const test = await admin.post('/api/admin/notifications/test', {});
    expect(test.status).toBe(409);
    expect(test.body.error).toBe('Email is not set up: the server has no SMTP_URL, so nothing is sent.');
    expect(mailServer.connections).toBe(0);
  });
});

describe('the test email', () => {
  it('is sent at once to the lead recipient and reports the result; a refusal is reported and shown', async () => {
    const { mailServer, admin, server } = await withMail();
    const sent = await admin.post('/api/admin/notifications/test', {});
    expect(testEmailResult.parse(sent.body)).toEqual({ sent: true, recipient: OWNER, error: null });
    expect(mailServer.received).toHaveLength(1);
    expect(mailServer.received[0]).toMatchObject({ to: [OWNER], subject: 'Test email from your website' });

    mailServer.setMode({ kind: 'refuse', code: 554 });
    const refused = testEmailResult.parse((await admin.post('/api/admin/notifications/test', {})).body);
    expect(refused).toMatchObject({ sent: false, recipient: OWNER });
    expect(refused.error).toMatch(/554/);
    expect((await statusOf(server)).lastFailure!.error).toMatch(/^Test email from your website: .*554/);
    expect(server.db.prepare('SELECT COUNT(*) FROM mail_queue').pluck().get()).toBe(0);
  });

  it('takes no input: a body with fields gets 400 naming it; it needs a session', async () => {
    const { server, admin } = await withMail();
    const bad = await admin.post('/api/admin/notifications/test', { to: 'someone@example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.body).toMatch(/"to"/);
    expect((await server.client().post('/api/admin/notifications/test', {})).status).toBe(401);
    expect((await server.client().get('/api/admin/notifications')).status).toBe(401);
  });
});

describe('the daily digest of new subscribers', () => {
  it('goes at 07:00 Chicago time, one mail listing the day’s new subscribers; none when there are none', async () => {
    let clock = Date.parse('2026-03-03T18:00:00Z'); // noon in Chicago (CST)
    const { mailServer, server, admin } = await withMail(FAST, () => clock);
    const visitor = server.client();
    for (const email of ['first@example.com', 'second@example.com', 'FIRST@example.com', 'gone@example.com']) await visitor.post('/api/newsletter', { email });
    const gone = (await admin.get('/api/admin/subscribers')).body.items.find((subscriber: { email: string }) => subscriber.email === 'gone@example.com');
    await admin.delete(`/api/admin/subscribers/${gone.id}`);

    clock = Date.parse('2026-03-04T12:59:00Z'); // 06:59 the next morning
    expect(server.notifications.checkDigest()).toBe(false);
    clock = Date.parse('2026-03-04T13:00:00Z'); // 07:00
    expect(server.notifications.checkDigest()).toBe(true);
    await mailServer.waitForArrived(1);
    const [digest] = mailServer.received;
    expect(digest.to).toEqual([OWNER]);
    expect(digest.subject).toBe('2 new newsletter subscribers: Tuesday, March 3, 2026');
    expect(digest.text).toContain('first@example.com');
    expect(digest.text).toContain('second@example.com');
    expect(digest.text).not.toContain('gone@example.com');

    // Later the same day, and the next day with nobody new: nothing more.
    clock = Date.parse('2026-03-04T20:00:00Z');
    expect(server.notifications.checkDigest()).toBe(false);
    clock = Date.parse('2026-03-05T13:30:00Z');
    expect(server.notifications.checkDigest()).toBe(false);
    // A subscriber after midnight waits for the next morning's digest.
    await visitor.post('/api/newsletter', { email: 'third@example.com' });
    expect(server.notifications.checkDigest()).toBe(false);
    clock = Date.parse('2026-03-06T13:00:00Z');
    expect(server.notifications.checkDigest()).toBe(true);
    await mailServer.waitForArrived(2);
    expect(mailServer.received[1].subject).toBe('1 new newsletter subscriber: Thursday, March 5, 2026');
    expect(mailServer.received[1].text).toContain('third@example.com');
  });
});
