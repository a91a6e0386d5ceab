// The proof-roi page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed's sections of the page hold, and what migration 050 falls back to for a key an owner left empty.
import type { PageCopy } from '../page-copy.ts';

export const PROOF_ROI_COPY: PageCopy = {
  heroTitle: 'Proof & ROI',
  heroSubtitle:
    'Move the sliders to see how staging rugs could affect your sale price and carrying costs. The model is simple on purpose, so you can check every step.',
  ctaTitle: 'Want a Projection for Your Home?',
  ctaText:
    'Book a free consultation and we will build an ROI projection from your actual list price, rooms and timeline. Projections are estimates, not guarantees.',
};
