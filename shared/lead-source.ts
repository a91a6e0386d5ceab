// Which source a lead came from, read from the inquiry context a contact message
// stores. A message sent from Rug Fit is a Rug Fit lead (whatever page or product
// led there: the tool is what turned the visit into a request); a message about a product is a product lead; one whose contact link was
// tagged by a service page, or whose visitor was on a service page before, is a service-page lead;
// a newsletter sign-up is a newsletter lead; everything else (no context, another page of the
// site) is direct. Beside paths.ts rather than in shared/domain: it reads the site's addresses.
import type { LeadSource } from './domain/lead-source.ts';
import { paths, type ContactSource } from './paths.ts';

/** The utm_source the service pages' contact links carry (paths.ts href.contact). */
const SERVICE_PAGES_TAG: ContactSource = 'services';

/** The inquiry context of a contact message, as stored. */
export interface InquiryContext {
  productId: number | null;
  utmSource: string | null;
  fromPage: string | null;
  /** Sent from Rug Fit (it carries the room's palette). */
  rugFit?: boolean;
  /** Made by a booking: a booking is a Booking lead, whatever else it carries. */
  booking?: boolean;
}

const isServicePagePath = (path: string): boolean => path === paths.services || path.startsWith(`${paths.services}/`);

/** The source of a contact message (a newsletter sign-up is always 'newsletter'). */
export function messageLeadSource({ productId, utmSource, fromPage, rugFit = false, booking = false }: InquiryContext): LeadSource {
  if (booking) return 'booking';
  if (rugFit) return 'rugFit';
  if (productId !== null) return 'product';
  if (utmSource === SERVICE_PAGES_TAG || (fromPage !== null && isServicePagePath(fromPage))) return 'servicePage';
  return 'direct';
}
