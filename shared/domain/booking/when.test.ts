import { describe, expect, it } from 'vitest';
import { whenText } from './when.ts';

describe('a consultation time as a person reads it', () => {
  it('is the wall-clock time in the site’s zone, across the clock changes', () => {
    expect(whenText('2027-03-12T16:00:00Z', 'America/Chicago')).toBe('Friday, March 12, 2027 at 10:00 AM (Chicago time)');
    expect(whenText('2027-03-15T15:00:00Z', 'America/Chicago')).toBe('Monday, March 15, 2027 at 10:00 AM (Chicago time)');
    expect(whenText('2027-03-15T15:00:00Z', 'America/Los_Angeles')).toBe('Monday, March 15, 2027 at 8:00 AM (Los Angeles time)');
  });
});

describe('a calendar day as the booking page writes it', () => {
  it('whatever the zone the page is made in', async () => {
    const { dateLong, dateShort, weekdayShort } = await import('./when.ts');
    expect([weekdayShort('2027-03-14'), dateShort('2027-03-14'), dateLong('2027-03-14')]).toEqual(['Sun', 'Mar 14', 'Sunday, March 14']);
    expect(dateLong('2027-11-07')).toBe('Sunday, November 7');
  });
});
