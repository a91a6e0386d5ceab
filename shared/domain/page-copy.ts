// The hero and call-to-action copy of the six editable pages: the keys of a page's content JSON
// the public pages read (and the admin's page form edits), what the seed stores, and what a page
// shows for a key its page content leaves empty (or before it was ever saved).
import type { PageSlug } from '../contract/pages.ts';

/** The content keys each editable page reads, with the admin form's label for each. */
export const PAGE_COPY_FIELDS = [
  { key: 'heroTitle', label: 'Hero title', multiline: false },
  { key: 'heroSubtitle', label: 'Hero subtitle', multiline: true },
  { key: 'ctaTitle', label: 'Call to action title', multiline: false },
  { key: 'ctaText', label: 'Call to action text', multiline: true },
] as const;

export type PageCopyKey = (typeof PAGE_COPY_FIELDS)[number]['key'];
export type PageCopy = Record<PageCopyKey, string>;

/** A key's text in a page's content JSON: only non-blank text counts; anything else shows the default. */
const copyText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The copy a page shows: its content's text for each key it reads, the built-in default elsewhere. */
export function pageCopyOf(slug: PageSlug, content: Record<string, unknown>): PageCopy {
  const defaults = PAGE_COPY_DEFAULTS[slug];
  return Object.fromEntries(PAGE_COPY_FIELDS.map(({ key }) => [key, copyText(content[key]) ?? defaults[key]])) as PageCopy;
}

export const PAGE_COPY_DEFAULTS: Record<PageSlug, PageCopy> = {
  'home': {
    heroTitle: 'Rugs That Raise Home Value, Protect Pets and Reflect Your Taste',
    heroSubtitle:
      'A boutique Chicago rug consultancy for homeowners, stagers, designers and collectors across 17 Chicagoland neighborhoods and suburbs.',
    ctaTitle: 'Book a Complimentary AI Rug Fit Consultation',
    ctaText:
      'Send us a few room photos and spend 30 minutes with a consultant. Our advice is free with rug orders, supplied at minimum supplier prices.',
  },
  'services': {
    heroTitle: 'Rug Consultancy Services',
    heroSubtitle:
      'From staging a Lincoln Park greystone to sourcing an antique for a Gold Coast co-op, we help you choose rugs with care and with the numbers in view.',
    ctaTitle: 'Not Sure Where to Start?',
    ctaText:
      'Tell us about your home and your plans. We will suggest the right service in a free 30-minute consultation, and reply to messages within 24 hours.',
  },
  'about': {
    heroTitle: 'A Boutique Rug Consultancy, Rooted in Chicago',
    heroSubtitle:
      'We help Chicagoland homeowners choose rugs that look right, hold their value and are safe to live with, one room at a time.',
    ctaTitle: "Let's Talk About Your Rooms",
    ctaText:
      'Whether you are selling, settling in or collecting, we are happy to start with a conversation. Book a free 30-minute consultation.',
  },
  'contact': {
    heroTitle: 'Contact Us',
    heroSubtitle:
      'Ask a question, share a few room photos, or book a free 30-minute AI Rug Fit Consultation. We reply within 24 hours on weekdays.',
    ctaTitle: 'Prefer to Talk It Through?',
    // The booking card follows this with the opening hours from Settings.
    ctaText: 'Pick a time that suits you on our booking calendar.',
  },
  'proof-roi': {
    heroTitle: 'Proof & ROI',
    heroSubtitle:
      'Move the sliders to see how staging rugs could affect your sale price and carrying costs. The model is simple on purpose, so you can check every step.',
    ctaTitle: 'Want a Projection for Your Home?',
    ctaText:
      'Book a free consultation and we will build an ROI projection from your actual list price, rooms and timeline. Projections are estimates, not guarantees.',
  },
  'health-pets': {
    heroTitle: 'Synthetic Rugs & Pet Health',
    heroSubtitle:
      'A careful look at rug materials for homes with dogs and cats: what to look for, what to avoid and what certifications really cover.',
    ctaTitle: 'Get a Pet-Safe Material Review',
    ctaText:
      'We review fibers, dyes, finishes and backings, and guide you through lab testing if you want it. Our reviews cover materials and are not veterinary advice.',
  },
};
