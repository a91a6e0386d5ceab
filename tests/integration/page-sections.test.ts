// Every page the owner edits, and every kind of section, through the
// pages API exactly as the spec's six pages go (version check, 409, history), and a bad section
// refused with 400 naming the section and the field, with nothing stored.
import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_SLUGS } from '../../shared/contract/page-list.ts';
import { pageContent } from '../../shared/contract/pages.ts';
import { SECTION_KIND_NAMES, kindAllowedOn } from '../../shared/contract/sections/section-kinds.ts';
import { sampleSection } from '../section-samples.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

const CONFLICT = 'This record was changed by someone else';
const row = (slug: string) => server.db.prepare('SELECT * FROM page_content WHERE page_slug = ?').get(slug);
const revisionCount = (slug: string) => server.db.prepare("SELECT COUNT(*) FROM revisions WHERE resource = 'pages' AND record_id = ?").pluck().get(slug);

describe('every page', () => {
  it('is listed, the spec’s six first with their slugs and labels, then the booking page, the service pages, the shop, the blog, Rug Fit and the not-found page, the policy pages and the footer', async () => {
    const listed = (await admin.get('/api/admin/pages')).body.map((page: unknown) => pageContent.parse(page).pageSlug);
    expect(listed).toEqual([...PAGE_SLUGS]);
    expect(PAGES.slice(0, 6).map(({ slug, label }) => `${slug}=${label}`)).toEqual([
      'home=Homepage',
      'services=Services',
      'about=About',
      'contact=Contact',
      'proof-roi=Proof of ROI',
      'health-pets=Health & Pets',
    ]);
    expect(PAGES.slice(6).map((page) => page.slug)).toEqual([
      'book',
      'antique-sourcing',
      'rugshift-bespoke',
      'rug-intelligence',
      'commercial-spaces',
      'designer-rugs-included',
      'shop',
      'blog',
      'rug-fit',
      'not-found',
      'privacy',
      'terms',
      'accessibility',
      'footer',
    ]);
  });

  it.each(PAGE_SLUGS.map((slug) => [slug]))('%s saves with the version check, keeps a revision, and the public read follows', async (slug) => {
    const loaded = (await admin.get(`/api/admin/pages/${slug}`)).body;
    const [first, ...rest] = loaded.content.sections;
    const edited = { ...loaded, content: { sections: [...rest, { ...first, hidden: !first.hidden }] } };
    const saved = await admin.put(`/api/admin/pages/${slug}`, { ...edited, version: loaded.version });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ version: loaded.version + 1, content: edited.content });
    expect(revisionCount(slug)).toBe(1);
    expect((await server.client().get(`/api/pages/${slug}`)).body).toEqual(saved.body);

    const before = row(slug);
    const stale = await admin.put(`/api/admin/pages/${slug}`, { ...loaded, version: loaded.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: CONFLICT, current: saved.body });
    expect(row(slug)).toEqual(before);
  });
});

describe('every kind of section', () => {
  it('round-trips with all its fields, hidden or shown, on a page that may hold it', async () => {
    const sections = SECTION_KIND_NAMES.filter((kind) => kindAllowedOn(kind, 'about')).map((kind, index) => sampleSection(kind, index % 2 === 1));
    const { version } = (await admin.get('/api/admin/pages/about')).body;
    const saved = await admin.put('/api/admin/pages/about', { seoTitle: 'About', content: { sections }, version });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.content).toEqual({ sections });
    expect((await admin.get('/api/admin/pages/about')).body.content).toEqual({ sections });

    const footer = (await admin.get('/api/admin/pages/footer')).body;
    const footerSaved = await admin.put('/api/admin/pages/footer', { content: { sections: [sampleSection('footer')] }, version: footer.version });
    expect(footerSaved.status, footerSaved.text).toBe(200);
    expect(footerSaved.body.content).toEqual({ sections: [sampleSection('footer')] });
  });

  it('gives a section sent without an id one of its own, and keeps the others', async () => {
    const saved = await admin.put('/api/admin/pages/terms', { content: { sections: [{ kind: 'richText', body: 'Our terms.' }, { id: 'richtext-1', kind: 'callToAction', title: 'Questions?' }] } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.content.sections.map((section: { id: string }) => section.id)).toEqual(['richtext-1-x', 'richtext-1']);
  });
});

describe('a bad section', () => {
  const cases: [string, unknown[], string, RegExp][] = [
    ['an unknown kind', [{ kind: 'hero', title: 'Fine' }, { kind: 'carousel', title: 'Slides' }], 'content.sections.1.kind', /Unknown kind of section/],
    ['a missing required field', [{ kind: 'callToAction', text: 'No heading' }], 'content.sections.0.title', /Heading is required/],
    ['a script in Markdown', [{ kind: 'richText', body: 'Hello <script>alert(1)</script>' }], 'content.sections.0.body', /HTML tags such as <script> are not allowed/],
    ['a script link in Markdown', [{ kind: 'hero', title: 'Hi', subtitle: '[Click](javascript:alert(1))' }], 'content.sections.0.subtitle', /Links must go to/],
    ['a script link on a button', [{ kind: 'callToAction', title: 'Go', buttons: [{ label: 'Go', link: 'javascript:alert(1)' }] }], 'content.sections.0.buttons.0.link', /Must be a page of this site/],
    ['a picture without alt text', [{ kind: 'imageText', title: 'Us', body: 'We.', picture: { src: '/images/rugs/vintage-oushak.svg' } }], 'content.sections.0.picture.alt', /Alt text is required/],
    ['an unknown field', [{ kind: 'hero', title: 'Hi', titel: 'typo' }], 'content.sections.0', /Unrecognized key: "titel"/],
    ['two sections with one id', [{ id: 'a', kind: 'hero', title: 'One' }, { id: 'a', kind: 'richText', body: 'Two' }], 'content.sections.1.id', /Another section already has this id/],
    ['the footer’s text on another page', [{ kind: 'footer', shopTitle: 'Shop', servicesTitle: 'Services', companyTitle: 'Company' }], 'content.sections.0.kind', /cannot be placed on this page/],
  ];

  it.each(cases)('(%s) gets 400 naming the section and the field, and nothing is stored', async (_name, sections, field, message) => {
    const before = row('about');
    const { version } = (await admin.get('/api/admin/pages/about')).body;
    const response = await admin.put('/api/admin/pages/about', { content: { sections }, version });
    expect(response.status, response.text).toBe(400);
    expect(response.body.fields[field], JSON.stringify(response.body.fields)).toMatch(message);
    expect(row('about')).toEqual(before);
    expect(revisionCount('about')).toBe(0);
  });

  it('content that is not a list of sections gets 400 naming content', async () => {
    const response = await admin.put('/api/admin/pages/home', { content: { heroTitle: 'Old style' } });
    expect(response.status).toBe(400);
    expect(response.body.fields.content).toBe('Page content holds only "sections", not "heroTitle"');
  });
});

describe('history', () => {
  it('restores a section that a later save removed', async () => {
    const loaded = (await admin.get('/api/admin/pages/about')).body;
    const removed = loaded.content.sections.filter((section: { id: string }) => section.id !== 'story');
    const saved = await admin.put('/api/admin/pages/about', { ...loaded, content: { sections: removed }, version: loaded.version });
    expect(saved.status).toBe(200);
    const [revision] = (await admin.get('/api/admin/pages/about/revisions')).body;
    expect(revision.changedFields).toEqual(['content']);
    const restored = await admin.post(`/api/admin/pages/about/revisions/${revision.id}/restore`, { version: saved.body.version });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.content).toEqual(loaded.content);
  });
});
