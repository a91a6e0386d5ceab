import { describe, expect, it } from 'vitest';
import { businessDate, chartWindowStart, lastWeeks, leadsPerWeek, mondayOf, thisAndLastWeek, weekOf } from './lead-weeks.ts';

describe('weeks in Chicago', () => {
  it('takes the calendar date in Chicago, not UTC', () => {
    // 03:30 UTC on a Tuesday is still Monday evening in Chicago (CST, UTC-6).
    expect(businessDate(new Date('2026-11-17T03:30:00Z'))).toBe('2026-11-16');
    // Summer time: UTC-5.
    expect(businessDate(new Date('2026-07-07T04:59:00Z'))).toBe('2026-07-06');
    expect(businessDate(new Date('2026-07-07T05:00:00Z'))).toBe('2026-07-07');
  });

  it('starts a week on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('puts Sunday night in Chicago in the week it ends, though it is Monday in UTC', () => {
    expect(weekOf('2026-11-23T05:59:59Z')).toBe('2026-11-16'); // Sunday 23:59:59 CST
    expect(weekOf('2026-11-23T06:00:00Z')).toBe('2026-11-23'); // Monday 00:00 CST
  });

  it('keeps weeks across the change to and from summer time', () => {
    expect(weekOf('2026-03-09T04:59:00Z')).toBe('2026-03-02'); // Sunday 23:59 CDT, the day the clocks went forward
    expect(weekOf('2026-03-09T05:00:00Z')).toBe('2026-03-09');
    expect(lastWeeks(new Date('2026-11-04T12:00:00Z'), 3)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
  });

  it('lists the last twelve weeks oldest first, ending with this one', () => {
    const weeks = lastWeeks(new Date('2026-11-23T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
  });
});

describe('leadsPerWeek', () => {
  const now = new Date('2026-11-25T18:00:00Z'); // Wednesday

  it('counts each lead in its week and source, and leaves out older and later ones', () => {
    const weeks = leadsPerWeek(
      [
        { createdAt: '2026-11-23T06:00:00Z', source: 'product' },
        { createdAt: '2026-11-24T10:00:00Z', source: 'product' },
        { createdAt: '2026-11-25T09:00:00Z', source: 'rugFit' },
        { createdAt: '2026-11-23T05:00:00Z', source: 'newsletter' }, // Sunday night: last week
        { createdAt: '2026-09-07T06:00:00Z', source: 'direct' }, // first chart week
        { createdAt: '2026-09-07T04:00:00Z', source: 'direct' }, // Sunday before it: out
        { createdAt: '2026-12-01T12:00:00Z', source: 'servicePage' }, // next week: out
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ weekStart: '2026-11-23', direct: 0, servicePage: 0, product: 2, rugFit: 1, booking: 0, newsletter: 0 });
    expect(weeks[10]).toEqual({ weekStart: '2026-11-16', direct: 0, servicePage: 0, product: 0, rugFit: 0, booking: 0, newsletter: 1 });
    expect(weeks[0]).toEqual({ weekStart: '2026-09-07', direct: 1, servicePage: 0, product: 0, rugFit: 0, booking: 0, newsletter: 0 });
    expect(weeks.reduce((sum, week) => sum + week.direct + week.servicePage + week.product + week.rugFit + week.newsletter, 0)).toBe(5);
  });

  it('compares this week with last week', () => {
    expect(thisAndLastWeek(['2026-11-23T06:00:00Z', '2026-11-23T05:59:00Z', '2026-11-16T06:00:00Z', '2026-11-16T05:00:00Z'], now)).toEqual({ thisWeek: 1, lastWeek: 2 });
  });

  it('reads from early enough to hold the first week in any offset', () => {
    const start = chartWindowStart(now);
    expect(start < '2026-09-07T05:00:00Z').toBe(true);
    expect(start > '2026-09-01T00:00:00Z').toBe(true);
  });
});
