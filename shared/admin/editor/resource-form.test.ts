// The admin forms derived from the resource table: create defaults, conversions both
// ways checked with the contract, and the slug rule left to its one owner, the server.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../contract/resources.ts';
import { INVALID_JSON, resourceForm } from './resource-form.ts';

const LONG = `Hand-knotted Heriz ${'Serapi'.repeat(20)}`.slice(0, 129);

describe('a slug left empty', () => {
  // The forms used to make the slug themselves, without the 120-character cut, and
  // refused ("Must be at most 120 characters" under Slug) a long name the server accepts.
  it.each([
    ['products', () => resourceForm(RESOURCES.products).toInput({ ...resourceForm(RESOURCES.products).empty(), name: LONG, price: '100', collection: 'heritage' })],
    ['blog', () => resourceForm(RESOURCES.blog).toInput({ ...resourceForm(RESOURCES.blog).empty(), title: LONG, author: 'Dana', content: 'Words' })],
    ['coreServices', () => resourceForm(RESOURCES.coreServices).toInput({ ...resourceForm(RESOURCES.coreServices).empty(), title: LONG, description: 'What we do' })],
    ['serviceAreas', () => resourceForm(RESOURCES.serviceAreas).toInput({ ...resourceForm(RESOURCES.serviceAreas).empty(), name: LONG.slice(0, 120) })],
  ])('is sent empty for the server to make, however long the %s name', (_resource, toInput) => {
    expect(toInput()).toMatchObject({ ok: true, input: { slug: '' } });
  });
});

describe('the derived forms', () => {
  it('start from the spec create defaults (section 4)', () => {
    expect(resourceForm(RESOURCES.products).empty()).toMatchObject({ roiMultiplier: '0', featured: false, active: true, displayOrder: '0', slug: '' });
    expect(resourceForm(RESOURCES.serviceAreas).empty()).toMatchObject({ type: 'neighborhood', active: true, highlights: [] });
    expect(resourceForm(RESOURCES.coreServices).empty()).toMatchObject({ isFree: true, active: true, features: [], iconName: '' });
    expect(resourceForm(RESOURCES.pages).empty()).toEqual({ seoTitle: '', seoDescription: '', seoKeywords: '', content: '{\n  "sections": []\n}' });
    expect(resourceForm(RESOURCES.settings).empty()).toMatchObject({ email: '', notificationEmail: '' });
  });

  it('send no ROI claim as null, optional text as null, numbers as numbers', () => {
    const form = resourceForm(RESOURCES.products);
    const result = form.toInput({ ...form.empty(), name: 'Rug', price: '12.5', collection: 'heritage', size: ' ' });
    expect(result).toMatchObject({ ok: true, input: { price: 12.5, roiMultiplier: null, roiDisclaimer: null, size: null, displayOrder: 0 } });
  });

  it('refuse content that is not JSON with the spec message and where it goes wrong, and send empty content as a page without sections', () => {
    const form = resourceForm(RESOURCES.pages);
    expect(form.toInput({ ...form.empty(), content: '{ nope' })).toEqual({
      ok: false,
      errors: { content: `${INVALID_JSON}\nInvalid JSON at line 1, column 3: expected a property name in double quotes` },
    });
    expect(form.toInput({ ...form.empty(), content: '  ' })).toMatchObject({ ok: true, input: { content: { sections: [] } } });
  });

  it('show a record and read it back unchanged', () => {
    const form = resourceForm(RESOURCES.serviceAreas);
    const record = { id: 3, uid: '4a8f4a5c-9a57-4a41-a0bb-4c7bdbd1b0a1', version: 2, createdAt: '', updatedAt: '', name: 'Hyde Park', slug: 'hyde-park', type: 'neighborhood' as const, description: null, highlights: ['Greystones'], seoTitle: null, seoDescription: 'Near the lake', displayOrder: 4, active: false };
    const shown = form.fromRecord(record);
    expect(shown).toMatchObject({ description: '', displayOrder: '4', highlights: ['Greystones'], active: false });
    expect(form.toInput(shown)).toMatchObject({ ok: true, input: { name: 'Hyde Park', slug: 'hyde-park', description: null, displayOrder: 4, active: false, seoDescription: 'Near the lake' } });
  });

  it('name under its field a message about one item of a list', () => {
    const form = resourceForm(RESOURCES.serviceAreas);
    expect(form.toInput({ ...form.empty(), name: 'Loop', highlights: ['ok', '   '] })).toEqual({ ok: false, errors: { highlights: 'Highlights cannot be blank' } });
  });

  it('label every field for the conflict view', () => {
    expect(resourceForm(RESOURCES.blog).fields).toContainEqual({ name: 'imageAlt', label: 'Image description' });
    expect(resourceForm(RESOURCES.settings).fields.at(-1)).toEqual({ name: 'notificationEmail', label: 'Send new-lead emails to' });
  });
});
