// The home page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed stores and what the page shows for a key its content leaves empty. A file per page, so
// each public page's code carries only its own.
import type { PageCopy } from '../page-copy.ts';

export const HOME_COPY: PageCopy = {
  heroTitle: 'Rugs That Raise Home Value, Protect Pets and Reflect Your Taste',
  heroSubtitle:
    'A boutique Chicago rug consultancy for homeowners, stagers, designers and collectors across 17 Chicagoland neighborhoods and suburbs.',
  ctaTitle: 'Book a Complimentary AI Rug Fit Consultation',
  ctaText:
    'Send us a few room photos and spend 30 minutes with a consultant. Our advice is free with rug orders, supplied at minimum supplier prices.',
};
