// The booking calls with their schemas (their addresses: booking-addresses.ts): the visitor's reads
// among the public reads (`endpoints.public`: the booking pages are rendered from them), their
// writes and the feed in `endpoints.booking`, the owner's among the admin calls.
import { z } from 'zod';
import { okBody } from './auth.ts';
import { bookingAdminAddresses, bookingPublicAddresses } from './booking-addresses.ts';
import {
  adminBooking,
  bookingBlock,
  bookingBlockInput,
  bookingCreated,
  bookingFeed,
  bookingInput,
  bookingListQuery,
  bookingOutcomeInput,
  bookingsPage,
  emptyInput,
  managedBooking,
  moveInput,
  ownerCancelInput,
  slotsAnswer,
  slotsQuery,
  visitorCancelInput,
} from './booking.ts';

const pub = bookingPublicAddresses;
/** The reads, by their names among the public reads. */
export const bookingReadEndpoints = {
  bookingSlots: { ...pub.slots, admin: false, query: slotsQuery, output: slotsAnswer },
  managedBooking: { ...pub.manage, admin: false, output: managedBooking },
} as const;

export const bookingPublicEndpoints = {
  book: { ...pub.book, admin: false, input: bookingInput, output: bookingCreated },
  cancel: { ...pub.cancel, admin: false, input: visitorCancelInput, output: managedBooking },
  move: { ...pub.move, admin: false, input: moveInput, output: managedBooking },
  feed: { ...pub.feed, admin: false },
} as const;

const adm = bookingAdminAddresses;
export const bookingAdminEndpoints = {
  bookings: { ...adm.bookings, admin: true, query: bookingListQuery, output: bookingsPage },
  booking: { ...adm.booking, admin: true, output: adminBooking },
  updateBooking: { ...adm.updateBooking, admin: true, input: bookingOutcomeInput, output: adminBooking },
  cancelBooking: { ...adm.cancelBooking, admin: true, input: ownerCancelInput, output: adminBooking },
  confirmBooking: { ...adm.confirmBooking, admin: true, input: emptyInput, output: adminBooking },
  bookingBlocks: { ...adm.bookingBlocks, admin: true, output: z.array(bookingBlock) },
  createBookingBlock: { ...adm.createBookingBlock, admin: true, input: bookingBlockInput, output: bookingBlock },
  deleteBookingBlock: { ...adm.deleteBookingBlock, admin: true, output: okBody },
  bookingFeed: { ...adm.bookingFeed, admin: true, output: bookingFeed },
  renewBookingFeed: { ...adm.renewBookingFeed, admin: true, input: emptyInput, output: bookingFeed },
  revokeBookingFeed: { ...adm.revokeBookingFeed, admin: true, output: bookingFeed },
} as const;
