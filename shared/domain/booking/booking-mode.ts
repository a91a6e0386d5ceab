// How the site takes bookings: on this site, or through the settings' booking link (another
// service). Where a "Book" button then leads is shared/booking-link.ts's to say.

export const BOOKING_MODES = [
  { value: 'site', label: 'Booking on this site' },
  { value: 'external', label: 'The booking link' },
] as const;
export type BookingMode = (typeof BOOKING_MODES)[number]['value'];
export const DEFAULT_BOOKING_MODE: BookingMode = 'site';
