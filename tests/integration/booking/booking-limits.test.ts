// No stranger fills the calendar: at most 2 upcoming bookings per email and per client; past the
// site-wide hourly allowance new bookings are held as requests the owner confirms, which take no
// time until then; past the bound of held ones, 429. Clients are told apart by their address
// (a trusted local proxy's X-Forwarded-For stands in for many visitors).
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { validBooking, WEDNESDAY_BEFORE_MARCH_CHANGE } from './booking-data.ts';
import { REFUSED_PER_ACCEPTED } from '../../../server/inbox/form-limits.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  perTest: true,
  trustProxy: 'loopback',
  now: () => new Date(WEDNESDAY_BEFORE_MARCH_CHANGE),
  bookingLimits: { perEmail: 2, perClient: 2, perHour: 3 },
  formLimits: { perClient: 100, global: 100, heldAtMost: 2 },
});

let nextClient = 0;
const from = (address = `198.51.100.${(nextClient += 1)}`) => ({ headers: { 'X-Forwarded-For': address } });
const book = (start: string, extra: Record<string, unknown> = {}, client = from()) => server.client().post('/api/bookings', validBooking({ start, email: `v${start.slice(8, 16).replace(/\D/g, '')}@example.com`, ...extra }), client);
const count = (table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('per visitor', () => {
  it('one email holds at most 2 upcoming bookings: the third is 409 naming email, nothing stored', async () => {
    for (const start of ['2027-03-12T15:00:00.000Z', '2027-03-12T16:00:00.000Z']) expect((await book(start, { email: 'Same@Example.com' })).status).toBe(201);
    const before = count('bookings');
    const third = await book('2027-03-12T17:00:00.000Z', { email: 'same@example.com' });
    expect(third.status).toBe(409);
    expect(third.body.fields).toEqual({ email: 'This email already has 2 upcoming consultations: change or cancel one from the link in its email' });
    expect(count('bookings')).toBe(before);
  });

  it('one client holds at most 2: the third is 429, another client books', async () => {
    const client = from('203.0.113.9');
    expect((await book('2027-03-15T15:00:00.000Z', {}, client)).status).toBe(201);
    expect((await book('2027-03-15T16:00:00.000Z', {}, client)).status).toBe(201);
    const third = await book('2027-03-15T17:00:00.000Z', {}, client);
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/2 consultations are already booked from this connection/);
    expect((await book('2027-03-15T17:00:00.000Z')).status).toBe(201);
  });

  it('a cancelled booking no longer counts', async () => {
    const first = await book('2027-03-16T15:00:00.000Z', { email: 'again@example.com' });
    await book('2027-03-16T16:00:00.000Z', { email: 'again@example.com' });
    expect((await book('2027-03-16T17:00:00.000Z', { email: 'again@example.com' })).status).toBe(409);
    const token = first.body.manageUrl.split('/').pop();
    expect((await server.client().post(`/api/bookings/${token}/cancel`, {})).status).toBe(200);
    expect((await book('2027-03-16T17:00:00.000Z', { email: 'again@example.com' })).status).toBe(201);
  });
});

describe('past the hourly allowance', () => {
  it('holds new bookings as requests that take no time, until the owner confirms one', async () => {
    for (const start of ['2027-03-17T15:00:00.000Z', '2027-03-17T16:00:00.000Z', '2027-03-17T17:00:00.000Z']) expect((await book(start)).body.status).toBe('confirmed');
    const held = await book('2027-03-18T15:00:00.000Z');
    expect(held.status).toBe(201);
    expect(held.body.status).toBe('requested');
    expect(server.db.prepare('SELECT COUNT(*) FROM booking_cells WHERE booking_id = ?').pluck().get(held.body.id)).toBe(0);
    // Its lead waits for review in the inbox, like a message past the contact form's allowance.
    expect(server.db.prepare('SELECT held FROM contact_messages WHERE booking_id = ?').pluck().get(held.body.id)).toBe(1);
    // The time is still open: it shows, and the next request for it is held too (the hour is spent).
    const slots = (await server.client().get('/api/booking/slots?from=2027-03-18&days=1')).body.slots.map((slot: { start: string }) => slot.start);
    expect(slots).toContain('2027-03-18T15:00:00.000Z');
    const second = await book('2027-03-18T15:00:00.000Z', { email: 'second@example.com' });
    expect(second.body.status).toBe('requested');
    // Past the bound of held ones (2 here): 429.
    expect((await book('2027-03-18T16:00:00.000Z')).status).toBe(429);

    const list = await admin.get('/api/admin/bookings?view=upcoming');
    expect(list.body.requested).toBe(2);
    const confirmed = await admin.post(`/api/admin/bookings/${held.body.id}/confirm`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(server.db.prepare('SELECT held FROM contact_messages WHERE booking_id = ?').pluck().get(held.body.id)).toBe(0);
    // The other request asked for the same time: it cannot be confirmed now, and says so naming start.
    const clash = await admin.post(`/api/admin/bookings/${second.body.id}/confirm`, {});
    expect(clash.status).toBe(409);
    expect(Object.keys(clash.body.fields)).toEqual(['start']);
    expect(clash.body.current.slots.length).toBeGreaterThan(0);
    expect((await admin.get(`/api/admin/bookings/${second.body.id}`)).body.status).toBe('requested');
    // The owner declines it instead.
    const declined = await admin.post(`/api/admin/bookings/${second.body.id}/cancel`, { note: 'That hour went to someone else: please pick another.' });
    expect(declined.body.status).toBe('cancelled');
  });
});

describe('the contact form’s per-client rate limit', () => {
  it('applies to bookings: refused ones count apart, against ten times the allowance', async () => {
    const client = from('192.0.2.77');
    const refusedAllowance = 100 * REFUSED_PER_ACCEPTED;
    const statuses: number[] = [];
    for (let n = 0; n <= refusedAllowance; n += 1) statuses.push((await server.client().post('/api/bookings', { type: 'x' }, client)).status);
    expect(statuses.slice(0, refusedAllowance).every((status) => status === 400)).toBe(true);
    expect(statuses[refusedAllowance]).toBe(429);
  });
});
