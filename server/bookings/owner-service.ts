// The owner's side of booking (docs/product/rules.md#booking): bookings by day, cancel with a note,
// confirm a held request, mark done or no-show, block a time, the private calendar feed, and the
// dashboard's next bookings.
import { BOOKING_MESSAGES, BOOKINGS_PAGE_SIZE, type AdminBooking, type BookingBlock, type BookingFeed, type BookingsPage, type BookingView } from '../../shared/contract/booking.ts';
import { dateIn } from '../../shared/domain/booking/wall-clock.ts';
import { listPage, pageOffset } from '../../shared/domain/paging.ts';
import type { Db } from '../db/connection.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { createInboxRepository } from '../inbox/repository.ts';
import type { SettingsService } from '../settings/service.ts';
import type { BookingCalendar, CalendarView } from './calendar.ts';
import { feedCalendar } from './invitations.ts';
import { manageUrlOf } from './mails.ts';
import type { Notices } from './notices.ts';
import { isTaken, type BookingRepository, type BookingRow } from './repository.ts';
import type { BookingSecrets } from './secrets.ts';
import { adminView } from './views.ts';

const iso = (ms: number) => new Date(ms).toISOString();
/** The feed keeps a year of past bookings beside every future one. */
const FEED_PAST_MS = 365 * 24 * 60 * 60_000;

export interface OwnerServiceDeps {
  db: Db;
  bookings: BookingRepository;
  calendar: BookingCalendar;
  settings: SettingsService;
  notices: Notices;
  secrets: BookingSecrets;
  now: () => number;
}

export function createOwnerService({ db, bookings, calendar, settings, notices, secrets, now }: OwnerServiceDeps) {
  const inbox = createInboxRepository(db);
  const found = (id: number): BookingRow => {
    const row = bookings.find(id);
    if (!row) throw new NotFoundError();
    return row;
  };
  const isOpen = (row: BookingRow) => (row.status === 'confirmed' || row.status === 'requested') && Date.parse(row.endsAt) > now();
  const taken = (view: CalendarView, row: BookingRow) =>
    new ConflictError(BOOKING_MESSAGES.start.taken, {
      fields: { start: BOOKING_MESSAGES.start.taken },
      current: { timeZone: view.timeZone, slots: calendar.nextOpen(view, row.durationMinutes, Date.parse(row.startsAt), now(), row.id).map((slot) => ({ start: iso(slot.start), end: iso(slot.end) })) },
    });
  const feedOf = (origin: string): BookingFeed => {
    const stored = bookings.feed();
    return stored ? { url: `${origin}/api/booking-feed/${secrets.feedSecret(stored.nonce)}.ics`, createdAt: stored.createdAt } : { url: null, createdAt: null };
  };

  return {
    /** One page of a view, grouped by the date each starts on in the site's zone. */
    list(view: BookingView, page: number): BookingsPage {
      const at = iso(now());
      const { timeZone } = calendar.view();
      const { rows, total } = bookings.page(view, at, BOOKINGS_PAGE_SIZE, pageOffset(page, BOOKINGS_PAGE_SIZE));
      const days: BookingsPage['days'] = [];
      for (const row of rows) {
        const date = dateIn(Date.parse(row.startsAt), timeZone);
        const last = days[days.length - 1];
        if (last?.date === date) last.bookings.push(adminView(row));
        else days.push({ date, bookings: [adminView(row)] });
      }
      const { items: _rows, ...paging } = listPage(rows, total, page, BOOKINGS_PAGE_SIZE);
      return { view, timeZone, days, ...paging, requested: bookings.requestedCount(at) };
    },

    get: (id: number): AdminBooking => adminView(found(id)),

    /** Cancels an upcoming booking with a note the visitor is sent; its time is free again. */
    cancel: db.transaction((id: number, note: string | null): AdminBooking => {
      const row = found(id);
      if (!isOpen(row)) throw new ConflictError(BOOKING_MESSAGES.notOpen);
      const at = now();
      bookings.setStatus(id, 'cancelled', iso(at), { by: 'owner', note });
      bookings.free(id);
      const cancelled = found(id);
      if (row.status === 'confirmed') notices.cancelled(cancelled, at, note);
      else notices.declined(cancelled, at, note);
      return adminView(cancelled);
    }),

    /** Confirms a request held past the hourly allowance: it takes its time (409 if that is gone), its lead joins the inbox, both are sent the invitation. */
    confirm: db.transaction((id: number): AdminBooking => {
      const row = found(id);
      if (row.status !== 'requested' || !isOpen(row)) throw new ConflictError(BOOKING_MESSAGES.notRequested);
      const at = now();
      const view = calendar.view();
      try {
        bookings.occupyForBooking(id, Date.parse(row.startsAt), Math.max(Date.parse(row.occupiedUntil), Date.parse(row.endsAt) + view.rules.bufferMinutes * 60_000));
      } catch (error) {
        if (isTaken(error)) throw taken(view, row);
        throw error;
      }
      bookings.setStatus(id, 'confirmed', iso(at));
      if (row.messageId !== null) inbox.releaseMessage(row.messageId);
      const confirmed = found(id);
      notices.confirmed(confirmed, at);
      return adminView(confirmed);
    }),

    /** Done or no-show, once it has started. */
    setOutcome(id: number, status: 'done' | 'noShow'): AdminBooking {
      const row = found(id);
      if (row.status === 'cancelled' || row.status === 'requested') throw new ConflictError(BOOKING_MESSAGES.notMarkable, { fields: { status: BOOKING_MESSAGES.notMarkable } });
      if (Date.parse(row.startsAt) > now()) throw new ConflictError(BOOKING_MESSAGES.notStarted, { fields: { status: BOOKING_MESSAGES.notStarted } });
      bookings.setStatus(id, status, iso(now()));
      return adminView(found(id));
    },

    /** Requests waiting for confirmation (the bound of held ones counts them). */
    requestedCount: () => bookings.requestedCount(iso(now())),

    blocks: (): BookingBlock[] => bookings.blocksEndingAfter(iso(now())),

    /** A time kept free of bookings; 409 naming start when a booking is there. Nobody is mailed. */
    block: db.transaction((start: string, end: string, note: string | null): BookingBlock => {
      const id = bookings.addBlock(start, end, note, iso(now()));
      try {
        bookings.occupyForBlock(id, Date.parse(start), Date.parse(end));
      } catch (error) {
        if (isTaken(error)) throw new ConflictError(BOOKING_MESSAGES.blockMeetsBooking, { fields: { start: BOOKING_MESSAGES.blockMeetsBooking } });
        throw error;
      }
      return bookings.block(id)!;
    }),

    removeBlock(id: number): void {
      if (!bookings.removeBlock(id)) throw new NotFoundError();
    },

    feed: feedOf,
    /** A new feed address (the old one stops working). */
    renewFeed(origin: string): BookingFeed {
      bookings.setFeed(secrets.nonce(), iso(now()));
      return feedOf(origin);
    },
    revokeFeed(origin: string): BookingFeed {
      bookings.removeFeed();
      return feedOf(origin);
    },

    /** The feed's iCalendar for its secret; 404 for any other (or none). */
    feedCalendar(secret: string): string {
      const stored = bookings.feed();
      if (!stored || !secrets.isFeedSecret(stored.nonce, secret)) throw new NotFoundError();
      const site = settings.admin.get();
      const events = bookings.endingAfter(iso(now() - FEED_PAST_MS)).map((booking) => ({
        booking,
        start: booking.startsAt,
        end: booking.endsAt,
        sequence: booking.sequence,
        cancelled: booking.status === 'cancelled',
        manageUrl: isOpen(booking) ? manageUrlOf(booking, secrets) : null,
      }));
      return feedCalendar(events, { name: site.companyName, email: site.email }, `${site.companyName}: bookings`);
    },

    /** The dashboard's next three (requests waiting for confirmation among them). */
    next: () =>
      bookings.next(iso(now()), 3).map((row) => ({ id: row.id, start: row.startsAt, end: row.endsAt, name: row.name, consultation: row.typeName, status: row.status === 'requested' ? ('requested' as const) : ('confirmed' as const) })),
  };
}
export type OwnerService = ReturnType<typeof createOwnerService>;
