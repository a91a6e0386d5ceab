// The services page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed stores and what the page shows for a key its content leaves empty. A file per page, so
// each public page's code carries only its own.
import type { PageCopy } from '../page-copy.ts';

export const SERVICES_COPY: PageCopy = {
  heroTitle: 'Rug Consultancy Services',
  heroSubtitle:
    'From staging a Lincoln Park greystone to sourcing an antique for a Gold Coast co-op, we help you choose rugs with care and with the numbers in view.',
  ctaTitle: 'Not Sure Where to Start?',
  ctaText:
    'Tell us about your home and your plans. We will suggest the right service in a free 30-minute consultation, and reply to messages within 24 hours.',
};
