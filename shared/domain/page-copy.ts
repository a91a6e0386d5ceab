// The hero and call-to-action copy of the six editable pages: the keys of a page's content JSON
// the public pages read (and the admin's page form edits), what the seed stores, and what a page
// shows for a key its page content leaves empty (or before it was ever saved): each page's own
// file in page-copy-defaults/, all of them by slug in page-copy-defaults.ts.

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

/** The copy a page shows: its content's text for each key it reads, its built-in `defaults` elsewhere. */
export function pageCopyOf(defaults: PageCopy, content: Record<string, unknown>): PageCopy {
  return Object.fromEntries(PAGE_COPY_FIELDS.map(({ key }) => [key, copyText(content[key]) ?? defaults[key]])) as PageCopy;
}
