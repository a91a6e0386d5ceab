// The site's time zone: every time a person reads (a booking's date and hour, the owner's
// availability) is wall-clock time there, and every stored instant is UTC. The zone is a setting
// (shared/contract/settings.ts, `timeZone`); this is its default and the zones it may be.

export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The zones the owner may choose: the United States' (the business is in Chicago). */
export const TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const;

export type TimeZone = (typeof TIME_ZONES)[number]['value'];
