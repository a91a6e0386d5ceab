// The manage link: a long random token (stored only as a hash) that reads, cancels or moves the one
// booking it names, with no account; it stops working once the booking is cancelled or past.
import { describe, expect, it } from 'vitest';
import type { MovableClock } from '../support/clock.ts';
import { movableClock } from '../support/clock.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { openTimes, tokenOf, validBooking, WEDNESDAY_BEFORE_MARCH_CHANGE } from './booking-data.ts';

let server: TestServer;
let clock: MovableClock;
useTestServer((started) => ({ server } = started), { perTest: true, now: () => (clock ??= movableClock(WEDNESDAY_BEFORE_MARCH_CHANGE)).now() });

async function booked(start = '2027-03-12T16:00:00.000Z') {
  clock = movableClock(WEDNESDAY_BEFORE_MARCH_CHANGE);
  const answer = await server.client().post('/api/bookings', validBooking({ start }));
  expect(answer.status, answer.text).toBe(201);
  return { id: answer.body.id as number, token: tokenOf(answer.body.manageUrl) };
}

describe('the manage link', () => {
  it('reads the booking it names, and nothing for any other token', async () => {
    const { id, token } = await booked();
    const read = await server.client().get(`/api/bookings/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body).toEqual({
      id,
      consultation: { name: 'Free 30-minute AI Rug Fit Consultation', durationMinutes: 30, locationNote: expect.any(String) },
      type: 'ai-rug-fit-consultation',
      start: '2027-03-12T16:00:00.000Z',
      end: '2027-03-12T16:30:00.000Z',
      status: 'confirmed',
      name: 'Ann Lee',
      timeZone: 'America/Chicago',
    });
    const otherLast = token.endsWith('A') ? 'B' : 'A';
    for (const other of [`${token.slice(0, -1)}${otherLast}`, 'short', `${token}x`]) expect((await server.client().get(`/api/bookings/${other}`)).status).toBe(404);
  });

  it('moves it to another open time: the old time opens, the new one is taken, a taken or closed one is refused naming start', async () => {
    const { token } = await booked();
    await server.client().post('/api/bookings', validBooking({ start: '2027-03-12T18:00:00.000Z', email: 'other@example.com' }));
    const taken = await server.client().post(`/api/bookings/${token}/move`, { start: '2027-03-12T18:00:00.000Z' });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.fields)).toEqual(['start']);
    expect(taken.body.current.slots[0].start).toBe('2027-03-12T18:30:00.000Z');
    expect((await server.client().post(`/api/bookings/${token}/move`, { start: '2027-03-13T16:00:00.000Z' })).body.fields).toEqual({ start: expect.stringMatching(/No consultations on that day/) });
    // Its own time is free to it: moving by half an hour overlaps itself.
    const moved = await server.client().post(`/api/bookings/${token}/move`, { start: '2027-03-12T16:30:00.000Z' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ start: '2027-03-12T16:30:00.000Z', end: '2027-03-12T17:00:00.000Z', status: 'confirmed' });
    const open = await openTimes(server.client(), '2027-03-12');
    expect(open).toContain('2027-03-12T16:00:00.000Z');
    expect(open).not.toContain('2027-03-12T16:30:00.000Z');
  });

  it('cancels it: the time opens again, and the link stops working (410)', async () => {
    const { token } = await booked();
    const cancelled = await server.client().post(`/api/bookings/${token}/cancel`, { reason: 'Something came up.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await openTimes(server.client(), '2027-03-12')).toContain('2027-03-12T16:00:00.000Z');
    for (const request of [() => server.client().get(`/api/bookings/${token}`), () => server.client().post(`/api/bookings/${token}/cancel`, {}), () => server.client().post(`/api/bookings/${token}/move`, { start: '2027-03-15T15:00:00.000Z' })]) {
      const answer = await request();
      expect(answer.status).toBe(410);
      expect(answer.body.error).toBe('This consultation was cancelled');
    }
  });

  it('stops working once the booking has started', async () => {
    const { token } = await booked();
    clock.advance(Date.parse('2027-03-12T16:00:00.000Z') - clock.now().getTime());
    const answer = await server.client().post(`/api/bookings/${token}/move`, { start: '2027-03-15T15:00:00.000Z' });
    expect(answer.status).toBe(410);
    expect(answer.body.error).toBe('This consultation has passed');
    expect((await server.client().get(`/api/bookings/${token}`)).status).toBe(410);
  });

  it('refuses a bad body naming its field, changing nothing', async () => {
    const { token, id } = await booked();
    const before = JSON.stringify(server.db.prepare('SELECT * FROM bookings WHERE id = ?').get(id));
    expect((await server.client().post(`/api/bookings/${token}/move`, { start: 'tomorrow' })).body.fields).toEqual({ start: expect.any(String) });
    expect((await server.client().post(`/api/bookings/${token}/cancel`, { reason: 'x'.repeat(1001) })).body.fields).toEqual({ reason: expect.any(String) });
    expect(JSON.stringify(server.db.prepare('SELECT * FROM bookings WHERE id = ?').get(id))).toBe(before);
  });
});
