// The hero and call-to-action copy the six main public pages read until they render their
// sections (issue 24, phase B): taken from the page's sections (the first hero, and the first call
// to action or, on the contact page, the booking card), or from the page's built-in copy in
// page-copy-defaults/ where the content has none. The seed's sections hold the same built-in copy.
import type { Section } from '../contract/sections/page-content.ts';
import { OPENING_HOURS_TOKEN } from '../contract/sections/section-kinds.ts';

export interface PageCopy {
  heroTitle: string;
  heroSubtitle: string;
  ctaTitle: string;
  ctaText: string;
}

/** How the contact page's booking card begins and ends; the card's text in the sections holds both. */
export const BOOKING_LEAD = 'Book a free 30-minute AI Rug Fit Consultation. ';
export const BOOKING_HOURS = ` We are available ${OPENING_HOURS_TOKEN}.`;

/** A key's text: only non-blank text counts; anything else shows the default. */
const copyText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Inline Markdown as the words it shows: links as their text, escapes undone. */
const plainText = (markdown: string | undefined) => markdown?.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\\([\\`*_[\]<>~])/g, '$1');

const sectionsOf = (content: { sections?: unknown }): Section[] => (Array.isArray(content.sections) ? (content.sections as Section[]) : []);

/** The copy a page shows: its sections' text where set, its built-in `defaults` elsewhere. */
export function pageCopyOf(defaults: PageCopy, content: object): PageCopy {
  const shown = sectionsOf(content).filter((section) => !section.hidden);
  const hero = shown.find((section) => section.kind === 'hero');
  const cta = shown.find((section) => section.kind === 'callToAction');
  const booking = shown.find((section) => section.kind === 'contact');
  const bookingText = copyText(booking?.bookingText)?.replace(BOOKING_HOURS, '');
  return {
    heroTitle: copyText(hero?.title) ?? defaults.heroTitle,
    heroSubtitle: plainText(copyText(hero?.subtitle)) ?? defaults.heroSubtitle,
    ctaTitle: copyText(cta?.title) ?? copyText(booking?.bookingTitle) ?? defaults.ctaTitle,
    ctaText: copyText(cta?.text) ?? (bookingText?.startsWith(BOOKING_LEAD) ? bookingText.slice(BOOKING_LEAD.length) : bookingText) ?? defaults.ctaText,
  };
}
