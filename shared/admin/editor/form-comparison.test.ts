import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../contract/resources.ts';
import type { Section } from '../../contract/sections/page-content.ts';
import { mergeThreeWays } from '../../domain/three-way-merge.ts';
import { compareForms } from './form-comparison.ts';
import { resourceForm } from './resource-form.ts';
import { sameValue } from './form-values.ts';

const form = resourceForm(RESOURCES.pages);
const hero: Section = { id: 'hero', kind: 'hero', hidden: false, title: 'Welcome', subtitle: null, buttons: [] };
const story: Section = { id: 'story', kind: 'richText', hidden: false, eyebrow: 'How we started', title: 'Our story', body: 'We began in 2010.', figures: [] };
const pageForm = (sections: Section[], seoTitle = 'About') => form.fromRecord({ pageSlug: 'about', seoTitle, seoDescription: null, seoKeywords: null, content: { sections }, version: 3, updatedAt: null } as never);

describe('comparing page forms section by section', () => {
  it('names each differing field of a section with the section and the field’s label', () => {
    const comparison = compareForms(form.described, form.fields, { mine: pageForm([{ ...hero, title: 'Hello' }, story]), theirs: pageForm([hero, story]) });
    const differing = comparison.fields.filter((field) => !sameValue(comparison.mine[field.name], comparison.theirs[field.name]));
    expect(differing).toEqual([{ name: 'content.sections[hero].title', label: 'Hero: Hello › Page heading' }]);
  });

  it('shows a section one copy lacks as one entry holding the whole section', () => {
    const comparison = compareForms(form.described, form.fields, { mine: pageForm([hero]), theirs: pageForm([hero, story]) });
    const differing = comparison.fields.filter((field) => !sameValue(comparison.mine[field.name], comparison.theirs[field.name]));
    expect(differing.map((field) => field.label)).toEqual(['Text: Our story › Section']);
    expect(comparison.theirs['content.sections[story].kind']).toEqual(['Text', 'Eyebrow: How we started', 'Heading: Our story', 'Text: We began in 2010.']);
    expect(comparison.mine['content.sections[story].kind']).toBe('');
  });

  it('gives back a form holding both sides’ edits of different sections, as the conflict view merges them', () => {
    const base = pageForm([hero, story]);
    const comparison = compareForms(form.described, form.fields, { base, mine: pageForm([{ ...hero, title: 'Mine' }, story]), theirs: pageForm([hero, { ...story, body: 'Theirs.' }], 'About us') });
    const merge = mergeThreeWays(comparison.fields.map((field) => field.name), comparison.base!, comparison.mine, comparison.theirs, (a, b) => sameValue(a as never, b as never));
    expect(merge.bothChanged).toEqual([]);
    const merged = comparison.chosen(merge.merged);
    expect(merged.seoTitle).toBe('About us');
    expect(JSON.parse(String(merged.content)).sections).toEqual([{ ...hero, title: 'Mine' }, { ...story, body: 'Theirs.' }]);
  });
});
