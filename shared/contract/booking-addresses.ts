// The booking calls' addresses, without schemas (as public-endpoints.ts and admin-endpoints.ts are
// for the rest), so the public pages' islands and the HTTP client take them without zod; their
// schemas are booking-endpoints.ts's (docs/product/api.md#booking). The visitor's calls are
// answered fresh every time (never from the public cache): open times change with every booking
// and with the clock, and a booking's manage token is a secret.

/**
 * The visitor's calls: open times, booking, and the manage link's read, cancel and move. The two
 * reads are also the public reads the booking pages are rendered from (public-endpoints.ts), marked
 * `fresh`: never kept by the public cache, and neither is a page that reads them.
 */
export const bookingPublicAddresses = {
  /** `?type=&from=YYYY-MM-DD&days=N`: the open times. */
  slots: { method: 'GET', path: '/api/booking/slots', queryParams: ['type', 'from', 'days'], fresh: true },
  book: { method: 'POST', path: '/api/bookings' },
  /** The booking a manage link names (its token); 404 unknown, 410 once past or cancelled. */
  manage: { method: 'GET', path: '/api/bookings/:token', fresh: true },
  cancel: { method: 'POST', path: '/api/bookings/:token/cancel' },
  move: { method: 'POST', path: '/api/bookings/:token/move' },
  /** The owner's private calendar feed (iCalendar), by its secret. */
  feed: { method: 'GET', path: '/api/booking-feed/:secret.ics', answer: 'text' },
} as const;

/** The owner's calls (spread into admin-endpoints.ts, so they are the admin API's like any other). */
export const bookingAdminAddresses = {
  /** `?view=upcoming|past|cancelled&page=N`: bookings by day. */
  bookings: { method: 'GET', path: '/api/admin/bookings' },
  booking: { method: 'GET', path: '/api/admin/bookings/:id' },
  /** Mark done or no-show. */
  updateBooking: { method: 'PATCH', path: '/api/admin/bookings/:id' },
  /** Cancel with a note the visitor is told. */
  cancelBooking: { method: 'POST', path: '/api/admin/bookings/:id/cancel' },
  /** Confirm a request held past the hourly allowance: it takes its time now. */
  confirmBooking: { method: 'POST', path: '/api/admin/bookings/:id/confirm' },
  bookingBlocks: { method: 'GET', path: '/api/admin/booking-blocks' },
  createBookingBlock: { method: 'POST', path: '/api/admin/booking-blocks' },
  deleteBookingBlock: { method: 'DELETE', path: '/api/admin/booking-blocks/:id' },
  /** The private calendar feed's address (null when there is none). */
  bookingFeed: { method: 'GET', path: '/api/admin/booking-feed' },
  /** A new address; the old one stops working. */
  renewBookingFeed: { method: 'POST', path: '/api/admin/booking-feed' },
  /** No address: the feed stops working until renewed. */
  revokeBookingFeed: { method: 'DELETE', path: '/api/admin/booking-feed' },
} as const;
