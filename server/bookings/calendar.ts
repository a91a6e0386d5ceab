// The calendar as the slot computation reads it (shared/domain/booking/slots.ts): the site's time
// zone (the settings' `timeZone`, read here for every booking rule), the availability, the
// exceptions and the occupied time around the dates asked about.
import { availabilityOf } from '../../shared/contract/booking-availability.ts';
import { addDays, DAY_MS, dateIn, utcMidnight } from '../../shared/domain/booking/wall-clock.ts';
import { openSlots, startProblem, type Availability, type Calendar, type Slot, type StartProblem } from '../../shared/domain/booking/slots.ts';
import type { SettingsService } from '../settings/service.ts';
import type { AvailabilityService } from './availability.ts';
import type { ExceptionService } from './exceptions.ts';
import type { BookingRepository } from './repository.ts';

const MINUTE_MS = 60_000;
/** How many open times a refusal offers instead. */
const NEXT_OPEN_COUNT = 5;
/** How far a refusal looks for them. */
const NEXT_OPEN_DAYS = 14;

/** The site's zone and the availability's rules as one request reads them. */
export interface CalendarView {
  timeZone: string;
  rules: Availability;
}

export interface CalendarDeps {
  settings: SettingsService;
  availability: AvailabilityService;
  exceptions: ExceptionService;
  bookings: BookingRepository;
}

export function createBookingCalendar({ settings, availability, exceptions, bookings }: CalendarDeps) {
  /** The site's time zone: the one place the booking rules read it. */
  const timeZone = (): string => settings.admin.get().timeZone;

  /** The stored availability as the rules, parsed again only when the row changed: every booking reads them, and parsing seven days' hours each time was most of reading them. */
  let parsed: { stored: string; rules: Availability } | undefined;
  const rules = (): Availability => {
    const record = availability.get();
    const stored = JSON.stringify(record);
    if (parsed?.stored !== stored) parsed = { stored, rules: availabilityOf(record) };
    return parsed.rules;
  };

  /**
   * The calendar of the dates `first` to `last`, with what is taken between `from` and `to` (ms;
   * by default the whole dates, a day either side: a date's wall-clock day reaches past its UTC
   * midnights by the zone's offset). `except`: a booking being moved, whose own time is free to it.
   */
  function calendarOf(view: CalendarView, first: string, last: string, except = 0, from = utcMidnight(first) - DAY_MS, to = utcMidnight(last) + 2 * DAY_MS): Calendar {
    const occupied = bookings.occupied(new Date(from).toISOString(), new Date(to).toISOString(), view.rules.bufferMinutes * MINUTE_MS, except);
    return { timeZone: view.timeZone, availability: view.rules, exceptions: exceptions.between(first, last), occupied };
  }

  return {
    /** The time zone and the availability, read once for everything one request decides. */
    view: (): CalendarView => ({ timeZone: timeZone(), rules: rules() }),
    /** The open times of `days` dates from `from`. */
    slots(view: CalendarView, durationMinutes: number, from: string, days: number, now: number): Slot[] {
      return openSlots(calendarOf(view, from, addDays(from, days - 1)), { durationMinutes, from, days, now });
    },
    /** Why `start` cannot be booked, or null. */
    problem(view: CalendarView, durationMinutes: number, start: number, now: number, except = 0): StartProblem | null {
      const date = dateIn(start, view.timeZone);
      // Only what could meet this consultation and the buffer after it matters.
      const end = start + (durationMinutes + view.rules.bufferMinutes) * MINUTE_MS;
      return startProblem(calendarOf(view, date, date, except, start, end), durationMinutes, start, now);
    },
    /** The next open times from `after` (a refused start) on. */
    nextOpen(view: CalendarView, durationMinutes: number, after: number, now: number, except = 0): Slot[] {
      const from = dateIn(Math.max(after, now), view.timeZone);
      return openSlots(calendarOf(view, from, addDays(from, NEXT_OPEN_DAYS - 1), except), { durationMinutes, from, days: NEXT_OPEN_DAYS, now })
        .filter((slot) => slot.start >= after)
        .slice(0, NEXT_OPEN_COUNT);
    },
  };
}
export type BookingCalendar = ReturnType<typeof createBookingCalendar>;
