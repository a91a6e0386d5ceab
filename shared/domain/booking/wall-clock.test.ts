import { describe, expect, it } from 'vitest';
import { addDays, dateIn, dayClock, instantOf, isDate, minuteIn, offsetAt, weekdayOf } from './wall-clock.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('wall-clock time in Chicago across the 2027 clock changes', () => {
  it('keeps 10:00 at 10:00: 16:00Z on Friday 12 March, 15:00Z on Monday 15 March', () => {
    expect(iso(instantOf('2027-03-12', 10 * 60, CHICAGO))).toBe('2027-03-12T16:00:00.000Z');
    expect(iso(instantOf('2027-03-15', 10 * 60, CHICAGO))).toBe('2027-03-15T15:00:00.000Z');
  });

  it('keeps 10:00 at 10:00 around 7 November: 15:00Z on Friday 5, 16:00Z on Monday 8', () => {
    expect(iso(instantOf('2027-11-05', 10 * 60, CHICAGO))).toBe('2027-11-05T15:00:00.000Z');
    expect(iso(instantOf('2027-11-08', 10 * 60, CHICAGO))).toBe('2027-11-08T16:00:00.000Z');
  });

  it('names no instant for a time the March change skips, and the first of a repeated November time', () => {
    expect(instantOf('2027-03-14', 2 * 60 + 30, CHICAGO)).toBeNull();
    expect(iso(instantOf('2027-03-14', 3 * 60, CHICAGO))).toBe('2027-03-14T08:00:00.000Z');
    expect(iso(instantOf('2027-11-07', 60 + 30, CHICAGO))).toBe('2027-11-07T06:30:00.000Z');
    expect(iso(instantOf('2027-11-07', 3 * 60, CHICAGO))).toBe('2027-11-07T09:00:00.000Z');
  });

  it('converts a whole day quickly and the same way as one time at a time, on the change days too', () => {
    for (const date of ['2027-03-13', '2027-03-14', '2027-03-15', '2027-11-06', '2027-11-07', '2027-11-08']) {
      const clock = dayClock(date, CHICAGO);
      for (let minute = 0; minute <= 1440; minute += 5) expect(clock(minute), `${date} ${minute}`).toBe(instantOf(date, minute, CHICAGO));
    }
  });

  it('reads an instant back as its date, minute and offset there', () => {
    expect(dateIn(at('2027-11-08T05:59:00Z'), CHICAGO)).toBe('2027-11-07');
    expect(dateIn(at('2027-11-08T06:00:00Z'), CHICAGO)).toBe('2027-11-08');
    expect(minuteIn(at('2027-03-15T15:00:00Z'), CHICAGO)).toBe(600);
    expect(offsetAt(at('2027-03-12T16:00:00Z'), CHICAGO)).toBe(-6 * 3_600_000);
    expect(offsetAt(at('2027-03-15T15:00:00Z'), CHICAGO)).toBe(-5 * 3_600_000);
  });

  it('reads the same offset as the zone data at every quarter hour of the change days, in zones that change at other hours and by half an hour', () => {
    const zones = { 'America/Chicago': ['2027-03-14', '2027-11-07'], 'Australia/Lord_Howe': ['2027-04-04', '2027-10-03'], 'America/St_Johns': ['2027-03-14', '2027-11-07'], 'Asia/Kolkata': ['2027-03-14'] };
    for (const [zone, dates] of Object.entries(zones)) {
      const reader = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
      const zoneData = (instant: number) => {
        const part = Object.fromEntries(reader.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
        return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute) - instant;
      };
      for (const date of dates) {
        // The day before and after too: the change's UTC day need not be its local one.
        for (let instant = at(`${addDays(date, -1)}T00:00:00Z`); instant < at(`${addDays(date, 2)}T00:00:00Z`); instant += 15 * 60_000) {
          expect(offsetAt(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(zoneData(instant));
        }
      }
    }
  });

  it('counts calendar days and weekdays', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2027-03-12')).toBe(5);
    expect(isDate('2027-02-29')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2027-3-1')).toBe(false);
  });
});
