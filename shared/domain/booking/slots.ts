// The open times of a consultation (docs/product/rules.md#booking): the owner's weekly hours and
// one-off exceptions, as wall-clock time in the site's zone, turned into instants date by date (so
// 10:00 stays 10:00 across the clock changes), cut into starts every SLOT_STEP_MINUTES from the
// start of each open range, less what is inside the minimum notice, past the horizon, or taken by
// a booking (with the buffer after it) or a block. Pure: the server hands it the calendar as stored.
import { addDays, dateIn, dayClock, daysBetween, minuteIn, weekdayOf } from './wall-clock.ts';
import { unionOf, WHOLE_DAY, withoutRanges, type MinuteRange } from './hours.ts';

/** Starts are offered every half hour from the start of each open range (09:00, 09:30, ...). */
export const SLOT_STEP_MINUTES = 30;

/** The most days one read of the open times answers (GET /api/booking/slots): enough for the default horizon of 8 weeks. */
export const MAX_SLOT_DAYS = 62;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface Availability {
  /** Each weekday's open ranges, Sunday (0) to Saturday (6). */
  weekly: readonly (readonly MinuteRange[])[];
  /** Kept free after each booking. */
  bufferMinutes: number;
  /** How long before its start a time can still be booked. */
  minimumNoticeHours: number;
  /** How far ahead: this many weeks of days, today included. */
  horizonWeeks: number;
}

/** A day off (its ranges closed; none given: the whole day) or extra hours, on each date from firstDate to lastDate. */
export interface DateException {
  firstDate: string;
  lastDate: string;
  kind: 'dayOff' | 'extraHours';
  ranges: readonly MinuteRange[];
}

/** Instants in ms, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

export interface Calendar {
  timeZone: string;
  availability: Availability;
  exceptions: readonly DateException[];
  /** What is taken: each booking with the buffer after it, each block. Any order, may overlap. */
  occupied: readonly Interval[];
}

export type Slot = Interval;

/** Why a start cannot be booked. */
export type StartProblem = 'offGrid' | 'past' | 'notice' | 'horizon' | 'closed' | 'outsideHours' | 'taken';

/** A date's open ranges: the weekday's hours less the days off, plus the extra hours (which win). */
export function openRanges(date: string, availability: Availability, exceptions: readonly DateException[]): MinuteRange[] {
  const today = exceptions.filter((exception) => exception.firstDate <= date && date <= exception.lastDate);
  const closed = today.filter((exception) => exception.kind === 'dayOff').flatMap((exception) => (exception.ranges.length > 0 ? exception.ranges : [WHOLE_DAY]));
  const extra = today.filter((exception) => exception.kind === 'extraHours').flatMap((exception) => exception.ranges);
  return unionOf([...withoutRanges(availability.weekly[weekdayOf(date)] ?? [], closed), ...extra]);
}

/** The first and last date that can be booked at `now`. */
export function bookableDates(calendar: Pick<Calendar, 'timeZone' | 'availability'>, now: number): { first: string; last: string } {
  const first = dateIn(now, calendar.timeZone);
  return { first, last: addDays(first, calendar.availability.horizonWeeks * 7 - 1) };
}

/** Whether `minute` of a date is a grid start of `range` that leaves room for `durationMinutes` in it (by the wall clock). */
const onGridOf = (range: MinuteRange, minute: number, durationMinutes: number) =>
  minute >= range.start && minute + durationMinutes <= range.end && (minute - range.start) % SLOT_STEP_MINUTES === 0;

/** A date's starts on the grid that fit a consultation of `durationMinutes` inside its open ranges, taken or not. */
function gridStarts(calendar: Calendar, date: string, durationMinutes: number): Slot[] {
  const clock = dayClock(date, calendar.timeZone);
  const duration = durationMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  for (const range of openRanges(date, calendar.availability, calendar.exceptions)) {
    const rangeEnd = clock(range.end);
    if (rangeEnd === null) continue;
    for (let minute = range.start; onGridOf(range, minute, durationMinutes); minute += SLOT_STEP_MINUTES) {
      const start = clock(minute);
      // A wall time the clock skips names no instant: no consultation starts then.
      if (start !== null && start + duration <= rangeEnd) slots.push({ start, end: start + duration });
    }
  }
  return slots;
}

/**
 * Whether the instant `start` (its wall-clock `minute` of the day `clock` reads) is a start
 * gridStarts would list for `ranges`, a date's open ranges: found from the start itself rather than
 * by listing the day (a booking checks one start; an all-day calendar has 48 of them).
 */
function isGridStart(clock: (minutes: number) => number | null, ranges: readonly MinuteRange[], minute: number, durationMinutes: number, start: number, end: number): boolean {
  return ranges.some((range) => {
    if (!onGridOf(range, minute, durationMinutes)) return false;
    const rangeEnd = clock(range.end);
    // Only the instant the wall time names is on the grid (the first, where the clock repeats it).
    return rangeEnd !== null && clock(minute) === start && end <= rangeEnd;
  });
}

/** Whether a consultation's time with the buffer after it meets taken time. */
const meets = (slot: Slot, bufferMs: number, taken: Interval) => taken.start < slot.end + bufferMs && slot.start < taken.end;

export interface SlotQuery {
  durationMinutes: number;
  /** The first date asked for (YYYY-MM-DD in the site's zone). */
  from: string;
  days: number;
  now: number;
}

/** The open times of the dates asked for, in order. */
export function openSlots(calendar: Calendar, { durationMinutes, from, days, now }: SlotQuery): Slot[] {
  const { first, last } = bookableDates(calendar, now);
  const earliest = now + calendar.availability.minimumNoticeHours * HOUR_MS;
  const bufferMs = calendar.availability.bufferMinutes * MINUTE_MS;
  // Occupied time as disjoint intervals in order.
  const taken = unionOf(calendar.occupied);
  const slots: Slot[] = [];
  let next = 0;
  const start = from > first ? from : first;
  const count = Math.min(days - Math.max(0, daysBetween(from, start)), daysBetween(start, last) + 1);
  for (let day = 0; day < count; day += 1) {
    for (const slot of gridStarts(calendar, addDays(start, day), durationMinutes)) {
      if (slot.start < earliest) continue;
      while (next < taken.length && taken[next].end <= slot.start) next += 1;
      if (next < taken.length && meets(slot, bufferMs, taken[next])) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Why `start` cannot be booked for a consultation of `durationMinutes`, or null when it is open. */
export function startProblem(calendar: Calendar, durationMinutes: number, start: number, now: number): StartProblem | null {
  if (start % MINUTE_MS !== 0) return 'offGrid';
  if (start < now) return 'past';
  if (start < now + calendar.availability.minimumNoticeHours * HOUR_MS) return 'notice';
  const date = dateIn(start, calendar.timeZone);
  if (date > bookableDates(calendar, now).last) return 'horizon';
  const ranges = openRanges(date, calendar.availability, calendar.exceptions);
  if (ranges.length === 0) return 'closed';
  const clock = dayClock(date, calendar.timeZone);
  const end = start + durationMinutes * MINUTE_MS;
  if (!isGridStart(clock, ranges, minuteIn(start, calendar.timeZone), durationMinutes, start, end)) {
    const inside = ranges.some((range) => (clock(range.start) ?? Infinity) <= start && end <= (clock(range.end) ?? -Infinity));
    return inside ? 'offGrid' : 'outsideHours';
  }
  const slot = { start, end };
  const bufferMs = calendar.availability.bufferMinutes * MINUTE_MS;
  return calendar.occupied.some((taken) => meets(slot, bufferMs, taken)) ? 'taken' : null;
}
