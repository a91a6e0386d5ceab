// The version rule of every editable record (docs/product/api.md#versions-and-conflicts, decision 003), in one
// place: what version 0 means, which version a write may state, and how it is stated (If-Match).
// Without zod (the HTTP client states versions; decision 201): the schema of a stated version is
// fields.ts's statedVersionSchema.

/**
 * The version of a record never saved: a page still on its built-in copy, settings before the
 * first start, a record the studio created offline. The first save makes it 1.
 */
export const NEVER_SAVED = 0;
export const FIRST_VERSION = 1;

/** Whether the record at this version was ever saved on the server. */
export const isSaved = (version: unknown): version is number => typeof version === 'number' && version > NEVER_SAVED;

/**
 * The lowest version a write may state. A record that exists before its first save (a page) may
 * state 0, which makes its first save conditional too: of two first saves, the later gets 409.
 */
export const lowestStatedVersion = (existsUnsaved: boolean): number => (existsUnsaved ? NEVER_SAVED : FIRST_VERSION);

/** The version a write states: the one its edit started from, when there is one to state. */
export const versionToState = (version: unknown, lowest: number): number | undefined =>
  typeof version === 'number' && Number.isInteger(version) && version >= lowest ? version : undefined;

/** `values` stating `version` (the body's `version`), or stating none. */
export function withStatedVersion<T extends object>(values: T, version: unknown, lowest: number): Omit<T, 'version'> & { version?: number } {
  const { version: _ignored, ...rest } = values as T & { version?: unknown };
  const stated = versionToState(version, lowest);
  return stated === undefined ? rest : { ...rest, version: stated };
}

/** The If-Match header stating a version; none when the write states no version. */
export const ifMatchHeader = (version: number | undefined): Record<string, string> | undefined =>
  version === undefined ? undefined : { 'If-Match': String(version) };

/** The version an If-Match header states (`3`, `"3"` or `W/"3"`): undefined for `*`, NaN when it names no version. */
export function versionOfIfMatch(header: string): number | undefined {
  if (header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}
