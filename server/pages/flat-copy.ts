// Page content as it was before sections (decision 220): a flat object whose heroTitle,
// heroSubtitle, ctaTitle and ctaText the six main pages read. Migration 050 upgrades it to the
// page's built-in sections with those four texts in their places, so an owner's edit of them stays
// on the page; the seed writes the same sections from the same rules.
import type { PageSections, Section } from '../../shared/contract/sections/page-content.ts';
import { BOOKING_HOURS, BOOKING_LEAD } from '../../shared/domain/page-copy.ts';
import { paths } from '../../shared/paths.ts';

/** Text read as Markdown shows as typed: the characters Markdown would read as markup are escaped. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>~|]/g, (character) => `\\${character}`);

/** The home subtitle linked its mention of the 17 areas to the areas page, or added a sentence that does. */
const AREA_LINK_PHRASE = /17 Chicagoland[^.,;]*/;

/** A hero subtitle typed as plain text, as the Markdown that shows it as the page did. */
export function subtitleMarkdown(pageSlug: string, text: string): string {
  const escaped = escapeMarkdown(text);
  if (pageSlug !== 'home') return escaped;
  const match = AREA_LINK_PHRASE.exec(escaped);
  if (!match) return `${escaped} [See the neighborhoods we serve.](${paths.serviceAreas})`;
  return `${escaped.slice(0, match.index)}[${match[0]}](${paths.serviceAreas})${escaped.slice(match.index + match[0].length)}`;
}

/** The booking card's text: the booking sentence, the page's call-to-action text, then the opening hours. */
export const bookingText = (ctaText: string) => `${BOOKING_LEAD}${ctaText}${BOOKING_HOURS}`;

/** Content that predates sections (anything without a list of sections). */
export const isFlatCopy = (content: unknown): content is Record<string, unknown> =>
  typeof content === 'object' && content !== null && !Array.isArray((content as { sections?: unknown }).sections);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The built-in sections of `pageSlug` with the flat copy's four texts, where set, in their places. */
export function sectionsFromFlatCopy(pageSlug: string, flat: Record<string, unknown>, builtIn: PageSections): PageSections {
  const sections: Section[] = builtIn.sections.map((section) => ({ ...section }));
  const hero = sections.find((section) => section.kind === 'hero');
  const heroTitle = text(flat.heroTitle);
  const heroSubtitle = text(flat.heroSubtitle);
  if (hero && heroTitle) hero.title = heroTitle;
  if (hero && heroSubtitle) hero.subtitle = subtitleMarkdown(pageSlug, heroSubtitle);
  const ctaTitle = text(flat.ctaTitle);
  const ctaText = text(flat.ctaText);
  const booking = sections.find((section) => section.kind === 'contact');
  const cta = sections.find((section) => section.kind === 'callToAction');
  if (booking) {
    if (ctaTitle) booking.bookingTitle = ctaTitle;
    if (ctaText) booking.bookingText = bookingText(ctaText);
  } else if (cta) {
    if (ctaTitle) cta.title = ctaTitle;
    if (ctaText) cta.text = ctaText;
  }
  return { sections };
}
