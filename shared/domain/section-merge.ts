// A record whose content is a list of sections (a page) is compared and merged section by section
// and field by field (decision 220), with the one merge rule of three-way-merge.ts: its sections
// field is spread into one entry per field of each section (followed by its id across copies), plus
// the order of the sections every copy holds. A section one side added or removed changes no other
// entry, so edits of different sections on both sides both survive; a section removed on one side
// and edited on the other is a field changed on both sides, for the owner to decide.
import type { Fields } from '../contract/resource-fields.ts';
import type { Section } from '../contract/sections/page-content.ts';
import { SECTION_KINDS, type SectionKindName } from '../contract/sections/section-kinds.ts';
import { mergeThreeWays, sameJson, type Fields as Values, type ThreeWayMerge } from './three-way-merge.ts';

/** The entry of one field of a section: `content.sections[hero].title`. */
const entryName = (field: string, id: string, name: string) => `${field}.sections[${id}].${name}`;
/** The entry of the order of the sections all copies hold. */
export const orderEntry = (field: string) => `${field}.sections#order`;
const ENTRY = /^(.+)\.sections\[([^\]]+)\]\.(.+)$/;

/** What an entry names: a field of the record, a field of one section, or the order of the sections. */
export type Entry = { type: 'field'; field: string } | { type: 'section'; field: string; id: string; name: string } | { type: 'order'; field: string };

export function entryOf(name: string): Entry {
  if (name.endsWith('.sections#order')) return { type: 'order', field: name.slice(0, -'.sections#order'.length) };
  const match = ENTRY.exec(name);
  return match ? { type: 'section', field: match[1], id: match[2], name: match[3] } : { type: 'field', field: name };
}

/** A value a sections field may hold: `{ sections: [...] }` (an empty list too). */
const isSectionList = (value: unknown): value is { sections: Section[] } =>
  value !== null && typeof value === 'object' && Array.isArray((value as { sections?: unknown }).sections);

const sectionsOf = (value: unknown): Section[] => (isSectionList(value) ? value.sections : []);

const isSectionsField = (fields: Fields, name: string) => fields[name]?.kind === 'sections';

/** The names a section's entries have: its kind, whether it is hidden, then its kind's fields. */
const sectionFieldNames = (kind: string) => ['kind', 'hidden', ...Object.keys(SECTION_KINDS[kind as SectionKindName]?.fields ?? {})];

export interface Sides<V> {
  base: V | null;
  mine: V;
  theirs: V;
}

export interface Expanded {
  /** Every entry, in the order a reader goes through the record: fields, and each section's fields in my copy's order. */
  names: string[];
  base: Values | null;
  mine: Values;
  theirs: Values;
  /** The sections of each sections field, by id, from every copy (mine first): what the labels name. */
  sections: Record<string, Record<string, Section>>;
}

/** The ids in `order` that every copy in `others` holds too, in `order`'s order. */
const common = (order: string[], others: string[][]) => order.filter((id) => others.every((ids) => ids.includes(id)));

/** Spreads each sections field of the copies into entries (decision 220); other fields stay as they are. */
export function expandRecords(fields: Fields, names: readonly string[], sides: Sides<Values>): Expanded {
  const copies = [sides.mine, sides.theirs, ...(sides.base ? [sides.base] : [])];
  const flat = copies.map(() => ({}) as Values);
  const entries: string[] = [];
  const sections: Expanded['sections'] = {};
  for (const name of names) {
    // Content that is no list of sections (typed as JSON and not valid yet) is compared whole.
    if (!isSectionsField(fields, name) || !copies.every((copy) => isSectionList(copy[name]))) {
      entries.push(name);
      copies.forEach((copy, index) => (flat[index][name] = copy[name]));
      continue;
    }
    const lists = copies.map((copy) => sectionsOf(copy[name]));
    const byId: Record<string, Section> = {};
    for (const list of lists) for (const section of list) byId[section.id] ??= section;
    sections[name] = byId;
    for (const id of Object.keys(byId)) {
      for (const field of sectionFieldNames(byId[id].kind)) {
        const entry = entryName(name, id, field);
        entries.push(entry);
        lists.forEach((list, index) => (flat[index][entry] = list.find((section) => section.id === id)?.[field]));
      }
    }
    const orders = lists.map((list) => list.map((section) => section.id));
    entries.push(orderEntry(name));
    orders.forEach((order, index) => (flat[index][orderEntry(name)] = common(order, orders)));
  }
  return { names: entries, mine: flat[0], theirs: flat[1], base: sides.base ? flat[2] : null, sections };
}

/**
 * The record `merged` (entries, as expandRecords made them) describes, in the shape of `sides.mine`.
 * A section is there when its kind is; a field its entry leaves out is taken from the copy that
 * holds the section (mine, theirs, base). Sections in the merged order first, then each one the
 * order leaves out after the section it follows in the copy it comes from.
 */
export function collapseRecord(fields: Fields, merged: Values, sides: Sides<Values>): Values {
  const result: Values = {};
  const sectionFields = new Set<string>();
  for (const [name, value] of Object.entries(merged)) {
    const entry = entryOf(name);
    if (entry.type === 'field' || !isSectionsField(fields, entry.field)) result[name] = value;
    else sectionFields.add(entry.field);
  }
  for (const field of sectionFields) result[field] = { ...(sides.mine[field] as object), sections: mergedSections(field, merged, sides) };
  return result;
}

function mergedSections(field: string, merged: Values, sides: Sides<Values>): Section[] {
  const lists = [sides.mine, sides.theirs, ...(sides.base ? [sides.base] : [])].map((copy) => sectionsOf(copy[field]));
  const present = new Map<string, Section>();
  const ids = [...new Set(lists.flatMap((list) => list.map((section) => section.id)))];
  for (const id of ids) {
    const kind = merged[entryName(field, id, 'kind')];
    if (kind === undefined) continue;
    const source = lists.map((list) => list.find((section) => section.id === id)).find((section) => section?.kind === kind);
    const section: Section = { ...(source as Section), id };
    for (const name of sectionFieldNames(String(kind))) {
      const value = merged[entryName(field, id, name)];
      if (value !== undefined) section[name] = value;
    }
    present.set(id, section);
  }
  const order = ((merged[orderEntry(field)] as string[] | undefined) ?? []).filter((id) => present.has(id));
  for (const list of lists) {
    list.forEach((section, index) => {
      if (!present.has(section.id) || order.includes(section.id)) return;
      const before = list.slice(0, index).reverse().find((other) => order.includes(other.id));
      order.splice(before ? order.indexOf(before.id) + 1 : 0, 0, section.id);
    });
  }
  return order.map((id) => present.get(id)!);
}

/**
 * The three-way merge of records whose sections fields merge per section and field: the entries
 * changed on both sides (`bothChanged`, entry names) are the owner's call; `merged` is the record.
 */
export function mergeRecords<V extends Values>(fields: Fields, names: readonly string[], sides: Sides<V>): ThreeWayMerge<V> & { expanded: Expanded } {
  const expanded = expandRecords(fields, names, sides);
  const merge = mergeThreeWays(expanded.names, expanded.base, expanded.mine, expanded.theirs, sameJson);
  return { ...merge, merged: collapseRecord(fields, merge.merged, sides) as V, expanded };
}
