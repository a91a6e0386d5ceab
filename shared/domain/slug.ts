// Slug generation (spec section 5): lowercase, runs of non-alphanumerics become one hyphen,
// leading and trailing hyphens trimmed. Accents are folded first so "Café Noir" gives
// "cafe-noir" rather than "caf-noir". The server applies it to a slug left empty; forms send
// the slug as typed (empty included) and never make one themselves.

/** The longest slug a record may have, typed or made. */
export const MAX_SLUG_LENGTH = 120;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug made for a record from its name or title: slugified, cut to MAX_SLUG_LENGTH without a trailing hyphen. */
export const slugFrom = (text: string): string => slugify(text).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
