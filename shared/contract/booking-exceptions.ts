// Exceptions to the weekly hours: days off (a date or a run of dates, the whole day or only some
// hours of it) and one-off extra hours. A record type like the others (resources.ts).
import { z } from 'zod';
import { hoursOf } from '../domain/booking/hours.ts';
import type { DateException } from '../domain/booking/slots.ts';
import { daysBetween } from '../domain/booking/wall-clock.ts';
import { calendarDate, hoursText, optionalCalendarDate } from './booking-fields.ts';
import { optionalText, recordMeta } from './fields.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

export const EXCEPTION_KINDS = [
  { value: 'dayOff', label: 'Day off (or hours off)' },
  { value: 'extraHours', label: 'Extra hours' },
] as const;
type ExceptionKind = (typeof EXCEPTION_KINDS)[number]['value'];
const KIND_VALUES = EXCEPTION_KINDS.map((kind) => kind.value) as [ExceptionKind, ...ExceptionKind[]];

/** A run of days off is at most a year. */
const LONGEST_RUN_DAYS = 366;

export const EXCEPTION_MESSAGES = {
  lastBeforeFirst: 'Must be on or after the first date',
  tooLong: `At most ${LONGEST_RUN_DAYS} days`,
  extraWithoutHours: 'Give the extra hours, such as 10:00-14:00',
} as const;

export const bookingExceptionFields = defineFields({
  date: { kind: 'date', label: 'Date', input: calendarDate },
  lastDate: { kind: 'date', label: 'Until', input: optionalCalendarDate, help: 'For several days in a row; leave empty for one day.' },
  kind: { kind: 'choice', label: 'Kind', input: z.enum(KIND_VALUES, { error: 'Must be a day off or extra hours' }), options: EXCEPTION_KINDS },
  hours: {
    kind: 'text',
    label: 'Hours',
    input: hoursText,
    placeholder: '10:00-14:00',
    help: 'Extra hours: the hours open. Day off: leave empty for the whole day, or give the hours off.',
  },
  note: { kind: 'text', label: 'Note', input: optionalText(200), placeholder: 'Trade show', help: 'For you; visitors never see it.' },
});

/** Body of POST /api/admin/booking-exceptions and PUT /api/admin/booking-exceptions/{id}. */
export const bookingExceptionInput = z.object(inputShape(bookingExceptionFields, FIRST_VERSION)).superRefine((value, context) => {
  if (value.lastDate !== null && value.lastDate < value.date) context.addIssue({ code: 'custom', path: ['lastDate'], message: EXCEPTION_MESSAGES.lastBeforeFirst, input: value.lastDate });
  else if (value.lastDate !== null && daysBetween(value.date, value.lastDate) >= LONGEST_RUN_DAYS) context.addIssue({ code: 'custom', path: ['lastDate'], message: EXCEPTION_MESSAGES.tooLong, input: value.lastDate });
  if (value.kind === 'extraHours' && value.hours === '') context.addIssue({ code: 'custom', path: ['hours'], message: EXCEPTION_MESSAGES.extraWithoutHours, input: value.hours });
});
export type BookingExceptionInput = z.input<typeof bookingExceptionInput>;

export const adminBookingException = z.object({ ...recordMeta, ...storedShape(bookingExceptionFields) });
export type AdminBookingException = z.infer<typeof adminBookingException>;

export const bookingExceptionResource = defineResource({
  ...RESOURCE_ADDRESSES.bookingExceptions,
  fields: bookingExceptionFields,
  input: bookingExceptionInput,
  record: adminBookingException,
  table: 'booking_exceptions',
  order: ['date'],
  admin: {
    title: 'Days off and extra hours',
    description: 'Exceptions to the weekly hours: a day off (or some hours off), a run of days off, one-off extra hours.',
    formNoun: 'Exception',
    listTitle: 'All Exceptions',
    createLabel: 'Add Exception',
    emptyText: 'No days off or extra hours yet.',
    idleText: 'Select an exception to edit, or add a day off or extra hours.',
    noSelection: 'No exception selected',
    deleteTitle: 'Delete Exception',
    groups: { field: 'kind', headings: { dayOff: 'Days off', extraHours: 'Extra hours' } },
    item: { title: 'date', line: ['lastDate', 'hours', 'note'] },
    form: [['date', 'lastDate'], 'kind', 'hours', 'note'],
  },
});

/** A stored exception as the slot computation reads it. */
export const dateExceptionOf = (record: Pick<AdminBookingException, 'date' | 'lastDate' | 'kind' | 'hours'>): DateException => ({
  firstDate: record.date,
  lastDate: record.lastDate ?? record.date,
  kind: record.kind as ExceptionKind,
  ranges: hoursOf(record.hours),
});
