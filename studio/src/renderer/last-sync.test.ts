import { describe, expect, it } from 'vitest';
import { formatLastSync } from './last-sync.ts';

describe('formatLastSync', () => {
  const now = new Date(2026, 2, 12, 15, 30, 0);

  it('shows the time alone for a sync today', () => {
    expect(formatLastSync(new Date(2026, 2, 12, 9, 5, 7).toISOString(), now, 'en-US')).toBe('09:05:07 AM');
  });

  it('shows the date for a sync on another day, so three days ago never reads as today', () => {
    expect(formatLastSync(new Date(2026, 2, 9, 15, 29, 0).toISOString(), now, 'en-US')).toBe('Mar 9, 03:29 PM');
  });

  it('shows the year for a sync in another year', () => {
    expect(formatLastSync(new Date(2025, 11, 31, 23, 0, 0).toISOString(), now, 'en-US')).toBe('Dec 31, 2025, 11:00 PM');
  });

  it('says never before the first sync', () => {
    expect(formatLastSync(null, now)).toBe('never');
  });
});
