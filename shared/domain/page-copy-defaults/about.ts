// The about page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed's sections of the page hold, and what migration 050 falls back to for a key an owner left empty.
import type { PageCopy } from '../page-copy.ts';

export const ABOUT_COPY: PageCopy = {
  heroTitle: 'A Boutique Rug Consultancy, Rooted in Chicago',
  heroSubtitle:
    'We help Chicagoland homeowners choose rugs that look right, hold their value and are safe to live with, one room at a time.',
  ctaTitle: "Let's Talk About Your Rooms",
  ctaText:
    'Whether you are selling, settling in or collecting, we are happy to start with a conversation. Book a free 30-minute consultation.',
};
