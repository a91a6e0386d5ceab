// The booking calls' bodies, queries and answers (docs/product/api.md#booking): what a visitor
// sends to book and to manage a booking, what the owner sends, and the messages of each refusal.
import { z } from 'zod';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../domain/phone.ts';
import { MAX_SLOT_DAYS, type StartProblem } from '../domain/booking/slots.ts';
import { calendarDate, instant } from './booking-fields.ts';
import { contactEmail, honeypotField, inquirySource } from './inbox.ts';
import { listPageFields, optionalLongText, optionalText, pageNumber, requiredText, SLUG_PATTERN } from './fields.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import { rugFitRequest } from './rug-fit.ts';

export const BOOKING_STATUSES = ['confirmed', 'requested', 'cancelled', 'done', 'noShow'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export { MAX_SLOT_DAYS };
export const DEFAULT_SLOT_DAYS = 7;

const TYPE_MESSAGE = 'Choose one of the consultations offered';

const typeSlug = z
  .string({ error: TYPE_MESSAGE })
  .trim()
  .min(1, TYPE_MESSAGE)
  .max(200, TYPE_MESSAGE)
  .refine((value) => SLUG_PATTERN.test(value), TYPE_MESSAGE);

const DAYS_MESSAGE = `Must be a whole number from 1 to ${MAX_SLOT_DAYS}`;

/** `?type=&from=&days=` of GET /api/booking/slots: the first active type, today (site's zone) and a week when left out. */
export const slotsQuery = z.object({
  type: typeSlug.optional(),
  from: calendarDate.optional(),
  days: z
    .string({ error: DAYS_MESSAGE })
    .regex(/^\d{1,3}$/, DAYS_MESSAGE)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_SLOT_DAYS, DAYS_MESSAGE)
    .default(DEFAULT_SLOT_DAYS),
});
export type SlotsQuery = z.input<typeof slotsQuery>;

const slot = z.object({ start: z.string(), end: z.string() });
export type SlotAnswer = z.infer<typeof slot>;

/** The open times, as instants (ISO 8601, UTC), and the zone their wall-clock times are in. */
export const slotsAnswer = z.object({ timeZone: z.string(), slots: z.array(slot) });
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

const requiredPhone = requiredText(40, 'Phone').refine(isPhoneNumber, PHONE_NUMBER_MESSAGE);

/**
 * Body of POST /api/bookings: the consultation (its slug), the start (one of the open times), who
 * books, and where they came from (the contact form's inquiry source: a product, the campaign tags,
 * the page before; Rug Fit's palette, without a photo).
 */
export const bookingInput = z.object({
  [HONEYPOT_FIELD]: honeypotField,
  type: typeSlug,
  start: instant,
  name: requiredText(120, 'Name'),
  email: contactEmail,
  phone: requiredPhone,
  neighborhood: optionalText(120),
  notes: optionalLongText(2000),
  ...inquirySource,
  rugFit: rugFitRequest
    .refine((value) => !value.photoConsent, { message: 'A room photo is sent with the contact form, not with a booking', path: ['photoConsent'] })
    .nullish()
    .transform((value) => value ?? null),
});
export type BookingInput = z.input<typeof bookingInput>;

/** 201 of POST /api/bookings: `requested` when it awaits the owner's confirmation. */
export const bookingCreated = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['confirmed', 'requested']),
  manageUrl: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreated>;

const consultation = z.object({ name: z.string(), durationMinutes: z.number().int(), locationNote: z.string().nullable() });

/** GET /api/bookings/{token}: what the manage page shows, the visitor's own booking. */
export const managedBooking = z.object({
  id: z.number().int(),
  consultation,
  /** The type's slug, to ask for its open times when moving. */
  type: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  timeZone: z.string(),
});
export type ManagedBooking = z.infer<typeof managedBooking>;

/** Body of POST /api/bookings/{token}/cancel: an optional word for the owner. */
export const visitorCancelInput = z.object({ reason: optionalLongText(1000) });
/** Body of POST /api/bookings/{token}/move: another open time. */
export const moveInput = z.object({ start: instant });

/** A booking as the owner reads it. */
export const adminBooking = z.object({
  id: z.number().int(),
  consultation: consultation.extend({ typeId: z.number().int().nullable() }),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  neighborhood: z.string().nullable(),
  notes: z.string().nullable(),
  fromPage: z.string().nullable(),
  /** The lead this booking is in the inbox (null once that message is deleted). */
  messageId: z.number().int().nullable(),
  /** Its invitation's SEQUENCE: one more at each move and at the cancellation. */
  sequence: z.number().int(),
  cancelledBy: z.enum(['visitor', 'owner']).nullable(),
  cancelNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBooking>;

export const BOOKING_VIEWS = ['upcoming', 'past', 'cancelled'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** `?view=&page=` of GET /api/admin/bookings. */
export const bookingListQuery = z.object({ view: z.enum(BOOKING_VIEWS, { error: `Must be ${BOOKING_VIEWS.join(', ')}` }).default('upcoming'), page: pageNumber });

export const BOOKINGS_PAGE_SIZE = 50;

/** GET /api/admin/bookings: one page of a view, by day (upcoming soonest first, the others latest first). */
export const bookingsPage = z.object({
  view: z.enum(BOOKING_VIEWS),
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), bookings: z.array(adminBooking) })),
  ...listPageFields,
  /** Requests held past the hourly allowance, waiting for the owner's confirmation. */
  requested: z.number().int().min(0),
});
export type BookingsPage = z.infer<typeof bookingsPage>;

/** Body of PATCH /api/admin/bookings/{id}: how it went, once it started. */
export const bookingOutcomeInput = z.object({ status: z.enum(['done', 'noShow'], { error: 'Must be done or noShow' }) });
/** Body of POST /api/admin/bookings/{id}/cancel: the note the visitor is sent. */
export const ownerCancelInput = z.object({ note: optionalLongText(1000) });
export const emptyInput = z.object({}).strict();

/** A time the owner keeps for themself: it takes the calendar like a booking, and nobody is mailed. */
export const bookingBlock = z.object({ id: z.number().int(), start: z.string(), end: z.string(), note: z.string().nullable(), createdAt: z.string() });
export type BookingBlock = z.infer<typeof bookingBlock>;

/** The longest block: four weeks (longer absences are days off). */
export const MAX_BLOCK_DAYS = 28;
const FIVE_MINUTES = 5 * 60_000;

/** Body of POST /api/admin/booking-blocks. */
export const bookingBlockInput = z
  .object({ start: instant, end: instant, note: optionalText(200) })
  .superRefine((value, context) => {
    const start = Date.parse(value.start);
    const end = Date.parse(value.end);
    if (start % FIVE_MINUTES !== 0) context.addIssue({ code: 'custom', path: ['start'], message: BOOKING_MESSAGES.onMarks, input: value.start });
    if (end % FIVE_MINUTES !== 0) context.addIssue({ code: 'custom', path: ['end'], message: BOOKING_MESSAGES.onMarks, input: value.end });
    else if (end <= start) context.addIssue({ code: 'custom', path: ['end'], message: 'Must be after the start', input: value.end });
    else if (end - start > MAX_BLOCK_DAYS * 24 * 3_600_000) context.addIssue({ code: 'custom', path: ['end'], message: `At most ${MAX_BLOCK_DAYS} days after the start: use days off for longer`, input: value.end });
  });

/** GET/POST /api/admin/booking-feed: the private feed's address, or none. */
export const bookingFeed = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
export type BookingFeed = z.infer<typeof bookingFeed>;

/** The dashboard's next bookings. */
export const nextBooking = z.object({ id: z.number().int(), start: z.string(), end: z.string(), name: z.string(), consultation: z.string(), status: z.enum(['confirmed', 'requested']) });

export const BOOKING_MESSAGES = {
  start: {
    offGrid: 'Pick one of the open times',
    past: 'That time has passed: pick one of the open times',
    notice: (hours: number) => `Book at least ${hours} ${hours === 1 ? 'hour' : 'hours'} ahead: pick one of the open times`,
    horizon: (weeks: number) => `Book at most ${weeks} ${weeks === 1 ? 'week' : 'weeks'} ahead: pick one of the open times`,
    closed: 'No consultations on that day: pick one of the open times',
    outsideHours: 'That time is outside the consultation hours: pick one of the open times',
    taken: 'That time was just taken: pick another open time',
  } satisfies Record<StartProblem, string | ((value: number) => string)>,
  type: TYPE_MESSAGE,
  tooManyForEmail: (count: number) => `This email already has ${count} upcoming consultations: change or cancel one from the link in its email`,
  tooManyForClient: (count: number) => `${count} consultations are already booked from this connection: change or cancel one from the link in its email`,
  linkUnknown: 'This link does not name a booking',
  cancelled: 'This consultation was cancelled',
  past: 'This consultation has passed',
  notStarted: 'It has not started yet: mark it once it has',
  notRequested: 'Only a request waiting for confirmation can be confirmed',
  notOpen: 'Only an upcoming consultation can be cancelled',
  notMarkable: 'Only a confirmed consultation can be marked done or no-show',
  blockMeetsBooking: 'A booking is at that time: cancel or move it first',
  onMarks: 'Must be on a five-minute mark, such as 14:05',
} as const;
