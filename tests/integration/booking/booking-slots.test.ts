// The open times as a visitor reads them (GET /api/booking/slots), with the app's clock injected:
// wall-clock hours in Chicago turned into instants per date across both 2027 clock changes, the
// minimum notice, the horizon, days off and extra hours, a longer consultation and the buffer.
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { openTimes, validBooking } from './booking-data.ts';

let server: TestServer;
let admin: HttpClient;
let clock = Date.parse('2027-03-10T14:00:00Z');
useTestServer((started) => ({ server, admin } = started), { now: () => new Date(clock), perTest: true });

const visitor = () => server.client();
beforeEach(() => {
  clock = Date.parse('2027-03-10T14:00:00Z');
});

describe('open times in the site’s zone', () => {
  it('offers 10:00 Chicago as 16:00Z on Friday 12 March and 15:00Z on Monday 15 March 2027', async () => {
    const answer = await visitor().get('/api/booking/slots?type=ai-rug-fit-consultation&from=2027-03-12&days=4');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.timeZone).toBe('America/Chicago');
    const starts = answer.body.slots.map((slot: { start: string }) => slot.start);
    expect(starts).toContain('2027-03-12T16:00:00.000Z');
    expect(starts).toContain('2027-03-15T15:00:00.000Z');
    expect(answer.body.slots[0]).toEqual({ start: '2027-03-12T15:00:00.000Z', end: '2027-03-12T15:30:00.000Z' });
    // Nothing on the weekend: Mon-Fri 09:00-18:00, as the seed took from the opening hours.
    expect(starts.filter((start: string) => start.startsWith('2027-03-13') || start.startsWith('2027-03-14'))).toEqual([]);
    expect(starts.filter((start: string) => start.startsWith('2027-03-15'))).toHaveLength(18);
  });

  it('offers 10:00 Chicago as 15:00Z on Friday 5 November and 16:00Z on Monday 8 November 2027', async () => {
    clock = Date.parse('2027-11-01T14:00:00Z');
    const starts = await openTimes(visitor(), '2027-11-05', 4);
    expect(starts).toContain('2027-11-05T15:00:00.000Z');
    expect(starts).toContain('2027-11-08T16:00:00.000Z');
    // 10:00 on Friday the 5th is 15:00Z; on Monday the 8th 15:00Z is 09:00.
    expect(starts.filter((start) => start.startsWith('2027-11-05'))[0]).toBe('2027-11-05T14:00:00.000Z');
    expect(starts.filter((start) => start.startsWith('2027-11-08'))[0]).toBe('2027-11-08T15:00:00.000Z');
  });

  it('keeps the minimum notice (12 hours) and the horizon (8 weeks), today included', async () => {
    // 08:00 Wednesday: Wednesday's times are all inside the notice; Thursday 09:00 is the first.
    const starts = await openTimes(visitor(), '2027-03-10', 62);
    expect(starts[0]).toBe('2027-03-11T15:00:00.000Z');
    // Eight weeks of dates from Wednesday 10 March: the last is Tuesday 4 May.
    expect(starts.at(-1)).toBe('2027-05-04T22:30:00.000Z');
    expect(await openTimes(visitor(), '2027-05-05', 7)).toEqual([]);
  });

  it('follows the owner’s availability, days off and extra hours, saved in the admin', async () => {
    const saved = await admin.put('/api/admin/booking-availability', { monday: '09:00-12:00, 13:00-15:00', tuesday: '', wednesday: '10:00-11:00', thursday: '09:00-18:00', friday: '09:00-18:00', saturday: '', sunday: '', minimumNoticeHours: 0, horizonWeeks: 2, bufferMinutes: 0 });
    expect(saved.status, saved.text).toBe(200);
    expect((await admin.post('/api/admin/booking-exceptions', { date: '2027-03-11', lastDate: '2027-03-12', kind: 'dayOff', note: 'Trade show' })).status).toBe(201);
    expect((await admin.post('/api/admin/booking-exceptions', { date: '2027-03-13', kind: 'extraHours', hours: '10:00-11:00' })).status).toBe(201);
    expect((await admin.post('/api/admin/booking-exceptions', { date: '2027-03-15', kind: 'dayOff', hours: '09:00-12:00' })).status).toBe(201);

    const times = async (date: string) => (await openTimes(visitor(), date)).map((start) => new Date(start).toISOString().slice(11, 16));
    expect(await times('2027-03-11')).toEqual([]);
    expect(await times('2027-03-12')).toEqual([]);
    expect(await times('2027-03-13')).toEqual(['16:00', '16:30']);
    expect(await times('2027-03-15')).toEqual(['18:00', '18:30', '19:00', '19:30']);
    expect(await times('2027-03-16')).toEqual([]);
    // Two weeks of dates from Wednesday the 10th: Monday the 22nd is in, Wednesday the 24th is not.
    expect(await times('2027-03-22')).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '18:00', '18:30', '19:00', '19:30']);
    expect(await times('2027-03-24')).toEqual([]);
  });

  it('fits a longer consultation, keeps the buffer after a booking, and offers the seeded type by default', async () => {
    const type = await admin.post('/api/admin/consultation-types', { name: 'In-home walkthrough', durationMinutes: 60, locationNote: 'At your home', displayOrder: 2 });
    expect(type.status, type.text).toBe(201);
    expect(type.body.slug).toBe('in-home-walkthrough');
    const availability = (await admin.get('/api/admin/booking-availability')).body;
    expect((await admin.put('/api/admin/booking-availability', { ...availability, bufferMinutes: 15, version: undefined })).status).toBe(200);
    expect((await visitor().post('/api/bookings', validBooking({ start: '2027-03-12T17:00:00.000Z' }))).status).toBe(201);

    const hour = await openTimes(visitor(), '2027-03-12', 1, 'in-home-walkthrough');
    // 09:00-18:00 in hours of 60 minutes, every half hour: 09:00 ... 17:00, less what meets 11:00-11:30 + 15 minutes.
    expect(hour.map((start) => start.slice(11, 16))).toEqual(['15:00', '15:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00']);
    const byDefault = await visitor().get('/api/booking/slots?from=2027-03-12&days=1');
    expect(byDefault.body.slots.map((slot: { start: string }) => slot.start)).not.toContain('2027-03-12T17:00:00.000Z');
    expect(byDefault.body.slots.map((slot: { start: string }) => slot.start)).not.toContain('2027-03-12T17:30:00.000Z');
    expect(byDefault.body.slots.map((slot: { start: string }) => slot.start)).toContain('2027-03-12T18:00:00.000Z');
    expect((await visitor().get('/api/consultation-types')).body.map((t: { name: string }) => t.name)).toEqual(['Free 30-minute AI Rug Fit Consultation', 'In-home walkthrough']);
  });

  it('refuses a bad query naming its parameter', async () => {
    for (const [query, field] of [['from=2027-02-30', 'from'], ['days=0', 'days'], ['days=63', 'days'], ['type=no-such-consultation', 'type'], ['type=Bad%20Slug', 'type']]) {
      const answer = await visitor().get(`/api/booking/slots?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.fields), query).toEqual([field]);
    }
  });
});
