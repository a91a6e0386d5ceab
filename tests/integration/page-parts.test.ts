// The pages whose words were code, now the owner's (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows):
// Rug Fit, the shop, the blog and the not-found page are pages of sections, each with a kind for
// its working part and the words around it. Their seeds are today's words
// (page-sections-seed.test.ts and pages-as-before.test.ts read them on the pages); here: a bad or
// misplaced part is refused naming the section and the field, a database from before these pages
// shows their seeds and Seed Database adds them, and the owner's words reach a visitor (and the
// island's props, which carry Rug Fit's words to the browser).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import { seedPreview } from '../../shared/contract/seed.ts';
import { ISLAND_ATTRIBUTES } from '../../shared/islands.ts';
import { useSiteBuild } from './support/site-build.ts';
import type { HttpClient } from './support/http-client.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir, perTest: true });

const NEW_PAGES = ['shop', 'blog', 'rug-fit', 'not-found'];
const row = (slug: string) => server.db.prepare('SELECT * FROM page_content WHERE page_slug = ?').get(slug);

async function save(slug: string, sections: unknown[]) {
  const { version } = (await admin.get(`/api/admin/pages/${slug}`)).body;
  return admin.put(`/api/admin/pages/${slug}`, { content: { sections }, version });
}

async function edit(slug: string, change: (section: Record<string, unknown>) => Record<string, unknown>) {
  const page = (await admin.get(`/api/admin/pages/${slug}`)).body;
  const saved = await admin.put(`/api/admin/pages/${slug}`, { ...page, content: { sections: page.content.sections.map(change) }, updatedAt: undefined });
  expect(saved.status, saved.text).toBe(200);
}

describe('a page’s own part', () => {
  const cases: [string, string, unknown[], string, RegExp][] = [
    ['Rug Fit without its camera button', 'rug-fit', [{ kind: 'rugFit', title: 'Match', pickerText: 'Drop a photo', takePhoto: ' ', choosePhoto: 'Choose' }], 'content.sections.0.takePhoto', /Camera button is required/],
    ['the shop’s rugs on About', 'about', [{ kind: 'hero', title: 'About' }, { kind: 'rugCatalog', showButton: 'Show Rugs' }], 'content.sections.1.kind', /cannot be placed on this page/],
    ['the shop’s rugs twice', 'shop', [{ kind: 'rugCatalog', showButton: 'Show Rugs' }, { kind: 'hero', title: 'Rugs' }, { kind: 'rugCatalog', showButton: 'Again' }], 'content.sections.2.kind', /This page already has a Shop catalog section: it holds one/],
    ['the blog’s articles on the shop', 'shop', [{ kind: 'blogPosts', title: 'Latest', readMore: 'Read' }], 'content.sections.0.kind', /cannot be placed on this page/],
    ['the not-found message without its way home', 'not-found', [{ kind: 'notFound', title: 'Lost?', backLabel: '' }], 'content.sections.0.backLabel', /Button back to the home page is required/],
  ];
  it.each(cases)('(%s) gets 400 naming the section and the field, and nothing is stored', async (_name, slug, sections, field, message) => {
    const before = row(slug);
    const response = await save(slug, sections);
    expect(response.status, response.text).toBe(400);
    expect(response.body.fields[field], JSON.stringify(response.body.fields)).toMatch(message);
    expect(row(slug)).toEqual(before);
  });

  it('Rug Fit’s no-script note is Markdown without HTML', async () => {
    const seeded = (await admin.get('/api/admin/pages/rug-fit')).body.content.sections as Record<string, unknown>[];
    const response = await save('rug-fit', seeded.map((section) => (section.kind === 'rugFit' ? { ...section, noScriptText: 'Write to us <img src=x onerror=alert(1)>' } : section)));
    expect(response.status).toBe(400);
    expect(response.body.fields['content.sections.1.noScriptText']).toMatch(/HTML tags/);
  });

  it('Rug Fit’s tool may stand on another page, once', async () => {
    const tool = (await admin.get('/api/admin/pages/rug-fit')).body.content.sections.find((section: { kind: string }) => section.kind === 'rugFit');
    const { id: _id, ...words } = tool;
    const about = (await admin.get('/api/admin/pages/about')).body;
    expect((await save('about', [...about.content.sections, words])).status).toBe(200);
    const twice = await save('about', [...about.content.sections, words, words]);
    expect(twice.body.fields[`content.sections.${about.content.sections.length + 1}.kind`]).toBe('This page already has a Rug Fit section: it holds one');
  });
});

describe('a database from before these pages', () => {
  it('shows their seeds, and Seed Database adds them', async () => {
    server.db.prepare(`DELETE FROM page_content WHERE page_slug IN (${NEW_PAGES.map(() => '?').join(', ')})`).run(...NEW_PAGES);
    for (const slug of NEW_PAGES) expect((await server.client().get(`/api/pages/${slug}`)).body, slug).toMatchObject({ version: 0, updatedAt: null });
    expect((await server.client().get('/jacobs/shop')).text).toContain('Shop Our Rugs');
    expect(seedPreview.parse((await admin.get('/api/admin/seed-database')).body).wouldCreate.pageContent).toBe(4);
    expect((await admin.post('/api/admin/seed-database')).body.created.pageContent).toBe(4);
    for (const slug of NEW_PAGES) expect(row(slug), slug).toBeTruthy();
  });
});

describe('the owner’s words reach a visitor', () => {
  it('Rug Fit’s, in the page and in the props its island is given', async () => {
    await edit('rug-fit', (section) => (section.kind === 'rugFit' ? { ...section, takePhoto: 'Snap your room', blendTitle: 'Rugs at home in your room' } : section.kind === 'hero' ? { ...section, title: 'Rug Fit, by Jacobs' } : section));
    const html = (await server.client().get('/jacobs/rug-fit')).text;
    expect(html).toContain('Rug Fit, by Jacobs');
    expect(html).toContain('>Snap your room<');
    const props = JSON.parse(new RegExp(`${ISLAND_ATTRIBUTES.props}="([^"]*)"`).exec(html)![1].replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(props.words).toMatchObject({ takePhoto: 'Snap your room', blendTitle: 'Rugs at home in your room', popTitle: 'Rugs that make it pop' });
    expect(props.products.length).toBeGreaterThan(0);
  });

  it('the shop’s, the blog’s and the not-found page’s, at any address with no page and at an unknown area', async () => {
    await edit('shop', (section) => (section.kind === 'hero' ? { ...section, title: 'Rugs We Stand Behind' } : { ...section, showButton: 'Show These Rugs' }));
    await edit('blog', (section) => (section.kind === 'hero' ? { ...section, title: 'Notes from the Rug Room' } : { ...section, readMore: 'Read on' }));
    await edit('not-found', (section) => ({ ...section, title: 'No page here', text: 'Nothing lives at {address}, but the rugs are one click away.', backLabel: 'Back to the rugs' }));
    const shop = (await server.client().get('/jacobs/shop')).text;
    expect(shop).toContain('Rugs We Stand Behind');
    expect(shop).toContain('Show These Rugs');
    const blog = (await server.client().get('/jacobs/blog')).text;
    expect(blog).toContain('Notes from the Rug Room');
    expect(blog).toContain('Read on');
    for (const address of ['/jacobs/no-rugs-here', '/jacobs/service-areas/atlantis']) {
      const page = await server.client().get(address);
      expect(page.status).toBe(404);
      expect(page.text, address).toContain('No page here');
      expect(page.text).toContain(`Nothing lives at <code>${address}</code>, but the rugs are one click away.`);
      expect(page.text).toContain('Back to the rugs');
      // Its search title is its own (the spec's until changed), the company's name after it.
      expect(page.text).toContain(`<title>404 Page Not Found | ${DEFAULT_SITE_SETTINGS.companyName}</title>`);
    }
  });
});
