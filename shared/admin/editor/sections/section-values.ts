// A page's content as the section editor handles it: read from the form's JSON text, written back
// to it (2-space indent, as the spec's text area shows it), and new sections and items with the
// values their fields start with (the contract's own defaults; what it requires starts empty).
import { initialValue, type Field, type Fields } from '../../../contract/resource-fields.ts';
import type { Section } from '../../../contract/sections/page-content.ts';
import { SECTION_KINDS, type SectionKindName } from '../../../contract/sections/section-kinds.ts';

export interface EditedContent {
  sections: Section[];
}

/** The content the JSON text holds, or undefined while it is not `{ "sections": [...] }` (blank is no sections). */
export function readContent(json: string): EditedContent | undefined {
  if (!json.trim()) return { sections: [] };
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const sections = (value as { sections?: unknown }).sections;
    if (sections === undefined) return { ...value, sections: [] };
    return Array.isArray(sections) && sections.every((section) => section !== null && typeof section === 'object') ? (value as EditedContent) : undefined;
  } catch {
    return undefined;
  }
}

export const writeContent = (content: EditedContent): string => JSON.stringify(content, null, 2);

/** What a field starts with: the contract's default when it has one, else empty. */
export function startValue(field: Field): unknown {
  const initial = initialValue(field);
  if (initial !== undefined) return initial;
  if (field.kind === 'items' || field.kind === 'textList') return [];
  if (field.kind === 'image') return null;
  return '';
}

export const emptyValues = (fields: Fields): Record<string, unknown> => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, startValue(field)]));

/** An id no other section of the page has: the kind and a few random letters. */
export function newSectionId(kind: string, taken: readonly string[]): string {
  for (;;) {
    const id = `${kind.toLowerCase()}-${Math.random().toString(36).slice(2, 7)}`;
    if (!taken.includes(id)) return id;
  }
}

export function emptySection(kind: SectionKindName, taken: readonly string[]): Section {
  return { id: newSectionId(kind, taken), kind, hidden: false, ...emptyValues(SECTION_KINDS[kind].fields) };
}

/** A copy of `section` with an id of its own (its lists and pictures copied too, not shared). */
export function duplicateSection(section: Section, taken: readonly string[]): Section {
  return { ...structuredClone(section), id: newSectionId(section.kind, taken) };
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}
