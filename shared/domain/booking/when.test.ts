import { describe, expect, it } from 'vitest';
import { whenText } from './when.ts';

describe('a consultation time as a person reads it', () => {
  it('is the wall-clock time in the site’s zone, across the clock changes', () => {
    expect(whenText('2027-03-12T16:00:00Z', 'America/Chicago')).toBe('Friday, March 12, 2027 at 10:00 AM (Chicago time)');
    expect(whenText('2027-03-15T15:00:00Z', 'America/Chicago')).toBe('Monday, March 15, 2027 at 10:00 AM (Chicago time)');
    expect(whenText('2027-03-15T15:00:00Z', 'America/Los_Angeles')).toBe('Monday, March 15, 2027 at 8:00 AM (Los Angeles time)');
  });
});
