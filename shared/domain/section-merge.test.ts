import { describe, expect, it } from 'vitest';
import { pageFields } from '../contract/pages.ts';
import type { Section } from '../contract/sections/page-content.ts';
import { entryOf, expandRecords, mergeRecords, orderEntry } from './section-merge.ts';

const hero: Section = { id: 'hero', kind: 'hero', hidden: false, title: 'Welcome', subtitle: 'Rugs for Chicago.', buttons: [] };
const story: Section = { id: 'story', kind: 'richText', hidden: false, title: 'Our story', body: 'We began in 2010.', figures: [] };
const cta: Section = { id: 'cta', kind: 'callToAction', hidden: false, title: 'Talk to us', text: 'Book a call.', buttons: [] };

const page = (sections: Section[], seoTitle = 'About') => ({ seoTitle, seoDescription: null, seoKeywords: null, content: { sections } });
const NAMES = ['seoTitle', 'seoDescription', 'seoKeywords', 'content'];
const merge = (base: ReturnType<typeof page> | null, mine: ReturnType<typeof page>, theirs: ReturnType<typeof page>) => mergeRecords(pageFields, NAMES, { base, mine, theirs });
const titles = (record: { content: unknown }) => (record.content as { sections: Section[] }).sections.map((section) => `${section.id}:${String(section.title)}`);

describe('merging page content per section and field', () => {
  const base = page([hero, story, cta]);

  it('keeps edits of different sections made on both sides, and of different fields of one section', () => {
    const mine = page([{ ...hero, title: 'Welcome home' }, story, { ...cta, text: 'Call us today.' }]);
    const theirs = page([hero, { ...story, body: 'We began in 2009.' }, { ...cta, title: 'Say hello' }], 'About us');
    const result = merge(base, mine, theirs);
    expect(result.bothChanged).toEqual([]);
    expect(result.merged).toEqual(page([{ ...hero, title: 'Welcome home' }, { ...story, body: 'We began in 2009.' }, { ...cta, title: 'Say hello', text: 'Call us today.' }], 'About us'));
  });

  it('asks only about a field of a section changed on both sides', () => {
    const result = merge(base, page([{ ...hero, title: 'Mine' }, story, cta]), page([{ ...hero, title: 'Theirs', subtitle: 'New subtitle' }, story, cta]));
    expect(result.bothChanged).toEqual(['content.sections[hero].title']);
    expect((result.merged.content as { sections: Section[] }).sections[0]).toMatchObject({ title: 'Mine', subtitle: 'New subtitle' });
  });

  it('keeps a section added on each side, each after the section it followed', () => {
    const mineAdded: Section = { id: 'team', kind: 'team', hidden: false, title: 'Our team', members: [] };
    const theirsAdded: Section = { id: 'faq', kind: 'faq', hidden: false, title: 'Questions', questions: [] };
    const result = merge(base, page([hero, mineAdded, story, cta]), page([hero, story, cta, theirsAdded]));
    expect(result.bothChanged).toEqual([]);
    expect(titles(result.merged)).toEqual(['hero:Welcome', 'team:Our team', 'story:Our story', 'cta:Talk to us', 'faq:Questions']);
  });

  it('removes a section removed on one side, and takes a reorder made on one side with the other side edits', () => {
    const result = merge(base, page([story, hero, cta]), page([hero, { ...story, title: 'How we began' }]));
    expect(result.bothChanged).toEqual([]);
    expect(titles(result.merged)).toEqual(['story:How we began', 'hero:Welcome']);
  });

  it('hides a section on one side while the other edits it', () => {
    const result = merge(base, page([hero, { ...story, hidden: true }, cta]), page([hero, { ...story, body: 'Edited.' }, cta]));
    expect((result.merged.content as { sections: Section[] }).sections[1]).toMatchObject({ hidden: true, body: 'Edited.' });
  });

  it('makes a section removed on one side and edited on the other the owner’s call', () => {
    const result = merge(base, page([hero, cta]), page([hero, { ...story, body: 'Edited.' }, cta]));
    expect(result.bothChanged).toEqual(['content.sections[story].body']);
    expect(titles(result.merged)).toEqual(['hero:Welcome', 'cta:Talk to us']);
  });

  it('asks about the order only when both sides reordered differently', () => {
    const result = merge(base, page([story, hero, cta]), page([cta, hero, story]));
    expect(result.bothChanged).toEqual([orderEntry('content')]);
  });

  it('without the copy both started from, every differing entry is the owner’s call', () => {
    const result = merge(null, page([{ ...hero, title: 'Mine' }, story]), page([hero, story]));
    expect(result.bothChanged).toEqual(['content.sections[hero].title']);
  });

  it('compares content that is not a list of sections as one field', () => {
    const expanded = expandRecords(pageFields, NAMES, { base: null, mine: { content: '{"oops' }, theirs: page([hero]) });
    expect(expanded.names).toContain('content');
    expect(expanded.names.some((name) => entryOf(name).type === 'section')).toBe(false);
  });
});
