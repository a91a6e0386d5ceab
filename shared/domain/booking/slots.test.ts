import { describe, expect, it } from 'vitest';
import { openSlots, startProblem, type Availability, type Calendar } from './slots.ts';
import { dateIn } from './wall-clock.ts';

const NINE_TO_SIX = [{ start: 9 * 60, end: 18 * 60 }];
const WEEKDAYS: Availability = { weekly: [[], NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, []], bufferMinutes: 0, minimumNoticeHours: 12, horizonWeeks: 8 };
const calendar = (changes: Partial<Calendar> = {}): Calendar => ({ timeZone: 'America/Chicago', availability: WEEKDAYS, exceptions: [], occupied: [], ...changes });
const at = (iso: string) => Date.parse(iso);
const dateOf = (instant: number) => dateIn(instant, 'America/Chicago');
const isoOf = (slots: { start: number }[]) => slots.map((slot) => new Date(slot.start).toISOString());
/** Wednesday 10 March 2027, 08:00 in Chicago. */
const NOW = at('2027-03-10T14:00:00Z');

describe('open slots', () => {
  it('offers 10:00 Chicago at 16:00Z before the March change and 15:00Z after it', () => {
    const friday = isoOf(openSlots(calendar(), { durationMinutes: 30, from: '2027-03-12', days: 1, now: NOW }));
    const monday = isoOf(openSlots(calendar(), { durationMinutes: 30, from: '2027-03-15', days: 1, now: NOW }));
    expect(friday).toContain('2027-03-12T16:00:00.000Z');
    expect(monday).toContain('2027-03-15T15:00:00.000Z');
    expect(friday).toHaveLength(18);
    expect(friday[0]).toBe('2027-03-12T15:00:00.000Z');
    expect(friday.at(-1)).toBe('2027-03-12T23:30:00.000Z');
  });

  it('keeps the weekend closed, skips inside the notice, stops at the horizon', () => {
    const slots = isoOf(openSlots(calendar(), { durationMinutes: 30, from: '2027-03-10', days: 90, now: NOW }));
    // 08:00 on Wednesday plus 12 hours is after closing: Thursday 09:00 is the first.
    expect(slots[0]).toBe('2027-03-11T15:00:00.000Z');
    expect(slots.some((slot) => slot.startsWith('2027-03-13') || slot.startsWith('2027-03-14'))).toBe(false);
    expect(slots.at(-1)! < '2027-05-05').toBe(true);
    expect(slots.filter((slot) => slot.startsWith('2027-05-04'))).toHaveLength(18);
  });

  it('fits longer consultations and keeps the buffer after a booking', () => {
    const booked = { start: at('2027-03-12T16:00:00Z'), end: at('2027-03-12T17:00:00Z') };
    const day = isoOf(openSlots(calendar({ availability: { ...WEEKDAYS, bufferMinutes: 15 }, occupied: [booked] }), { durationMinutes: 60, from: '2027-03-12', days: 1, now: NOW }));
    expect(day).not.toContain('2027-03-12T15:00:00.000Z'); // 09:00-10:00 + 15 min meets the booking at 10:00
    expect(day).toContain('2027-03-12T17:00:00.000Z'); // 11:00, right after the booking's buffer
    expect(day).not.toContain('2027-03-12T16:30:00.000Z');
    expect(day).not.toContain('2027-03-12T14:30:00.000Z');
    expect(day.at(-1)).toBe('2027-03-12T23:00:00.000Z');
  });

  it('applies days off, hours off and extra hours', () => {
    const exceptions = [
      { firstDate: '2027-03-15', lastDate: '2027-03-16', kind: 'dayOff' as const, ranges: [] },
      { firstDate: '2027-03-17', lastDate: '2027-03-17', kind: 'dayOff' as const, ranges: [{ start: 9 * 60, end: 17 * 60 }] },
      { firstDate: '2027-03-13', lastDate: '2027-03-13', kind: 'extraHours' as const, ranges: [{ start: 10 * 60, end: 11 * 60 }] },
    ];
    const slots = isoOf(openSlots(calendar({ exceptions }), { durationMinutes: 30, from: '2027-03-13', days: 5, now: NOW }));
    expect(slots).toEqual(['2027-03-13T16:00:00.000Z', '2027-03-13T16:30:00.000Z', '2027-03-17T22:00:00.000Z', '2027-03-17T22:30:00.000Z']);
  });
});

describe('why a start cannot be booked', () => {
  const check = (start: string, changes: Partial<Calendar> = {}) => startProblem(calendar(changes), 30, at(start), NOW);
  it('names each reason', () => {
    expect(check('2027-03-12T16:00:00Z')).toBeNull();
    expect(check('2027-03-09T16:00:00Z')).toBe('past');
    expect(check('2027-03-10T22:00:00Z')).toBe('notice');
    expect(check('2027-06-01T16:00:00Z')).toBe('horizon');
    expect(check('2027-03-13T16:00:00Z')).toBe('closed');
    expect(check('2027-03-12T13:00:00Z')).toBe('outsideHours');
    expect(check('2027-03-12T23:45:00Z')).toBe('outsideHours');
    expect(check('2027-03-12T16:10:00Z')).toBe('offGrid');
    expect(check('2027-03-12T16:00:00.500Z')).toBe('offGrid');
    expect(check('2027-03-12T16:00:00Z', { occupied: [{ start: at('2027-03-12T16:15:00Z'), end: at('2027-03-12T16:45:00Z') }] })).toBe('taken');
  });

  it('accepts exactly the open times listed, on the nights the clock skips and repeats an hour', () => {
    const allDay = [{ start: 0, end: 24 * 60 }];
    const always = calendar({ availability: { weekly: Array.from({ length: 7 }, () => allDay), bufferMinutes: 0, minimumNoticeHours: 0, horizonWeeks: 52 } });
    for (const date of ['2027-03-14', '2027-11-07']) {
      const listed = new Set(openSlots(always, { durationMinutes: 30, from: date, days: 1, now: NOW }).map((slot) => slot.start));
      const from = at(`${date}T00:00:00Z`);
      const accepted = new Set<number>();
      for (let start = from; start < from + 36 * 3_600_000; start += 15 * 60_000) if (startProblem(always, 30, start, NOW) === null && dateOf(start) === date) accepted.add(start);
      expect([...accepted].sort()).toEqual([...listed].sort());
    }
    // 01:30 happens twice on 7 November: only the first is on the grid.
    expect(startProblem(always, 30, at('2027-11-07T06:30:00Z'), NOW)).toBeNull();
    expect(startProblem(always, 30, at('2027-11-07T07:30:00Z'), NOW)).toBe('offGrid');
  });
});
