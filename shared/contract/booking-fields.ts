// The field rules the booking contract shares (consultation types, availability, exceptions, the
// public calls): a calendar day, a day's hours as the owner writes them, whole minutes on the
// calendar's five-minute marks, and an instant. Each once, with its message.
import { z } from 'zod';
import { HOURS_MESSAGES, parseHours, formatHours, TIME_STEP_MINUTES } from '../domain/booking/hours.ts';
import { isDate } from '../domain/booking/wall-clock.ts';
import { textOfLines } from './fields.ts';

export const DATE_MESSAGE = 'Must be a date, such as 2027-03-12';

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDate = z.string({ error: DATE_MESSAGE }).trim().refine(isDate, DATE_MESSAGE);

/** An optional calendar day: blank, missing or null become null. */
export const optionalCalendarDate = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .refine((value) => value === '' || isDate(value), DATE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** One day's hours ("09:00-12:00, 13:00-18:00"; empty: none), written back in the one form. */
export const hoursText = textOfLines(200, 'single')
  .superRefine((value, context) => {
    const parsed = parseHours(value);
    if ('problem' in parsed) context.addIssue({ code: 'custom', message: HOURS_MESSAGES[parsed.problem], input: value });
  })
  .transform((value) => {
    const parsed = parseHours(value);
    return 'ranges' in parsed ? formatHours(parsed.ranges) : value;
  })
  .nullish()
  .transform((value) => value ?? '');

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`);

/** Whole minutes from `min` to `max` on the calendar's five-minute marks; `fallback` when not given. */
export const minutesOnMarks = (min: number, max: number, fallback: number) =>
  whole(min, max, 'Must be a whole number of minutes')
    .refine((value) => value % TIME_STEP_MINUTES === 0, `Must be a multiple of ${TIME_STEP_MINUTES} minutes`)
    .nullish()
    .transform((value) => value ?? fallback);

/** A whole number from `min` to `max`; `fallback` when not given. */
export const wholeBetween = (min: number, max: number, fallback: number) =>
  whole(min, max, 'Must be a whole number')
    .nullish()
    .transform((value) => value ?? fallback);

export const INSTANT_MESSAGE = 'Must be a date and time with its offset, such as 2027-03-12T16:00:00Z';

/** An instant, ISO 8601 with Z or an offset; read as the same instant in UTC ("...Z"). */
export const instant = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Choose a time' : INSTANT_MESSAGE) })
  .trim()
  .max(40, INSTANT_MESSAGE)
  .pipe(z.iso.datetime({ offset: true, error: INSTANT_MESSAGE }))
  .transform((value) => new Date(value).toISOString());
