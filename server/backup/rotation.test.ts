import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './rotation.ts';

const at = (iso: string) => new Date(iso);
const kept = (times: Date[]) => [...backupsToKeep(times)].map((time) => time.toISOString().slice(0, 16)).sort();

describe('backupsToKeep', () => {
  it('keeps the last 7 days and the newest of each of the last 4 weeks', () => {
    // One backup a day at 00:30 UTC from Monday 2026-10-05 to Sunday 2026-11-22 (7 weeks).
    const days = Array.from({ length: 49 }, (_, n) => new Date(Date.UTC(2026, 9, 5 + n, 0, 30)));
    expect(kept(days)).toEqual([
      // Weekly: the Sundays ending the three weeks before this one (this week's is a daily one).
      '2026-11-01T00:30',
      '2026-11-08T00:30',
      '2026-11-15T00:30',
      // Daily: the last 7 days.
      '2026-11-16T00:30',
      '2026-11-17T00:30',
      '2026-11-18T00:30',
      '2026-11-19T00:30',
      '2026-11-20T00:30',
      '2026-11-21T00:30',
      '2026-11-22T00:30',
    ]);
  });

  it('keeps the newest of a day that has several, and counts only days that have one', () => {
    const times = [at('2026-11-22T00:30:00Z'), at('2026-11-22T13:00:00Z'), at('2026-03-01T00:30:00Z'), at('2025-01-01T00:30:00Z')];
    expect(kept(times)).toEqual(['2025-01-01T00:30', '2026-03-01T00:30', '2026-11-22T13:00']);
  });

  it('keeps nothing of nothing', () => {
    expect(backupsToKeep([]).size).toBe(0);
  });
});
