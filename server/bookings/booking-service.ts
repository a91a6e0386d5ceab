// The visitor's side of booking (docs/product/rules.md#booking): the open times, a booking, and
// what its manage link allows. A start is checked against the calendar in code (a 400 naming why,
// or a 409 with the next open times when it is taken), and the occupancy cells' primary key has the
// last word inside the booking's transaction, so no time is ever booked twice. Nothing is stored
// on a refusal.
import type { VisitOrigin } from '../../shared/contract/visits.ts';
import { BOOKING_MESSAGES, type BookingCreated, type ManagedBooking, type SlotsAnswer } from '../../shared/contract/booking.ts';
import type { AdminConsultationType } from '../../shared/contract/consultation-types.ts';
import type { StartProblem, Slot } from '../../shared/domain/booking/slots.ts';
import { whenText } from '../../shared/domain/booking/when.ts';
import { dateIn } from '../../shared/domain/booking/wall-clock.ts';
import type { Db } from '../db/connection.ts';
import { ConflictError, HttpError, NotFoundError, TooManyRequestsError, ValidationError } from '../http/errors.ts';
import type { NewMessage } from '../inbox/repository.ts';
import { createInboxRepository } from '../inbox/repository.ts';
import type { BookingCalendar, CalendarView } from './calendar.ts';
import { createCommitGroup } from './commit-group.ts';
import type { BookingLimits } from './limits.ts';
import { manageUrlOf } from './mails.ts';
import type { Notices } from './notices.ts';
import { isTaken, type BookingRepository, type BookingRow } from './repository.ts';
import type { BookingSecrets } from './secrets.ts';
import { managedView } from './views.ts';

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const slotAnswer = (slot: Slot) => ({ start: iso(slot.start), end: iso(slot.end) });

export interface BookingServiceDeps {
  db: Db;
  bookings: BookingRepository;
  calendar: BookingCalendar;
  /** An active consultation type by its slug, or the first when none is named. */
  activeType: (slug: string | undefined) => AdminConsultationType | undefined;
  notices: Notices;
  secrets: BookingSecrets;
  limits: BookingLimits;
  now: () => number;
}

/** What a visitor sends, checked by the contract (shared/contract/booking.ts). */
export interface BookingRequest {
  type: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  neighborhood: string | null;
  notes: string | null;
  productId: number | null;
  utmSource: string | null;
  utmMedium: string | null;
  fromPage: string | null;
  rugFit: NewMessage['rugFit'];
}

/** Who sent it: the client (for its limit) and the site's address (for the manage link). */
export interface Sender {
  clientKey: string;
  origin: string;
  /** Whether this booking, valid, is held as a request the owner confirms (past the hourly allowance); asked once it passed every check. */
  hold: () => boolean;
  /** The counted visit it comes from (README, Visits), kept with its lead. */
  visit?: VisitOrigin | null;
}

export function createBookingService({ db, bookings, calendar, activeType, notices, secrets, limits, now }: BookingServiceDeps) {
  const inbox = createInboxRepository(db);
  const group = createCommitGroup(db);

  const typeOf = (slug: string | undefined): AdminConsultationType => {
    const type = activeType(slug);
    if (!type) throw new ValidationError({ type: BOOKING_MESSAGES.type });
    return type;
  };

  const startMessage = (view: CalendarView, problem: Exclude<StartProblem, 'taken'>): string => {
    const message = BOOKING_MESSAGES.start[problem];
    if (typeof message === 'string') return message;
    return message(problem === 'notice' ? view.rules.minimumNoticeHours : view.rules.horizonWeeks);
  };

  /** A taken time: 409 naming start, with the next open times as the one error shape's `current`. */
  const taken = (view: CalendarView, durationMinutes: number, start: number, except = 0) =>
    new ConflictError(BOOKING_MESSAGES.start.taken, {
      fields: { start: BOOKING_MESSAGES.start.taken },
      current: { timeZone: view.timeZone, slots: calendar.nextOpen(view, durationMinutes, start, now(), except).map(slotAnswer) } satisfies SlotsAnswer,
    });

  /** Refuses a start that is not open for a consultation of `durationMinutes` (`except`: the booking being moved). */
  const checkStart = (view: CalendarView, durationMinutes: number, start: number, except = 0) => {
    const problem = calendar.problem(view, durationMinutes, start, now(), except);
    if (problem === 'taken') throw taken(view, durationMinutes, start, except);
    if (problem) throw new ValidationError({ start: startMessage(view, problem) });
  };

  /** Takes the booking's time (with the buffer after it) in its transaction; 409 if anything got there first. */
  const occupy = (view: CalendarView, row: Pick<BookingRow, 'id' | 'startsAt' | 'occupiedUntil' | 'durationMinutes'>) => {
    const until = Date.parse(row.occupiedUntil);
    try {
      bookings.occupyForBooking(row.id, Date.parse(row.startsAt), until);
    } catch (error) {
      if (isTaken(error)) throw taken(view, row.durationMinutes, Date.parse(row.startsAt), row.id);
      throw error;
    }
  };

  const checkLimits = (email: string, clientHash: string) => {
    const at = iso(now());
    if (bookings.upcomingByEmail(email, at, limits.perEmail) >= limits.perEmail) throw new ConflictError(BOOKING_MESSAGES.tooManyForEmail(limits.perEmail), { fields: { email: BOOKING_MESSAGES.tooManyForEmail(limits.perEmail) } });
    if (bookings.upcomingByClient(clientHash, at, limits.perClient) >= limits.perClient) {
      const message = () => BOOKING_MESSAGES.tooManyForClient(limits.perClient);
      throw new TooManyRequestsError(60 * 60, message);
    }
  };

  /** The lead in the inbox: the booking as a message, with where it came from. */
  const leadText = (row: Pick<BookingRow, 'typeName' | 'startsAt' | 'neighborhood' | 'notes'>, timeZone: string) =>
    [`Booked: ${row.typeName}, ${whenText(row.startsAt, timeZone)}.`, ...(row.neighborhood ? [`Neighborhood: ${row.neighborhood}`] : []), ...(row.notes ? ['', row.notes] : [])].join('\n');

  /** Checks the start and the limits, then stores the booking, its time, its lead and its notices: inside one write of a commit group. */
  const book = (input: BookingRequest, sender: Sender): BookingRow => {
    const view = calendar.view();
    const type = typeOf(input.type);
    const start = Date.parse(input.start);
    checkStart(view, type.durationMinutes, start);
    const clientHash = secrets.clientHash(sender.clientKey);
    checkLimits(input.email, clientHash);
    const held = sender.hold();
    const at = now();
    const end = start + type.durationMinutes * MINUTE_MS;
    const nonce = secrets.nonce();
    const stored = {
      typeName: type.name,
      durationMinutes: type.durationMinutes,
      startsAt: iso(start),
      occupiedUntil: iso(end + view.rules.bufferMinutes * MINUTE_MS),
      neighborhood: input.neighborhood,
      notes: input.notes,
    };
    const id = bookings.insert({
      ...stored,
      typeId: type.id,
      typeSlug: type.slug,
      locationNote: type.locationNote,
      endsAt: iso(end),
      status: held ? 'requested' : 'confirmed',
      name: input.name,
      email: input.email,
      phone: input.phone,
      fromPage: input.fromPage,
      clientHash,
      tokenNonce: nonce,
      tokenHash: secrets.tokenHash(secrets.manageToken(nonce)),
      origin: sender.origin,
      createdAt: iso(at),
    });
    // The row is read back once, when everything about it is written: what the checks and the lead
    // need of it is what was just stored.
    if (!held) occupy(view, { ...stored, id });
    const rugFit = input.rugFit && { palette: input.rugFit.palette, mode: input.rugFit.mode, productIds: input.rugFit.productIds };
    const message: NewMessage = { name: input.name, email: input.email, phone: input.phone, service: null, message: leadText(stored, view.timeZone), productId: input.productId, utmSource: input.utmSource, utmMedium: input.utmMedium, fromPage: input.fromPage, rugFit, visit: sender.visit };
    const messageId = Number(inbox.addMessage(message, held).lastInsertRowid);
    inbox.setBooking(messageId, id);
    bookings.setMessageId(id, messageId);
    const row = bookings.find(id)!;
    if (!held) notices.confirmed(row, at);
    return row;
  };

  /** The booking a manage token names while it can still be changed: 404 unknown, 410 cancelled or past. */
  const manageable = (token: string): BookingRow => {
    const row = bookings.findByTokenHash(secrets.tokenHash(token));
    if (!row) throw new NotFoundError(BOOKING_MESSAGES.linkUnknown);
    if (row.status === 'cancelled') throw new HttpError(410, BOOKING_MESSAGES.cancelled);
    if (row.status !== 'confirmed' && row.status !== 'requested') throw new HttpError(410, BOOKING_MESSAGES.past);
    if (Date.parse(row.startsAt) <= now()) throw new HttpError(410, BOOKING_MESSAGES.past);
    return row;
  };

  return {
    /** GET /api/booking/slots: the type's open times, `days` dates from `from` (today in the site's zone when not given). */
    slots(query: { type?: string; from?: string; days: number }): SlotsAnswer {
      const view = calendar.view();
      const type = query.type === undefined ? activeType(undefined) : typeOf(query.type);
      if (!type) return { timeZone: view.timeZone, slots: [] };
      const from = query.from ?? dateIn(now(), view.timeZone);
      return { timeZone: view.timeZone, slots: calendar.slots(view, type.durationMinutes, from, query.days, now()).map(slotAnswer) };
    },

    /** POST /api/bookings: the booking, confirmed or (held) requested, answered once it is on disk. */
    async book(input: BookingRequest, sender: Sender): Promise<BookingCreated> {
      const row = await group.run(() => book(input, sender));
      return { id: row.id, start: row.startsAt, end: row.endsAt, status: row.status === 'requested' ? 'requested' : 'confirmed', manageUrl: manageUrlOf(row, secrets) };
    },

    /** A bot's booking (the honeypot filled): answered as a booking would be, nothing stored. */
    decoy(input: { start: string }, sender: Pick<Sender, 'origin'>): BookingCreated {
      const start = Date.parse(input.start);
      return { id: bookings.nextId(), start: iso(start), end: iso(start + 30 * MINUTE_MS), status: 'confirmed', manageUrl: manageUrlOf({ origin: sender.origin, tokenNonce: secrets.nonce() }, secrets) };
    },

    /** GET /api/bookings/{token}. */
    manage: (token: string): ManagedBooking => managedView(manageable(token), calendar.view().timeZone),

    /** POST /api/bookings/{token}/cancel: the time is free again; both are told (a request was never on anyone's calendar). */
    cancel: (token: string, reason: string | null): Promise<ManagedBooking> => group.run(() => {
      const row = manageable(token);
      const at = now();
      bookings.setStatus(row.id, 'cancelled', iso(at), { by: 'visitor', note: reason });
      bookings.free(row.id);
      const cancelled = bookings.find(row.id)!;
      if (row.status === 'confirmed') notices.cancelled(cancelled, at, reason);
      return managedView(cancelled, calendar.view().timeZone);
    }),

    /** POST /api/bookings/{token}/move: another open time of the same consultation; the invitation follows with the next SEQUENCE. */
    move: (token: string, startText: string): Promise<ManagedBooking> => group.run(() => {
        const row = manageable(token);
        const start = Date.parse(startText);
        const view = calendar.view();
        checkStart(view, row.durationMinutes, start, row.id);
        const at = now();
        const end = start + row.durationMinutes * MINUTE_MS;
        bookings.free(row.id);
        bookings.move(row.id, iso(start), iso(end), iso(end + view.rules.bufferMinutes * MINUTE_MS), iso(at));
        const moved = bookings.find(row.id)!;
        if (moved.status === 'confirmed') {
          occupy(view, moved);
          notices.moved(moved, at);
        }
        return managedView(moved, view.timeZone);
    }),
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
