// Booking in the studio, against the real server process: the Bookings screen's reads (a view, one
// booking, the blocks) pass through to the server and, while it does not answer, show what was
// last read, as the inbox does; the owner's actions on a booking need the server. What can be
// booked (the weekly hours, the consultation types, the days off) are records: edited offline they
// queue, sync like every record, and an edit the web admin made meanwhile to the same field is a
// conflict shown with both copies, never lost; the visitor's open times follow once it is settled.
import { describe, expect, it } from 'vitest';
import { SINGLE_RECORD_ID } from '../../../../shared/contract/keyed-records.ts';
import { addDays, dateIn, weekdayOf } from '../../../../shared/domain/booking/wall-clock.ts';
import { inputOf } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';
import { SERVER_NEEDED } from './connection.ts';

const suite = studioSuite();
const ZONE = 'America/Chicago';
type Values = Record<string, unknown>;

/** The open times of `date` as a visitor's page reads them. */
async function openTimes(date: string): Promise<string[]> {
  const answer = await fetch(`${suite.server.url}/api/booking/slots?from=${date}&days=1`);
  return ((await answer.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

/** The next date (from the day after tomorrow, past the minimum notice) that falls on `weekday` (0 Sunday). */
function nextWeekday(weekday: number): string {
  let date = addDays(dateIn(Date.now(), ZONE), 2);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('booking in the studio', () => {
  it('shows the bookings last read while the server is away; acting on one needs the server', async () => {
    const { service } = await suite.connected();
    const monday = nextWeekday(1);
    const [start] = await openTimes(monday);
    const booked = await fetch(`${suite.server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'ai-rug-fit-consultation', start, name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100' }),
    });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: number };

    const upcoming = (await service.call('bookings', { query: { view: 'upcoming', page: 1 } })) as { days: { bookings: { id: number; name: string }[] }[] };
    expect(upcoming.days.flatMap((day) => day.bookings)).toContainEqual(expect.objectContaining({ id, name: 'Ann Lee' }));
    const one = await service.call('booking', { params: { id } });
    const blocks = await service.call('bookingBlocks');

    await suite.server.stop();
    expect(await service.call('bookings', { query: { view: 'upcoming', page: 1 } })).toEqual(upcoming);
    expect(await service.call('booking', { params: { id } })).toEqual(one);
    expect(await service.call('bookingBlocks')).toEqual(blocks);
    // A view never read has nothing to show; the owner's actions tell the visitor and need the server.
    await expect(service.call('bookings', { query: { view: 'past', page: 1 } })).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    await expect(service.call('cancelBooking', { params: { id }, body: { note: null } })).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    await expect(service.call('createBookingBlock', { body: { start, end: start, note: null } })).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
  });

  it('queues hours, a consultation type and a day off edited offline, shows a conflict with the web admin’s edit of the same hours, and the open times follow', async () => {
    const { service } = await suite.connected();
    const saturday = nextWeekday(6);
    const tuesday = nextWeekday(2);
    expect(await openTimes(saturday)).toEqual([]);
    expect(await openTimes(tuesday)).not.toEqual([]);
    const hours = (await service.get('bookingAvailability', SINGLE_RECORD_ID)) as Values & { version: number };

    await suite.server.stop();
    const saved = await service.update('bookingAvailability', SINGLE_RECORD_ID, { ...inputOf(hours), saturday: '10:00-14:00', bufferMinutes: 15, version: hours.version });
    expect(saved.queued).toBe(true);
    expect((await service.create('consultationTypes', { name: 'In-home walkthrough', durationMinutes: 60, locationNote: 'At your home in Chicagoland' })).queued).toBe(true);
    expect((await service.create('bookingExceptions', { date: tuesday, kind: 'dayOff', note: 'Trade fair' })).queued).toBe(true);
    expect((await service.getSyncState()).pending).toBe(3);
    // Read back offline as queued.
    expect(await service.get('bookingAvailability', SINGLE_RECORD_ID)).toMatchObject({ saturday: '10:00-14:00', bufferMinutes: 15 });

    // Meanwhile the web admin opens Saturdays otherwise, and changes the notice.
    await suite.server.start();
    await suite.admin.bookingAvailability.update(SINGLE_RECORD_ID, { ...inputOf(hours), saturday: '09:00-12:00', minimumNoticeHours: 24, version: hours.version } as never);

    let state = await service.syncNow();
    expect(state.pending).toBe(1);
    expect(state.conflicts).toMatchObject([{ kind: 'conflict', resource: 'bookingAvailability', mine: { saturday: '10:00-14:00', bufferMinutes: 15 }, theirs: { saturday: '09:00-12:00', minimumNoticeHours: 24, version: hours.version + 1 } }]);
    // Nothing of either is lost while the owner decides: theirs on the server, mine in the studio.
    expect(await suite.admin.bookingAvailability.get(SINGLE_RECORD_ID)).toMatchObject({ saturday: '09:00-12:00' });
    expect((await suite.admin.consultationTypes.list()).map((type) => (type as Values).name)).toContain('In-home walkthrough');
    expect(await openTimes(tuesday)).toEqual([]);

    // The owner keeps their Saturday hours and buffer, and the web admin's notice (changed on their side only).
    const [conflict] = state.conflicts;
    state = await service.resolveConflict(conflict.itemId, { choice: 'merge', values: { ...conflict.mine, minimumNoticeHours: 24 } });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.bookingAvailability.get(SINGLE_RECORD_ID)).toMatchObject({ saturday: '10:00-14:00', bufferMinutes: 15, minimumNoticeHours: 24, version: hours.version + 2 });
    const open = await openTimes(saturday);
    expect(open.length).toBeGreaterThan(0);
    expect(new Date(open[0]).toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })).toBe('10:00 AM');
  });
});
