// The contact page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed's sections of the page hold, and what migration 050 falls back to for a key an owner left empty.
import type { PageCopy } from '../page-copy.ts';

export const CONTACT_COPY: PageCopy = {
  heroTitle: 'Contact Us',
  heroSubtitle:
    'Ask a question, share a few room photos, or book a free 30-minute AI Rug Fit Consultation. We reply within 24 hours on weekdays.',
  ctaTitle: 'Prefer to Talk It Through?',
  // The booking card follows this with the opening hours from Settings.
  ctaText: 'Pick a time that suits you on our booking calendar.',
};
