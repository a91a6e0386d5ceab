// Slug generation (spec section 5): lowercase, runs of non-alphanumerics become one hyphen,
// leading and trailing hyphens trimmed. Accents are folded first so "Café Noir" gives
// "cafe-noir" rather than "caf-noir". Letters of other scripts (Cyrillic, Greek, …) are
// transliterated into Latin first by a library made for it, so "Ковёр Бухара" gives
// "kovyor-bukhara" rather than nothing; Latin text is left to the rule above, unchanged. The server
// applies it to a slug left empty; forms send the slug as typed (empty included) and never make one
// themselves.
import transliterate from '@sindresorhus/transliterate';

/** The longest slug a record may have, typed or made. */
export const MAX_SLUG_LENGTH = 120;

/** Runs of letters outside the Latin script (punctuation, digits and spaces are common to all). */
const OTHER_SCRIPTS = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/gu;

export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .replace(OTHER_SCRIPTS, (run) => transliterate(run))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug made for a record from its name or title: slugified, cut to MAX_SLUG_LENGTH without a trailing hyphen. */
export const slugFrom = (text: string): string => slugify(text).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
