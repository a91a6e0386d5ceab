// Where every "Book" call to action leads (docs/product/rules.md#booking): the site's own booking
// page while the owner books on this site, or the settings' booking link when they book through
// another service. The one owner of that choice: every page's button asks it. Beside paths.ts: it
// reads the site's addresses. Without zod, for the public pages.
import { DEFAULT_BOOKING_MODE, type BookingMode } from './domain/booking/booking-mode.ts';
import { paths } from './paths.ts';

/** Where a "Book" button goes, from the settings as the public pages read them. */
export function bookingHref(settings: { bookingMode?: BookingMode | null; bookingUrl: string }): string {
  return (settings.bookingMode ?? DEFAULT_BOOKING_MODE) === 'external' ? settings.bookingUrl : paths.book;
}
