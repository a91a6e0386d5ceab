// A filled-in section of each kind, made from the kinds' own field descriptions
// (shared/contract/sections/section-kinds.ts), so a kind or field added there is tested at once:
// every field holds a value its rule accepts and a reader can recognise.
import type { Field, Fields } from '../shared/contract/resource-fields.ts';
import { SECTION_KINDS, type SectionKindName } from '../shared/contract/sections/section-kinds.ts';

function sampleValue(name: string, field: Field, tag: string): unknown {
  switch (field.kind) {
    case 'longText':
      return `${field.label} of the ${tag}, in a sentence or two.`;
    case 'markdown':
      return field.inline ? `An **inline** ${name} with [a link](/jacobs/contact).` : `A paragraph of the ${tag} with **bold** words.\n\n- A list item\n- [A link](https://example.com/page)`;
    case 'link':
      return name === 'url' ? 'https://example.com/source' : '/jacobs/contact';
    case 'choice':
      return field.options?.at(-1)?.value ?? null;
    case 'integer':
    case 'decimal':
      return field.max ?? 2;
    case 'boolean':
      return true;
    case 'textList':
      return [`First ${tag} item`, `Second ${tag} item`];
    case 'image':
      return { src: '/images/rugs/vintage-oushak.svg', alt: `A vintage Oushak rug (${tag})` };
    case 'items':
      return [1, 2].map((n) => sampleValues(field.itemFields ?? {}, `${tag} item ${n}`));
    default:
      return `${field.label} ${tag}`.slice(0, 60);
  }
}

export const sampleValues = (fields: Fields, tag: string) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sampleValue(name, field, tag)]));

/** A section of `kind` with every field filled in; `hidden` as given. */
export const sampleSection = (kind: SectionKindName, hidden = false) => ({ id: `sample-${kind.toLowerCase()}`, kind, hidden, ...sampleValues(SECTION_KINDS[kind].fields, kind) });
