// The services page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed's sections of the page hold, and what migration 050 falls back to for a key an owner left empty.
import type { PageCopy } from '../page-copy.ts';

export const SERVICES_COPY: PageCopy = {
  heroTitle: 'Rug Consultancy Services',
  heroSubtitle:
    'From staging a Lincoln Park greystone to sourcing an antique for a Gold Coast co-op, we help you choose rugs with care and with the numbers in view.',
  ctaTitle: 'Not Sure Where to Start?',
  ctaText:
    'Tell us about your home and your plans. We will suggest the right service in a free 30-minute consultation, and reply to messages within 24 hours.',
};
