// Slug generation (spec section 5): lowercase, runs of non-alphanumerics become one hyphen,
// leading and trailing hyphens trimmed. Accents are folded first so "Café Noir" gives
// "cafe-noir" rather than "caf-noir".

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
