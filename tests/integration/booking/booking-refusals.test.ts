// Every refusal of POST /api/bookings names its field, in the one error shape, and stores nothing:
// no booking, no cell of the calendar, no lead, no mail. A bot (the honeypot filled) is answered
// as a visitor would be and nothing is stored.
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { SEEDED_TYPE, validBooking, WEDNESDAY_BEFORE_MARCH_CHANGE } from './booking-data.ts';

let server: TestServer;
useTestServer((started) => ({ server } = started), { now: () => new Date(WEDNESDAY_BEFORE_MARCH_CHANGE) });

const TABLES = ['bookings', 'booking_cells', 'booking_notices', 'contact_messages', 'mail_queue'];
const snapshot = () => JSON.stringify(TABLES.map((table) => server.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));

async function refused(body: Record<string, unknown>, status: number, field: string, message?: string | RegExp) {
  const before = snapshot();
  const answer = await server.client().post('/api/bookings', body);
  expect(answer.status, answer.text).toBe(status);
  expect(Object.keys(answer.body.fields ?? {}), answer.text).toEqual([field]);
  if (message) expect(answer.body.fields[field]).toMatch(message);
  expect(snapshot()).toBe(before);
  return answer.body;
}

describe('a start that is not an open time is 400 naming start', () => {
  it.each([
    ['in the past', '2027-03-09T16:00:00.000Z', /has passed/],
    ['inside the 12-hour notice', '2027-03-10T22:00:00.000Z', /at least 12 hours ahead/],
    ['beyond the 8-week horizon', '2027-05-10T15:00:00.000Z', /at most 8 weeks ahead/],
    ['outside the hours', '2027-03-12T13:00:00.000Z', /outside the consultation hours/],
    ['ending after closing', '2027-03-12T23:45:00.000Z', /outside the consultation hours/],
    ['on a closed day', '2027-03-13T16:00:00.000Z', /No consultations on that day/],
    ['off the half-hour grid', '2027-03-12T16:10:00.000Z', /Pick one of the open times/],
    ['between seconds', '2027-03-12T16:00:30.000Z', /Pick one of the open times/],
    ['not an instant', '2027-03-12 10:00', /date and time with its offset/],
    ['a wall time without its offset', '2027-03-12T10:00:00', /date and time with its offset/],
  ])('%s', async (_case, start, message) => {
    await refused(validBooking({ start }), 400, 'start', message);
  });

  it('a day off the owner set', async () => {
    const admin = await server.admin();
    const exception = await admin.post('/api/admin/booking-exceptions', { date: '2027-03-19', kind: 'dayOff' });
    expect(exception.status).toBe(201);
    await refused(validBooking({ start: '2027-03-19T15:00:00.000Z' }), 400, 'start', /No consultations on that day/);
    expect((await admin.delete(`/api/admin/booking-exceptions/${exception.body.id}`)).status).toBe(200);
  });

  it('an offset is read as the instant it names', async () => {
    const answer = await server.client().post('/api/bookings', validBooking({ start: '2027-03-12T10:30:00-06:00', email: 'offset@example.com' }));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.start).toBe('2027-03-12T16:30:00.000Z');
  });
});

describe('every other field is checked by the contract', () => {
  it.each([
    ['type', { type: 'no-such-consultation' }, /Choose one of the consultations offered/],
    ['type', { type: undefined }, /Choose one of the consultations offered/],
    ['name', { name: '' }, /Name is required/],
    ['name', { name: 'Ann\nBcc: victim@example.com' }, /one line/],
    ['name', { name: 'x'.repeat(121) }, /at most 120/],
    ['email', { email: 'not-an-email' }, /email address/],
    ['email', { email: undefined }, /Email is required/],
    ['phone', { phone: undefined }, /Phone is required/],
    ['phone', { phone: 'call me' }, /phone number/],
    ['neighborhood', { neighborhood: 'Lincoln\u0000Park' }, /control characters/],
    ['notes', { notes: 'x'.repeat(2001) }, /at most 2000/],
    ['notes', { notes: 'Bad\u0007bell' }, /control characters/],
    ['fromPage', { fromPage: 'https://elsewhere.example/' }, /path on this site/],
    ['productId', { productId: -1 }, /product id/],
  ])('%s', async (field, change, message) => {
    await refused(validBooking(change), 400, field, message);
  });

  it('an inactive consultation type is not offered', async () => {
    const admin = await server.admin();
    const type = await admin.post('/api/admin/consultation-types', { name: 'Retired walkthrough', durationMinutes: 60, active: false });
    expect(type.status).toBe(201);
    await refused(validBooking({ type: type.body.slug }), 400, 'type');
  });
});

describe('a bot', () => {
  it('filling the honeypot is answered 201 and nothing is stored', async () => {
    const before = snapshot();
    const answer = await server.client().post('/api/bookings', validBooking({ website: 'https://spam.example', start: '2027-03-15T15:00:00.000Z' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ start: '2027-03-15T15:00:00.000Z', status: 'confirmed' });
    expect(snapshot()).toBe(before);
    expect((await server.client().get(new URL(answer.body.manageUrl).pathname.replace('/jacobs/book/manage/', '/api/bookings/'))).status).toBe(404);
  });
});

describe('a booking accepted', () => {
  it('answers 201 with its id, times, status and manage link, and stores one booking, its cells and its lead', async () => {
    const answer = await server.client().post('/api/bookings', validBooking({ start: '2027-03-12T16:00:00.000Z', type: SEEDED_TYPE }));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), start: '2027-03-12T16:00:00.000Z', end: '2027-03-12T16:30:00.000Z', status: 'confirmed', manageUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/jacobs\/book\/manage\/[\w-]{43}$/) });
    const cells = server.db.prepare('SELECT COUNT(*) FROM booking_cells WHERE booking_id = ?').pluck().get(answer.body.id);
    expect(cells).toBe(6);
    // The token itself is stored nowhere.
    const token = answer.body.manageUrl.split('/').pop();
    expect(JSON.stringify(server.db.prepare('SELECT * FROM bookings').all())).not.toContain(token);
  });
});
