// The booking calls (shared/contract/booking-addresses.ts). The visitor's are mounted before the
// public cache and answered with no-store: open times change with every booking and with the
// clock, and a manage token or the feed's secret must never sit in a cache. POST /api/bookings
// takes the contact form's limits (per client, an hourly allowance past which bookings are held as
// requests, a bound on the held ones) and its honeypot; Idempotency-Key replays sit right before
// the handler, as for the contact form.
import { Router, type RequestHandler } from 'express';
import { bookingPublicAddresses } from '../../shared/contract/booking-addresses.ts';
import { bookingBlockInput, bookingInput, bookingListQuery, bookingOutcomeInput, emptyInput, moveInput, ownerCancelInput, slotsQuery, visitorCancelInput } from '../../shared/contract/booking.ts';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { isBotSubmission } from '../../shared/contract/honeypot.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { clientKey } from '../http/client-key.ts';
import { TooManyRequestsError } from '../http/errors.ts';
import { noStore } from '../http/no-store.ts';
import type { OriginOf } from '../http/public-origin.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { createFormAllowance, perClientLimit, type FormLimits } from '../inbox/form-limits.ts';
import type { BookingService } from './booking-service.ts';
import type { OwnerService } from './owner-service.ts';
import type { VisitCounter } from '../visits/visit-counter.ts';

export interface BookingRouteOptions {
  formLimits: FormLimits;
  perHour: number;
  idempotent: RequestHandler;
  originOf: OriginOf;
  now: () => number;
  /** The visit counts (README, Visits): the visit a booking comes from, and crediting it with the booking. */
  visits?: Pick<VisitCounter, 'visitOf' | 'credit'>;
}

const paths = bookingPublicAddresses;
const tokenOf = (raw: unknown) => String(raw ?? '');

export function bookingPublicRoutes(booking: BookingService, owner: OwnerService, { formLimits, perHour, idempotent, originOf, now, visits }: BookingRouteOptions): Router {
  const router = Router();
  const allowance = createFormAllowance(perHour, now);
  /** Past the hour's allowance a booking waits as a request; past the bound of waiting ones, a 429. */
  const held = (): boolean => {
    if (allowance.take()) return false;
    if (owner.requestedCount() >= formLimits.heldAtMost) throw new TooManyRequestsError(allowance.secondsLeft(), ERROR_MESSAGES.tooManyRequests);
    return true;
  };
  router.use(['/api/booking', '/api/bookings', '/api/booking-feed'], noStore);

  router.get(paths.slots.path, (req, res) => {
    res.json(booking.slots(parseInput(slotsQuery, req.query)));
  });
  router.post(paths.book.path, perClientLimit(formLimits), idempotent, async (req, res) => {
    const input = parseInput(bookingInput, req.body);
    const sender = { clientKey: clientKey(req), origin: originOf(req) };
    if (isBotSubmission(input)) {
      res.status(201).json(booking.decoy(input, sender));
      return;
    }
    const created = await booking.book(input, { ...sender, hold: held, visit: visits?.visitOf(req) });
    visits?.credit(req, 'booking');
    res.status(201).json(created);
  });
  const manageLimit = perClientLimit(formLimits);
  router.get(paths.manage.path, (req, res) => {
    res.json(booking.manage(tokenOf(req.params.token)));
  });
  router.post(paths.cancel.path, manageLimit, async (req, res) => {
    res.json(await booking.cancel(tokenOf(req.params.token), parseInput(visitorCancelInput, req.body).reason));
  });
  router.post(paths.move.path, manageLimit, async (req, res) => {
    res.json(await booking.move(tokenOf(req.params.token), parseInput(moveInput, req.body).start));
  });
  router.get(paths.feed.path, (req, res) => {
    res.type('text/calendar; charset=utf-8').send(owner.feedCalendar(tokenOf(req.params.secret)));
  });
  return router;
}

/** The owner's booking calls, behind the session check. */
export const bookingAdminHandlers = (owner: OwnerService, originOf: OriginOf): AdminHandlers => ({
  bookings: (req, res) => {
    const { view, page } = parseInput(bookingListQuery, req.query);
    res.json(owner.list(view, page));
  },
  booking: (req, res) => {
    res.json(owner.get(parseId(req.params.id)));
  },
  updateBooking: (req, res) => {
    const id = parseId(req.params.id);
    res.json(owner.setOutcome(id, parseInput(bookingOutcomeInput, req.body).status));
  },
  cancelBooking: (req, res) => {
    const id = parseId(req.params.id);
    res.json(owner.cancel(id, parseInput(ownerCancelInput, req.body).note));
  },
  confirmBooking: (req, res) => {
    const id = parseId(req.params.id);
    parseInput(emptyInput, req.body);
    res.json(owner.confirm(id));
  },
  bookingBlocks: (_req, res) => {
    res.json(owner.blocks());
  },
  createBookingBlock: (req, res) => {
    const { start, end, note } = parseInput(bookingBlockInput, req.body);
    res.status(201).json(owner.block(start, end, note));
  },
  deleteBookingBlock: (req, res) => {
    owner.removeBlock(parseId(req.params.id));
    res.json({ ok: true });
  },
  bookingFeed: (req, res) => {
    res.json(owner.feed(originOf(req)));
  },
  renewBookingFeed: (req, res) => {
    parseInput(emptyInput, req.body);
    res.json(owner.renewFeed(originOf(req)));
  },
  revokeBookingFeed: (req, res) => {
    res.json(owner.revokeFeed(originOf(req)));
  },
});
