// When consultations can be booked: the weekly hours, one line per weekday in wall-clock time of
// the site's zone (several ranges a day: "09:00-12:00, 13:00-18:00"; empty: closed), the buffer
// kept after each booking, the minimum notice and how far ahead. One record, like the settings,
// so history, the studio's sync and its conflicts come from the resource table (a weekday per
// field: two edits of different days merge without asking).
import { z } from 'zod';
import { hoursOf, type MinuteRange } from '../domain/booking/hours.ts';
import type { Availability } from '../domain/booking/slots.ts';
import { hoursText, minutesOnMarks, wholeBetween } from './booking-fields.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

const HOURS_HELP = 'Times in the site’s time zone, such as 09:00-12:00, 13:00-18:00. Leave empty for closed.';
const day = (label: string) => ({ kind: 'text', label, input: hoursText, placeholder: '09:00-18:00', help: HOURS_HELP }) as const;

/** The weekdays' fields, Sunday first (the order of Date's getUTCDay). */
export const WEEKDAY_FIELDS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const DEFAULT_NOTICE_HOURS = 12;
export const DEFAULT_HORIZON_WEEKS = 8;

export const bookingAvailabilityFields = defineFields({
  monday: day('Monday'),
  tuesday: day('Tuesday'),
  wednesday: day('Wednesday'),
  thursday: day('Thursday'),
  friday: day('Friday'),
  saturday: day('Saturday'),
  sunday: day('Sunday'),
  bufferMinutes: { kind: 'integer', label: 'Buffer between bookings (minutes)', input: minutesOnMarks(0, 240, 0), min: 0, max: 240, step: 5 },
  minimumNoticeHours: { kind: 'integer', label: 'Minimum notice (hours)', input: wholeBetween(0, 720, DEFAULT_NOTICE_HOURS), min: 0, max: 720, step: 1 },
  horizonWeeks: { kind: 'integer', label: 'How far ahead (weeks)', input: wholeBetween(1, 52, DEFAULT_HORIZON_WEEKS), min: 1, max: 52, step: 1 },
});

/** Body of PUT /api/admin/booking-availability. */
export const bookingAvailabilityInput = z.object(inputShape(bookingAvailabilityFields, FIRST_VERSION));
export type BookingAvailabilityInput = z.input<typeof bookingAvailabilityInput>;

const availabilityMeta = { version: z.number().int(), updatedAt: z.string() };
export const adminBookingAvailability = z.object({ ...storedShape(bookingAvailabilityFields), ...availabilityMeta });
export type AdminBookingAvailability = z.infer<typeof adminBookingAvailability>;

export const bookingAvailabilityResource = defineResource({
  ...RESOURCE_ADDRESSES.bookingAvailability,
  fields: bookingAvailabilityFields,
  input: bookingAvailabilityInput,
  record: adminBookingAvailability,
  table: 'booking_availability',
});

/** The seed: the opening hours of the settings, Mon-Fri 09:00-18:00. */
export const DEFAULT_BOOKING_AVAILABILITY = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-18:00',
  saturday: '',
  sunday: '',
  bufferMinutes: 0,
  minimumNoticeHours: DEFAULT_NOTICE_HOURS,
  horizonWeeks: DEFAULT_HORIZON_WEEKS,
} as const satisfies BookingAvailabilityInput;

/** The stored record as the slot computation reads it (shared/domain/booking/slots.ts). */
export function availabilityOf(record: Omit<AdminBookingAvailability, 'version' | 'updatedAt'>): Availability {
  const weekly: MinuteRange[][] = WEEKDAY_FIELDS.map((name) => hoursOf(record[name]));
  return { weekly, bufferMinutes: record.bufferMinutes, minimumNoticeHours: record.minimumNoticeHours, horizonWeeks: record.horizonWeeks };
}
