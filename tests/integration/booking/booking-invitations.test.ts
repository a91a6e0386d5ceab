// Booking's mail through the real queue to a real SMTP server on loopback, read back as a calendar
// would (ical.js): the visitor's confirmation and the owner's copy carry text/calendar;
// method=REQUEST with one stable UID, the times, the owner as organizer and the manage link; a move
// sends the same UID with a higher SEQUENCE; a cancellation METHOD:CANCEL; the reminder is queued
// for 24 hours before; a name or a note forges no line; without SMTP_URL, booking still works and
// the status says invitations are off.
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { movableClock } from '../support/clock.ts';
import { invitationOf } from '../support/invitation.ts';
import { startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenOf, validBooking, WEDNESDAY_BEFORE_MARCH_CHANGE } from './booking-data.ts';

const OWNER = 'consult@jacobsrugconsultancy.com';
const PUBLIC_URL = 'https://rugs.example';
const clock = movableClock(WEDNESDAY_BEFORE_MARCH_CHANGE);
let mailServer: TestMailServer;
const servers: TestServer[] = [];
afterAll(async () => {
  await mailServer?.close();
  for (const server of servers) expect(server.loggedErrors).toEqual([]);
});

async function withMail() {
  mailServer ??= await startMailServer();
  const smtp = readConfig({ SMTP_URL: mailServer.url, MAIL_FROM: 'Jacobs Rug Consultancy <leads@rugs.example>' }).smtp!;
  const server = await startTestServer({ publicUrl: PUBLIC_URL, now: clock.now, mail: { smtp, now: () => clock.now().getTime() } });
  servers.push(server);
  return server;
}

const mailsTo = (address: string, after = 0) => mailServer.received.slice(after).filter((mail) => mail.to.includes(address));

describe('invitations', () => {
  it('confirm, move and cancel with one UID, a growing SEQUENCE, REQUEST then CANCEL, to the visitor and the owner', async () => {
    const server = await withMail();
    const before = mailServer.arrived;
    const booked = await server.client().post('/api/bookings', validBooking({ email: 'ann@example.com' }));
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body.manageUrl).toMatch(/^https:\/\/rugs\.example\/jacobs\/book\/manage\//);
    await mailServer.waitForArrived(before + 2);

    const [toVisitor] = mailsTo('ann@example.com', before - 0);
    const [toOwner] = mailsTo(OWNER, before);
    expect(toVisitor.subject).toBe('Your consultation: Friday, March 12, 2027 at 10:00 AM (Chicago time)');
    expect(toVisitor.text).toContain(`To move or cancel it: ${booked.body.manageUrl}`);
    expect(toVisitor.replyTo).toBe(OWNER);
    expect(toOwner.subject).toBe('New booking: Ann Lee, Friday, March 12, 2027 at 10:00 AM (Chicago time)');
    expect(toOwner.replyTo).toBe('ann@example.com');
    const first = (await invitationOf(toVisitor))!;
    expect(first.contentType).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(first.invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2027-03-12T16:00:00.000Z', end: '2027-03-12T16:30:00.000Z', organizer: `mailto:${OWNER}`, url: booked.body.manageUrl, status: 'CONFIRMED' });
    const ownerCopy = (await invitationOf(toOwner))!.invitation;
    expect(ownerCopy.uid).toBe(first.invitation.uid);
    expect(ownerCopy.method).toBe('REQUEST');

    const token = tokenOf(booked.body.manageUrl);
    const moved = await server.client().post(`/api/bookings/${token}/move`, { start: '2027-03-15T15:00:00.000Z' });
    expect(moved.status, moved.text).toBe(200);
    await mailServer.waitForArrived(before + 4);
    const movedMail = mailsTo('ann@example.com', before).at(-1)!;
    expect(movedMail.subject).toBe('Your consultation moved to Monday, March 15, 2027 at 10:00 AM (Chicago time)');
    const second = (await invitationOf(movedMail))!.invitation;
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.invitation.uid, sequence: 1, start: '2027-03-15T15:00:00.000Z', end: '2027-03-15T15:30:00.000Z' });

    const cancelled = await server.client().post(`/api/bookings/${token}/cancel`, { reason: 'Found a rug already.' });
    expect(cancelled.status).toBe(200);
    await mailServer.waitForArrived(before + 6);
    const cancelMail = mailsTo('ann@example.com', before).at(-1)!;
    const third = await invitationOf(cancelMail);
    expect(third!.contentType).toMatch(/method=CANCEL/i);
    expect(third!.invitation).toMatchObject({ method: 'CANCEL', uid: first.invitation.uid, sequence: 2, status: 'CANCELLED', start: '2027-03-15T15:00:00.000Z' });
    const ownerCancel = mailsTo(OWNER, before).at(-1)!;
    expect(ownerCancel.subject).toBe('Booking cancelled: Ann Lee, Monday, March 15, 2027 at 10:00 AM (Chicago time)');
    expect(ownerCancel.text).toContain('> Found a rug already.');
    expect((await invitationOf(ownerCancel))!.invitation.method).toBe('CANCEL');
  });

  it('queues the reminder for 24 hours before, and the owner’s cancellation tells the visitor with the note', async () => {
    const server = await withMail();
    const before = mailServer.arrived;
    const booked = await server.client().post('/api/bookings', validBooking({ start: '2027-03-16T15:00:00.000Z', email: 'bo@example.com', name: 'Bo' }));
    await mailServer.waitForArrived(before + 2);
    const reminder = server.db
      .prepare("SELECT q.next_attempt_at AS due, q.state FROM mail_queue q JOIN booking_notices n ON n.id = q.booking_notice_id WHERE n.kind = 'reminder' AND n.booking_id = ?")
      .get(booked.body.id) as { due: string; state: string };
    expect(reminder).toEqual({ due: '2027-03-15T15:00:00.000Z', state: 'queued' });
    // A reminder waiting for its time is not "waiting to be sent" in Settings.
    const status = (await (await server.admin()).get('/api/admin/notifications')).body;
    expect(status).toMatchObject({ queued: 0, invitations: true });

    const admin = await server.admin();
    await admin.post(`/api/admin/bookings/${booked.body.id}/cancel`, { note: 'I am ill that day.\nCan we move it?' });
    await mailServer.waitForArrived(before + 4);
    const toVisitor = mailsTo('bo@example.com', before).at(-1)!;
    expect(toVisitor.subject).toBe('Cancelled: your consultation on Tuesday, March 16, 2027 at 10:00 AM (Chicago time)');
    expect(toVisitor.text).toContain('A note from Jacobs Rug Consultancy:');
    expect(toVisitor.text).toContain('> I am ill that day.\n> Can we move it?');
    expect((await invitationOf(toVisitor))!.invitation).toMatchObject({ method: 'CANCEL', sequence: 1 });
  });

  it('lets no name or note forge a line of a mail or of the invitation', async () => {
    const server = await withMail();
    const before = mailServer.arrived;
    const notes = 'Line one\r\nBCC: victim@example.com\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged; with, specials \\ here';
    const booked = await server.client().post('/api/bookings', validBooking({ start: '2027-03-17T15:00:00.000Z', email: 'cy@example.com', name: 'Cy; Lee, Jr.', notes }));
    expect(booked.status, booked.text).toBe(201);
    // A name with a line break is refused by the contract (booking-refusals.test.ts); the notes keep theirs, quoted.
    await mailServer.waitForArrived(before + 2);
    const toOwner = mailsTo(OWNER, before)[0];
    const parsed = await simpleParser(toOwner.raw);
    expect(parsed.headers.get('bcc')).toBeUndefined();
    expect(toOwner.text).toContain('> BCC: victim@example.com');
    expect(toOwner.text).not.toMatch(/^BCC:/m);
    const invitation = await invitationOf(toOwner);
    const calendarText = (await simpleParser(toOwner.raw)).attachments.find((part) => part.contentType === 'text/calendar')!.content.toString('utf8');
    expect(calendarText.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(calendarText).toContain('SUMMARY:Free 30-minute AI Rug Fit Consultation: Cy\\; Lee\\, Jr.');
    expect(invitation!.invitation.description).toContain('END:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged; with, specials \\ here');
  });
});

describe('without SMTP_URL', () => {
  it('books all the same, queues no mail, and the status says invitations are off', async () => {
    const server = await startTestServer({ now: clock.now });
    servers.push(server);
    const booked = await server.client().post('/api/bookings', validBooking({ start: '2027-03-18T15:00:00.000Z' }));
    expect(booked.status).toBe(201);
    expect(server.db.prepare('SELECT COUNT(*) FROM mail_queue').pluck().get()).toBe(0);
    expect(server.db.prepare('SELECT COUNT(*) FROM booking_notices').pluck().get()).toBe(0);
    const status = (await (await server.admin()).get('/api/admin/notifications')).body;
    expect(status).toMatchObject({ smtpConfigured: false, invitations: false });
  });
});
