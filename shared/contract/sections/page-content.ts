// A page's content (docs/product/rules.md#settled-in-the-third-round, decision 220): `{ "sections": [...] }`, an ordered list
// of sections, each of a kind of section-kinds.ts with that kind's fields, an id of its own (which
// the comparison and the studio's merge follow across copies) and `hidden`. A bad section is
// named by its place and field (`content.sections.2.title`) and nothing is stored.
import { z } from 'zod';
import { flag } from '../fields.ts';
import { fieldsShape, type Fields } from '../resource-fields.ts';
import { sectionFieldPath } from './section-paths.ts';
import { kindAllowedOn, kindOnce, SECTION_KINDS, SECTION_KIND_NAMES, type SectionKindName } from './section-kinds.ts';

export const MAX_SECTIONS = 60;
const SECTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const UNKNOWN_KIND_MESSAGE = `Unknown kind of section: must be one of ${SECTION_KIND_NAMES.join(', ')}`;

const sectionId = z.string({ error: 'Must be text' }).regex(SECTION_ID, 'Must be 1 to 40 letters, digits, - or _');

function sectionSchema<K extends SectionKindName>(kind: K) {
  return z.strictObject({
    id: sectionId.optional(),
    kind: z.literal(kind),
    hidden: flag(false),
    ...fieldsShape(SECTION_KINDS[kind].fields),
  });
}

const SECTION_SCHEMAS = SECTION_KIND_NAMES.map(sectionSchema) as unknown as [ReturnType<typeof sectionSchema>, ...ReturnType<typeof sectionSchema>[]];

/** One section: its kind decides its fields. */
const section = z.discriminatedUnion('kind', SECTION_SCHEMAS, {
  error: (issue) => (issue.code === 'invalid_union' ? UNKNOWN_KIND_MESSAGE : issue.code === 'invalid_type' ? 'Each section must be an object with a kind' : undefined),
});

type OutputOf<F extends Fields> = { [N in keyof F]: z.output<F[N]['input']> };

/** A section of one kind as stored, with its fields' types (what the public renderers read). */
export type SectionOf<K extends SectionKindName> = { id: string; kind: K; hidden: boolean } & OutputOf<(typeof SECTION_KINDS)[K]['fields']>;

/** A section as a write may send it, by kind (what the seed is written in). */
export type SectionInput = { [K in SectionKindName]: z.input<ReturnType<typeof sectionSchema<K>>> }[SectionKindName];

/** A section as stored: its id, kind, whether it is hidden, and its kind's fields. */
export type Section = { id: string; kind: SectionKindName; hidden: boolean } & Record<string, unknown>;
export interface PageSections {
  sections: Section[];
}

/** Each section gets an id: its own, or (a section added in the JSON without one) its kind and place. */
function withIds(sections: readonly (Record<string, unknown> & { id?: string; kind: string })[]): Section[] {
  const taken = new Set(sections.map((item) => item.id).filter(Boolean));
  return sections.map(({ id, kind, hidden, ...fields }, index) => {
    let given = id;
    if (!given) {
      given = `${kind.toLowerCase()}-${index + 1}`;
      while (taken.has(given)) given = `${given}-x`;
      taken.add(given);
    }
    return { id: given, kind, hidden, ...fields } as Section;
  });
}

/** A page's content: `{}` is a page with no sections (the spec's empty content). */
export const pageContentSchema = z
  .strictObject(
    {
      sections: z
        .array(section, { error: 'Must be a list of sections' })
        .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`)
        .superRefine((sections, context) => {
          const seen = new Set<string>();
          sections.forEach((item, index) => {
            if (!item.id) return;
            if (seen.has(item.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Another section already has this id' });
            seen.add(item.id);
          });
        })
        .transform(withIds)
        .default([]),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Page content holds only "sections", not ${issue.keys.map((key) => `"${key}"`).join(', ')}` : 'Content must be a JSON object',
    },
  )
  .transform((value): PageSections => ({ sections: value.sections }));

/**
 * The sections of `content` that may not stand on the page `pageSlug` (the footer's text elsewhere,
 * a page section in the footer, the shop's rugs on another page) or stand there twice (a page's own
 * part, such as the shop's rugs, is there once), by path.
 */
export function misplacedSections(contentField: string, pageSlug: string, content: PageSections): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<SectionKindName>();
  content.sections.forEach((section, index) => {
    const { label } = SECTION_KINDS[section.kind];
    if (!kindAllowedOn(section.kind, pageSlug)) errors[sectionFieldPath(contentField, index, 'kind')] = `A ${label} section cannot be placed on this page`;
    else if (kindOnce(section.kind) && seen.has(section.kind)) errors[sectionFieldPath(contentField, index, 'kind')] = `This page already has a ${label} section: it holds one`;
    seen.add(section.kind);
  });
  return errors;
}
