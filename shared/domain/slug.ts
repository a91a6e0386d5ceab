// Slug generation (docs/product/api.md#payload-rules): lowercase, runs of non-alphanumerics become one hyphen,
// leading and trailing hyphens trimmed. Accents are folded first so "Café Noir" gives
// "cafe-noir" rather than "caf-noir". Cyrillic and Greek letters are then written in Latin
// letters (TRANSLITERATION below), so "Ковёр Бухара" gives "kover-bukhara" rather than nothing;
// Latin text keeps the rule above exactly. The server applies it to a slug left empty; forms send
// the slug as typed (empty included) and never make one themselves.

/** The longest slug a record may have, typed or made. */
export const MAX_SLUG_LENGTH = 120;

/**
 * Lowercase Cyrillic and Greek letters in Latin ones, after accents are folded (so й, ё, ї, ά
 * arrive as и, е, і, α): Cyrillic as passports write it (ICAO Doc 9303, with the letters of
 * Ukrainian, Belarusian, Serbian and Macedonian), Greek as ELOT 743. Owned here rather than taken
 * from a package: shared/domain imports only zod and Rug Fit's colour libraries
 * (scripts/lint/import-zones.ts), and two alphabets suffice for the names this site's owner
 * writes; any other script still falls to the hyphen rule.
 */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', ѓ: 'gj', е: 'e', є: 'ie', ж: 'zh', з: 'z', ѕ: 'dz',
  и: 'i', і: 'i', ј: 'j', к: 'k', ќ: 'kj', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch',
  ъ: 'ie', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n',
  ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

const CYRILLIC_OR_GREEK = /[\u0370-\u03ff\u0400-\u04ff]/g;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(CYRILLIC_OR_GREEK, (letter) => TRANSLITERATION[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug made for a record from its name or title: slugified, cut to MAX_SLUG_LENGTH without a trailing hyphen. */
export const slugFrom = (text: string): string => slugify(text).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
