// Where every "Book" call to action leads (docs/product/rules.md#booking): the site's own booking
// page while the owner books on this site, or the settings' booking link when they book through
// another service. The one owner of that choice: every page's button asks it, and so does every
// button an owner writes in a section with the booking page's address (/jacobs/book): that address
// means "the booking page, wherever it is". Beside paths.ts: it reads the site's addresses. Without
// zod, for the public pages.
import { bookAddress, NO_CARRY, type BookingCarry } from './domain/booking/book-page.ts';
import { DEFAULT_BOOKING_MODE, type BookingMode } from './domain/booking/booking-mode.ts';
import { paths } from './paths.ts';

type BookingSettings = { bookingMode?: BookingMode | null; bookingUrl: string };

const booksOnThisSite = (settings: BookingSettings) => (settings.bookingMode ?? DEFAULT_BOOKING_MODE) === 'site';

/**
 * Where a "Book" button goes, from the settings as the public pages read them. `carry`: what the
 * booking takes from the page the button is on (a product, a page's campaign tags), on this site.
 */
export function bookingHref(settings: BookingSettings, carry: Partial<BookingCarry> = {}): string {
  return booksOnThisSite(settings) ? bookAddress(paths.book, {}, { ...NO_CARRY, ...carry }) : settings.bookingUrl;
}

/** A link an owner wrote (a section's button): the booking page's address leads wherever booking is; any other link is itself. */
export function siteLink(link: string, settings: BookingSettings): string {
  const [path] = link.split(/[?#]/, 1);
  if (path.toLowerCase().replace(/\/+$/, '') !== paths.book) return link;
  return booksOnThisSite(settings) ? link : settings.bookingUrl;
}

/** Whether a Book button leads to another site (the booking link): it then opens in a new tab. */
export const isOtherSite = (href: string): boolean => /^https?:\/\//i.test(href);

/** A Book button's link: where it leads, and whether that is another site (opened in a new tab). */
export function bookLink(settings: BookingSettings, carry: Partial<BookingCarry> = {}): { to: string; external: boolean } {
  const to = bookingHref(settings, carry);
  return { to, external: isOtherSite(to) };
}
