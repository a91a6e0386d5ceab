// How the owner knows a section in the editor, the history and the conflict view: its kind and,
// when it has one, its heading ("Cards: Labels worth looking for").
import type { Section } from '../../../contract/sections/page-content.ts';
import { SECTION_KINDS, type SectionKindName } from '../../../contract/sections/section-kinds.ts';

const MAX_HEADING = 48;

const shortened = (text: string) => (text.length > MAX_HEADING ? `${text.slice(0, MAX_HEADING - 1).trimEnd()}…` : text);

export const kindLabel = (kind: string) => SECTION_KINDS[kind as SectionKindName]?.label ?? kind;

/** The words a section is headed by: its title, else its eyebrow or first line of text. */
function headingOf(section: Partial<Section>): string | undefined {
  for (const name of ['title', 'formTitle', 'eyebrow', 'blurb']) {
    const value = section[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

export function sectionLabel(section: Partial<Section> & { kind: string }): string {
  const heading = headingOf(section);
  return heading ? `${kindLabel(section.kind)}: ${shortened(heading)}` : kindLabel(section.kind);
}
