// How much of the calendar one stranger can take (docs/product/rules.md#booking): upcoming
// bookings per email and per client, and a site-wide hourly allowance past which new bookings are
// held as requests the owner confirms (they take no time until then). The contact form's per-client
// rate limit and bound of held submissions apply too (server/inbox/form-limits.ts).

export interface BookingLimits {
  /** Upcoming bookings (and requests) one email may hold (BOOKINGS_PER_EMAIL). */
  perEmail: number;
  /** Upcoming bookings one client (an address, an IPv6 /64) may hold (BOOKINGS_PER_CLIENT). */
  perClient: number;
  /** Bookings from everyone in an hour taken at once (BOOKINGS_PER_HOUR); the rest wait as requests. */
  perHour: number;
}

export const DEFAULT_BOOKING_LIMITS: BookingLimits = { perEmail: 2, perClient: 2, perHour: 20 };
