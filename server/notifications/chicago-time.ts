// The business's clock: the owner works in Chicago, so the digest's day and the times in a mail
// are Chicago's (Central Time, daylight saving included), whatever the server's own zone.
export const BUSINESS_TIME_ZONE = 'America/Chicago';

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

function partsOf(instant: Date): Record<string, number> {
  return Object.fromEntries(dayParts.formatToParts(instant).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

/** Chicago's offset from UTC at that instant, in ms (-6 h or -5 h). */
function offsetAt(instant: Date): number {
  const p = partsOf(instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Chicago calendar day of an instant, as YYYY-MM-DD. */
export function chicagoDay(instant: Date): string {
  const p = partsOf(instant);
  return `${p.year}-${twoDigits(p.month)}-${twoDigits(p.day)}`;
}

/** The Chicago wall-clock time of an instant, as "YYYY-MM-DD HH:MM:SS": what a spreadsheet reads as a date and time. */
export function chicagoDateTime(instant: Date): string {
  const p = partsOf(instant);
  return `${chicagoDay(instant)} ${twoDigits(p.hour)}:${twoDigits(p.minute)}:${twoDigits(p.second)}`;
}

/** The instant it is `hour`:00 in Chicago on `day` (YYYY-MM-DD). */
export function chicagoTime(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour);
  const guess = new Date(wall - offsetAt(new Date(wall)));
  // Near a daylight-saving change the offset at the guess can differ from the one at the wall time.
  return new Date(wall - offsetAt(guess));
}

/** The day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

const longTime = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });
const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' });

/** "Tuesday, March 3, 2026 at 2:05 PM" in Chicago. */
export const formatChicagoTime = (instant: Date): string => longTime.format(instant);

/** "Tuesday, March 3, 2026" for a YYYY-MM-DD day. */
export const formatDay = (day: string): string => longDay.format(new Date(`${day}T12:00:00Z`));
