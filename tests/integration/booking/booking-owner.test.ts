// The owner's side: bookings by day (upcoming, past, cancelled), cancel with a note, done and
// no-show, blocks that take the calendar, the lead in the inbox and on the dashboard, and the
// private calendar feed (revocable, renewable), read back with ical.js.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../support/clock.ts';
import type { HttpClient } from '../support/http-client.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { openTimes, validBooking, WEDNESDAY_BEFORE_MARCH_CHANGE } from './booking-data.ts';

let server: TestServer;
let admin: HttpClient;
const clock = movableClock(WEDNESDAY_BEFORE_MARCH_CHANGE);
useTestServer((started) => ({ server, admin } = started), { now: clock.now });

const book = async (start: string, extra: Record<string, unknown> = {}) => {
  const answer = await server.client().post('/api/bookings', validBooking({ start, email: `${start.slice(5, 16).replace(/\D/g, '')}@example.com`, ...extra }));
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number; manageUrl: string };
};

describe('the owner', () => {
  it('reads bookings by day in Chicago, upcoming soonest first, and the next three on the dashboard', async () => {
    const friday = await book('2027-03-12T16:00:00.000Z', { name: 'Friday Visitor' });
    await book('2027-03-12T15:00:00.000Z', { name: 'Early Visitor' });
    // 18:00 Chicago on Monday the 15th is 23:00Z: still the 15th there.
    await book('2027-03-15T22:30:00.000Z', { name: 'Evening Visitor' });
    await book('2027-03-16T15:00:00.000Z', { name: 'Fourth Visitor' });
    const page = await admin.get('/api/admin/bookings?view=upcoming');
    expect(page.status).toBe(200);
    expect(page.body.timeZone).toBe('America/Chicago');
    expect(page.body.days.map((day: { date: string; bookings: { name: string }[] }) => [day.date, day.bookings.map((b) => b.name)])).toEqual([
      ['2027-03-12', ['Early Visitor', 'Friday Visitor']],
      ['2027-03-15', ['Evening Visitor']],
      ['2027-03-16', ['Fourth Visitor']],
    ]);
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.body.nextBookings.map((next: { name: string }) => next.name)).toEqual(['Early Visitor', 'Friday Visitor', 'Evening Visitor']);
    expect(dashboard.body.nextBookings[0]).toMatchObject({ consultation: 'Free 30-minute AI Rug Fit Consultation', status: 'confirmed', start: '2027-03-12T15:00:00.000Z' });

    // The booking is a lead in the inbox, with the page it came from, counted as a Booking lead.
    const detail = await admin.get(`/api/admin/bookings/${friday.id}`);
    const messages = await admin.get('/api/admin/messages');
    const lead = messages.body.items.find((message: { id: number }) => message.id === detail.body.messageId);
    expect(lead).toMatchObject({ name: 'Friday Visitor', bookingId: friday.id, fromPage: '/jacobs/services' });
    expect(lead.message).toMatch(/^Booked: Free 30-minute AI Rug Fit Consultation, Friday, March 12, 2027 at 10:00 AM \(Chicago time\)\./);
    // Stored at the real time: moved to the app's week, the leads count as Booking, not as the service page they came from.
    server.db.prepare('UPDATE contact_messages SET created_at = ? WHERE booking_id IS NOT NULL').run(clock.now().toISOString());
    const thisWeek = (await admin.get('/api/admin/dashboard')).body.weeks.at(-1);
    expect(thisWeek).toMatchObject({ booking: 4, servicePage: 0 });
  });

  it('cancels with a note, marks done and no-show once started, and lists past and cancelled ones', async () => {
    const cancelled = await book('2027-03-17T15:00:00.000Z', { name: 'To Cancel' });
    const answer = await admin.post(`/api/admin/bookings/${cancelled.id}/cancel`, { note: 'I am away that day, sorry.' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', cancelNote: 'I am away that day, sorry.' });
    expect(await openTimes(server.client(), '2027-03-17')).toContain('2027-03-17T15:00:00.000Z');
    expect((await admin.post(`/api/admin/bookings/${cancelled.id}/cancel`, {})).status).toBe(409);

    const done = await book('2027-03-18T15:00:00.000Z', { name: 'Came' });
    const noShow = await book('2027-03-18T16:00:00.000Z', { name: 'Did Not Come' });
    const early = await admin.patch(`/api/admin/bookings/${done.id}`, { status: 'done' });
    expect(early.status).toBe(409);
    expect(early.body.fields).toEqual({ status: 'It has not started yet: mark it once it has' });
    expect((await admin.patch(`/api/admin/bookings/${done.id}`, { status: 'finished' })).body.fields).toEqual({ status: 'Must be done or noShow' });

    clock.advance(Date.parse('2027-03-18T17:00:00.000Z') - clock.now().getTime());
    expect((await admin.patch(`/api/admin/bookings/${done.id}`, { status: 'done' })).body.status).toBe('done');
    expect((await admin.patch(`/api/admin/bookings/${noShow.id}`, { status: 'noShow' })).body.status).toBe('noShow');
    const past = await admin.get('/api/admin/bookings?view=past');
    expect(past.body.days[0]).toEqual({ date: '2027-03-18', bookings: [expect.objectContaining({ name: 'Did Not Come', status: 'noShow' }), expect.objectContaining({ name: 'Came', status: 'done' })] });
    const gone = await admin.get('/api/admin/bookings?view=cancelled');
    expect(gone.body.days.flatMap((day: { bookings: { name: string }[] }) => day.bookings.map((b) => b.name))).toContain('To Cancel');
    expect((await admin.get('/api/admin/bookings?view=later')).body.fields).toEqual({ view: expect.any(String) });
  });

  it('blocks a time: its open times disappear, a booking there is refused, nobody is mailed; unblocking opens it again', async () => {
    const block = await admin.post('/api/admin/booking-blocks', { start: '2027-03-22T14:00:00.000Z', end: '2027-03-22T23:00:00.000Z', note: 'Dentist' });
    expect(block.status, block.text).toBe(201);
    expect(await openTimes(server.client(), '2027-03-22')).toEqual([]);
    const refused = await server.client().post('/api/bookings', validBooking({ start: '2027-03-22T15:00:00.000Z', email: 'blocked@example.com' }));
    expect(refused.status).toBe(409);
    expect((await admin.get('/api/admin/booking-blocks')).body.map((b: { note: string }) => b.note)).toContain('Dentist');
    // A block over a booking is refused naming start; a block's own body is checked.
    await book('2027-03-23T15:00:00.000Z');
    const over = await admin.post('/api/admin/booking-blocks', { start: '2027-03-23T14:00:00.000Z', end: '2027-03-23T16:00:00.000Z' });
    expect(over.status).toBe(409);
    expect(Object.keys(over.body.fields)).toEqual(['start']);
    expect((await admin.post('/api/admin/booking-blocks', { start: '2027-03-23T14:00:00.000Z', end: '2027-03-23T13:00:00.000Z' })).body.fields).toEqual({ end: 'Must be after the start' });
    expect((await admin.post('/api/admin/booking-blocks', { start: '2027-03-23T14:03:00.000Z', end: '2027-03-23T15:00:00.000Z' })).body.fields).toEqual({ start: expect.stringMatching(/five-minute mark/) });
    expect(server.db.prepare("SELECT COUNT(*) FROM booking_blocks WHERE starts_at LIKE '2027-03-23%'").pluck().get()).toBe(0);
    expect((await admin.delete(`/api/admin/booking-blocks/${block.body.id}`)).status).toBe(200);
    expect((await openTimes(server.client(), '2027-03-22')).length).toBe(18);
  });

  it('has a private calendar feed of every booking, renewed and revoked', async () => {
    expect((await admin.get('/api/admin/booking-feed')).body).toEqual({ url: null, createdAt: null });
    const renewed = await admin.post('/api/admin/booking-feed', {});
    expect(renewed.body.url).toMatch(/\/api\/booking-feed\/[\w-]{43}\.ics$/);
    const feedPath = new URL(renewed.body.url).pathname;
    const feed = await server.client().get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('no-store');
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain('Free 30-minute AI Rug Fit Consultation: Friday Visitor');
    expect(events.find((event) => event.summary.endsWith('To Cancel'))?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const friday = events.find((event) => event.summary.endsWith('Friday Visitor'))!;
    expect(friday.startDate.toJSDate().toISOString()).toBe('2027-03-12T16:00:00.000Z');

    const again = await admin.post('/api/admin/booking-feed', {});
    expect(again.body.url).not.toBe(renewed.body.url);
    expect((await server.client().get(feedPath)).status).toBe(404);
    expect((await server.client().get(new URL(again.body.url).pathname)).status).toBe(200);
    expect((await admin.delete('/api/admin/booking-feed')).body).toEqual({ url: null, createdAt: null });
    expect((await server.client().get(new URL(again.body.url).pathname)).status).toBe(404);
  });
});
