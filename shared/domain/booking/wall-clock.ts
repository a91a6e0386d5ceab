// Wall-clock time in a time zone and the instants it names, with the platform's own zone data
// (Intl.DateTimeFormat): no zone table of our own. A wall time that a clock change skips (02:30 on
// the March change in Chicago) names no instant; one it repeats (01:30 on the November change)
// names the first of the two. Dates are calendar days as YYYY-MM-DD, minutes count from midnight.

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as if it were UTC: its year to second, in ms. */
function wallMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * Offsets already read, by zone and UTC day: a day whose offset is the same at its first and last
 * quarter hour keeps it throughout (a zone changes its offset at most once a day: no two changes
 * of today's zones fall within 24 hours), so one reading serves every time of that day, and
 * reading the platform's zone data (formatToParts) is the slow part of this module. The two days a
 * year with a change are read by quarter hour of UTC, where every change of today's zones falls.
 * Bounded: emptied when it grows past OFFSETS_KEPT entries.
 */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 10_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** A day's entry when its offset changes within it: its times are read by quarter hour. */
const CHANGES = Number.NaN;

function remember(key: string, offset: number): number {
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The offset of a whole UTC day, or CHANGES. */
function dayOffsetOf(day: number, timeZone: string): number {
  const lastQuarter = day + DAY_MS - QUARTER_HOUR_MS;
  const first = wallMs(day, timeZone) - day;
  return wallMs(lastQuarter, timeZone) - lastQuarter === first ? first : CHANGES;
}

/** The zone's offset from UTC at an instant, in ms (Chicago: -6 h in winter, -5 h in summer). */
export function offsetAt(instant: number, timeZone: string): number {
  const day = Math.floor(instant / DAY_MS) * DAY_MS;
  const dayKey = `${timeZone} ${day}`;
  const dayOffset = offsets.get(dayKey) ?? remember(dayKey, dayOffsetOf(day, timeZone));
  if (!Number.isNaN(dayOffset)) return dayOffset;
  const quarter = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const quarterKey = `${timeZone} q${quarter}`;
  return offsets.get(quarterKey) ?? remember(quarterKey, wallMs(quarter, timeZone) - quarter);
}

/** The wall clock of an instant in a zone, as if it were UTC, in ms. */
const wallOf = (instant: number, timeZone: string): number => instant + offsetAt(instant, timeZone);

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of a UTC midnight (ms). */
const dateOfUtc = (ms: number): string => {
  const day = new Date(ms);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
};

/** A YYYY-MM-DD day as its UTC midnight (ms). */
export const utcMidnight = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is none). */
export const isDate = (text: string): boolean => DATE_PATTERN.test(text) && dateOfUtc(utcMidnight(text)) === text;

export const addDays = (date: string, days: number): string => dateOfUtc(utcMidnight(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** 0 Sunday to 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(utcMidnight(date)).getUTCDay();

/** The calendar day an instant falls on in a zone. */
export function dateIn(instant: number, timeZone: string): string {
  const wall = wallOf(instant, timeZone);
  return dateOfUtc(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
}

/** Minutes since midnight of an instant's wall clock in a zone. */
export const minuteIn = (instant: number, timeZone: string): number => Math.floor((((wallOf(instant, timeZone) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);

/**
 * The instant a wall time names in a zone: `minutes` after the midnight of `date` (1440 is the next
 * day's midnight). Null for a time the zone's clock skips; the earlier instant for one it repeats.
 */
export function instantOf(date: string, minutes: number, timeZone: string): number | null {
  const wall = utcMidnight(date) + minutes * MINUTE_MS;
  const first = offsetAt(wall, timeZone);
  let instant = wall - first;
  const second = offsetAt(instant, timeZone);
  if (second === first) return instant;
  instant = wall - second;
  return offsetAt(instant, timeZone) === second ? instant : null;
}

/**
 * The instants of one day's wall times, made quickly: the day's offset is read twice, and only on
 * the two days a year whose offset changes is each time converted on its own.
 */
export function dayClock(date: string, timeZone: string): (minutes: number) => number | null {
  const midnight = utcMidnight(date);
  const atStart = offsetAt(midnight - offsetAt(midnight, timeZone), timeZone);
  const atEnd = offsetAt(midnight + DAY_MS - offsetAt(midnight + DAY_MS, timeZone), timeZone);
  if (atStart === atEnd && offsetAt(midnight - atStart, timeZone) === atStart) return (minutes) => midnight + minutes * MINUTE_MS - atStart;
  return (minutes) => instantOf(date, minutes, timeZone);
}
