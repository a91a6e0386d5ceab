// The home page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed's sections of the page hold, and what migration 050 falls back to for a key an owner left empty.
import type { PageCopy } from '../page-copy.ts';

export const HOME_COPY: PageCopy = {
  heroTitle: 'Rugs That Raise Home Value, Protect Pets and Reflect Your Taste',
  heroSubtitle:
    'A boutique Chicago rug consultancy for homeowners, stagers, designers and collectors across 17 Chicagoland neighborhoods and suburbs.',
  ctaTitle: 'Book a Complimentary AI Rug Fit Consultation',
  ctaText:
    'Send us a few room photos and spend 30 minutes with a consultant. Our advice is free with rug orders, supplied at minimum supplier prices.',
};
