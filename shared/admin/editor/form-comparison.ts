// Two or three copies of a form (mine, theirs, the copy both started from) as the conflict view
// and the history panel compare them: one entry per field, and a page's sections spread into one
// entry per field of each section (shared/domain/section-merge.ts, decision 220), each with its
// editor label ("Hero: Welcome › Subtitle") and a value the field comparison can show. Choices
// made per entry go back into a form with `toForm`.
import type { Fields } from '../../contract/resource-fields.ts';
import type { Section } from '../../contract/sections/page-content.ts';
import { SECTION_KINDS, type SectionKindName } from '../../contract/sections/section-kinds.ts';
import { collapseRecord, entryOf, expandRecords, type Expanded, type Sides } from '../../domain/section-merge.ts';
import { sameJson, type Fields as Values } from '../../domain/three-way-merge.ts';
import type { ComparedField } from './field-comparison.tsx';
import { sameValue, type FormValue, type FormValues } from './form-values.ts';
import { kindLabel, sectionLabel } from './sections/section-label.ts';

export interface Comparison<Chosen> {
  /** Every entry compared, in reading order, with its label. */
  fields: ComparedField[];
  mine: FormValues;
  theirs: FormValues;
  base?: FormValues;
  /** The copy whose entries show `chosen` (each entry's value as one of the copies shows it). */
  chosen(chosen: FormValues): Chosen;
}

const isSections = (fields: Fields, name: string) => fields[name]?.kind === 'sections';

/** A form as values: the JSON text of a sections field parsed (left as text while it is not JSON). */
function valuesOf(fields: Fields, form: FormValues, names: readonly string[]): Values {
  const values: Values = { ...form };
  for (const name of names) {
    if (!isSections(fields, name) || typeof form[name] !== 'string') continue;
    try {
      values[name] = JSON.parse(form[name] as string);
    } catch {
      // Compared as the text it is.
    }
  }
  return values;
}

/** One item of a list (a card, a button) in a line: its values, the empty ones left out. */
const itemLine = (item: unknown) =>
  typeof item === 'object' && item !== null
    ? Object.values(item)
        .map((value) => (typeof value === 'object' && value !== null ? Object.values(value).join(' ') : value))
        .filter((value) => value !== null && value !== undefined && value !== '')
        .join(' · ')
    : String(item);

function shown(value: unknown): FormValue {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(itemLine);
  if (typeof value === 'object') return itemLine(value);
  return String(value);
}

/** A whole section in a few lines, field by field: what its "Section" entry shows where one copy lacks it. */
function sectionSummary(section: Section): string[] {
  const fields = (SECTION_KINDS[section.kind as SectionKindName]?.fields ?? {}) as Fields;
  return [kindLabel(section.kind), ...Object.entries(fields).flatMap(([name, field]) => (section[name] === null || section[name] === undefined || (Array.isArray(section[name]) && (section[name] as unknown[]).length === 0) ? [] : [`${field.label}: ${[shown(section[name])].flat().join(' · ')}`]))];
}

/** What an entry's value shows: a section's kind by its name (the whole section where a copy lacks it), the order as the sections' names. */
function entryShown(name: string, value: unknown, expanded: Expanded, lacking: ReadonlySet<string>): FormValue {
  const entry = entryOf(name);
  const { sections } = expanded;
  if (entry.type === 'order') return ((value as string[] | undefined) ?? []).map((id) => sectionLabel(sections[entry.field][id]));
  if (entry.type === 'section' && entry.name === 'kind') {
    if (value === undefined) return '';
    return lacking.has(name) ? sectionSummary(sections[entry.field][entry.id]) : kindLabel(String(value));
  }
  return shown(value);
}

/**
 * The sections some copy lacks (added or removed) by their "Section" entry, and the entries of
 * theirs with nothing to compare (the same in every copy that has the section): those fold into
 * the "Section" entry.
 */
function addedOrRemoved(expanded: Expanded) {
  const copies = [expanded.mine, expanded.theirs, ...(expanded.base ? [expanded.base] : [])];
  const lacking = new Set<string>();
  const folded = new Set<string>();
  for (const name of expanded.names) {
    const entry = entryOf(name);
    if (entry.type !== 'section' || entry.name !== 'kind' || copies.every((copy) => copy[name] !== undefined)) continue;
    lacking.add(name);
    const holders = copies.filter((copy) => copy[name] !== undefined);
    for (const other of expanded.names) {
      const part = entryOf(other);
      if (part.type === 'section' && part.id === entry.id && part.field === entry.field && part.name !== 'kind' && holders.every((copy) => sameJson(copy[other], holders[0][other]))) folded.add(other);
    }
  }
  return { lacking, folded };
}

function entryLabel(name: string, formLabels: Record<string, string>, sections: Expanded['sections']): string {
  const entry = entryOf(name);
  if (entry.type === 'field') return formLabels[name] ?? name;
  if (entry.type === 'order') return 'Order of the sections';
  const section = sections[entry.field][entry.id];
  const field = (SECTION_KINDS[section.kind as SectionKindName]?.fields as Fields | undefined)?.[entry.name];
  const label = entry.name === 'kind' ? 'Section' : entry.name === 'hidden' ? 'Hidden' : (field?.label ?? entry.name);
  return `${sectionLabel(section as Section)} › ${label}`;
}

/** Copies of a record compared entry by entry; `chosen` gives back record values. */
export function compareRecords(fields: Fields, recordFields: readonly ComparedField[], sides: Sides<Values>): Comparison<Values> {
  const expanded = expandRecords(
    fields,
    recordFields.map((field) => field.name),
    sides,
  );
  const labels = Object.fromEntries(recordFields.map((field) => [field.name, field.label]));
  const { lacking, folded } = addedOrRemoved(expanded);
  const display = (flat: Values | null) => (flat ? Object.fromEntries(expanded.names.map((name) => [name, entryShown(name, flat[name], expanded, lacking)])) : undefined);
  const mine = display(expanded.mine)!;
  const theirs = display(expanded.theirs)!;
  const base = display(expanded.base);

  return {
    fields: expanded.names.filter((name) => !folded.has(name)).map((name) => ({ name, label: entryLabel(name, labels, expanded.sections) })),
    mine,
    theirs,
    base,
    chosen(chosen) {
      const copies: [FormValues, Values][] = [
        [mine, expanded.mine],
        [theirs, expanded.theirs],
      ];
      if (base && expanded.base) copies.push([base, expanded.base]);
      const flat: Values = {};
      for (const name of expanded.names) {
        const [, from] = copies.find(([values]) => sameValue(values[name], chosen[name])) ?? copies[0];
        flat[name] = from[name];
      }
      return collapseRecord(fields, flat, sides);
    },
  };
}

/** Copies of an editor's form compared entry by entry (a sections field's JSON text read as sections); `chosen` gives back a form. */
export function compareForms(fields: Fields, formFields: readonly ComparedField[], forms: { mine: FormValues; theirs: FormValues; base?: FormValues }): Comparison<FormValues> {
  const names = formFields.map((field) => field.name);
  const read = (form: FormValues) => valuesOf(fields, form, names);
  const comparison = compareRecords(fields, formFields, { mine: read(forms.mine), theirs: read(forms.theirs), base: forms.base ? read(forms.base) : null });
  return {
    ...comparison,
    chosen: (chosen) =>
      Object.fromEntries(
        Object.entries(comparison.chosen(chosen)).map(([name, value]) => [name, isSections(fields, name) && typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : (value as FormValue)]),
      ),
  };
}
