import { describe, expect, it } from 'vitest';
import { chicagoDay, chicagoTime, dayBefore } from './chicago-time.ts';
import { dueDigest } from './daily-digest.ts';

describe('Chicago time', () => {
  it('reads the Chicago day and finds Chicago wall times, across daylight saving', () => {
    expect(chicagoDay(new Date('2026-03-04T05:59:00Z'))).toBe('2026-03-03');
    expect(chicagoDay(new Date('2026-03-04T06:00:00Z'))).toBe('2026-03-04');
    expect(chicagoTime('2026-01-15', 7).toISOString()).toBe('2026-01-15T13:00:00.000Z'); // CST, UTC-6
    expect(chicagoTime('2026-07-15', 7).toISOString()).toBe('2026-07-15T12:00:00.000Z'); // CDT, UTC-5
    expect(chicagoTime('2026-03-08', 0).toISOString()).toBe('2026-03-08T06:00:00.000Z'); // the night clocks spring forward
    expect(chicagoTime('2026-03-08', 7).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(chicagoTime('2026-11-01', 7).toISOString()).toBe('2026-11-01T13:00:00.000Z'); // fall back
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });
});

describe('dueDigest', () => {
  it('is yesterday’s from 07:00 Chicago time, the day before until then', () => {
    expect(dueDigest(new Date('2026-03-04T13:00:00Z'))).toEqual({ day: '2026-03-03', cutoff: new Date('2026-03-04T06:00:00Z') });
    expect(dueDigest(new Date('2026-03-04T12:59:59Z'))).toEqual({ day: '2026-03-02', cutoff: new Date('2026-03-03T06:00:00Z') });
    expect(dueDigest(new Date('2026-07-04T12:00:00Z'))).toEqual({ day: '2026-07-03', cutoff: new Date('2026-07-04T05:00:00Z') });
  });
});
