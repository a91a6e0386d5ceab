// Booking is built into the site (docs/product/rules.md#booking): the seeded "Book" buttons now lead
// to the booking page's address (/jacobs/book), which every page resolves to wherever Settings send
// bookings, the footer has a Book button, and the contact page's booking card no longer says it
// opens in a new tab. A page saved before still holds the old seeded values: only those exact
// seeded values are changed (a button the owner relabelled or pointed elsewhere, and a note they
// rewrote, are left alone), and a changed page is a new version, so an editor still holding the old
// one gets the usual conflict rather than writing it back.
import type { Db } from '../../db/connection.ts';

/** The seeded Book buttons' labels, which led to the contact page. */
const BOOK_LABELS = new Set(['Book Consultation', 'Book Your Consultation', 'Book a Free Consultation', 'Book a Material Review']);
const CONTACT = '/jacobs/contact';
const BOOK = '/jacobs/book';
const OLD_BOOKING_NOTE = 'Opens our booking calendar in a new tab.';
const NEW_BOOKING_NOTE = 'Free and without obligation. Move or cancel it any time from the link in your email.';
const FOOTER_BOOK_BUTTON = 'Book a Consultation';

type Values = Record<string, unknown>;

/** A seeded Book button's link to the contact page (with its campaign tags) as the booking page's. */
function bookLink(button: Values): string | undefined {
  const link = typeof button.link === 'string' ? button.link : '';
  if (!BOOK_LABELS.has(String(button.label)) || !(link === CONTACT || link.startsWith(`${CONTACT}?`))) return undefined;
  const query = new URLSearchParams(link.slice(CONTACT.length + 1));
  const kept = new URLSearchParams([...query].filter(([name]) => name === 'utm_source' || name === 'utm_medium'));
  return kept.size > 0 ? `${BOOK}?${kept.toString()}` : BOOK;
}

/** The section with the new seeded values, or undefined when it holds none of the old. */
function upgradedSection(section: Values): Values | undefined {
  let changed = false;
  const next = { ...section };
  if (Array.isArray(section.buttons)) {
    next.buttons = (section.buttons as Values[]).map((button) => {
      const link = bookLink(button);
      if (!link) return button;
      changed = true;
      return { ...button, link };
    });
  }
  if (section.kind === 'footer' && !('bookButton' in section)) {
    next.bookButton = FOOTER_BOOK_BUTTON;
    changed = true;
  }
  if (section.kind === 'contact' && section.bookingNote === OLD_BOOKING_NOTE) {
    next.bookingNote = NEW_BOOKING_NOTE;
    changed = true;
  }
  return changed ? next : undefined;
}

export function up(db: Db) {
  const now = new Date().toISOString();
  const pages = db.prepare('SELECT page_slug, content FROM page_content').all() as { page_slug: string; content: string }[];
  const save = db.prepare('UPDATE page_content SET content = ?, version = version + 1, updated_at = ? WHERE page_slug = ?');
  for (const page of pages) {
    let content: { sections?: unknown };
    try {
      content = JSON.parse(page.content) as { sections?: unknown };
    } catch {
      continue;
    }
    if (!Array.isArray(content.sections)) continue;
    let changed = false;
    const sections = (content.sections as Values[]).map((section) => {
      const upgraded = section && typeof section === 'object' ? upgradedSection(section) : undefined;
      if (!upgraded) return section;
      changed = true;
      return upgraded;
    });
    if (changed) save.run(JSON.stringify({ ...content, sections }), now, page.page_slug);
  }
}
