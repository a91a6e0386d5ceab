// Preview (decision 145): the real app on a real SQLite file with the real server renderer. The
// form's unsaved values, in the owner's tab and as a copied link's snapshot, render as the real
// public page, marked and never indexed, and nothing of a preview reaches the public cache, sitemap
// or feed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '../../shared/contract/blog.ts';
import { PAGES } from '../../shared/contract/page-list.ts';
import { PREVIEW_BAR_TEXT, PREVIEW_LINK_TTL_MS, type PreviewLink } from '../../shared/contract/preview.ts';
import type { AdminProduct } from '../../shared/contract/products.ts';
import type { AdminServiceArea } from '../../shared/contract/service-areas.ts';
import { PREVIEW_NOT_VALID } from '../../server/preview/page-route.ts';
import { PREVIEW_EXPIRED } from '../../server/preview/service.ts';
import { validBlogPost, validProduct, validServiceArea } from '../support/record-data.ts';
import type { HttpClient, TestResponse } from './support/http-client.ts';
import { useSiteBuild } from './support/site-build.ts';
import { ADMIN_PASSWORD, fakeSiteDir, startTestServer, useTestServer, type TestServer } from './support/test-server.ts';

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Shell</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const siteDir = fakeSiteDir({ 'index.html': INDEX_HTML });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir });

afterEach(() => vi.useRealTimers());

const NOINDEX = /<meta name="robots" content="noindex"/;

/** A record's editable fields, as its editor's form holds them. */
function formValues<T extends { id: number; version: number; createdAt: string; updatedAt: string }>(record: T) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = record;
  return values;
}

async function firstProduct(): Promise<AdminProduct> {
  return (await admin.get<AdminProduct[]>('/api/admin/products')).body[0];
}

async function createPost(changes: Partial<ReturnType<typeof validBlogPost>>): Promise<AdminBlogPost> {
  const response = await admin.post<AdminBlogPost>('/api/admin/blog', { ...validBlogPost(), ...changes });
  expect(response.status).toBe(201);
  return response.body;
}

async function previewOf(path: string, values?: unknown): Promise<PreviewLink> {
  const response = await admin.post<PreviewLink>(path, values);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** `status`: the page's own (the not-found page answers 404, previewed too). */
function expectPreviewPage(page: TestResponse, status = 200) {
  expect(page.status).toBe(status);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('x-robots-tag')).toBe('noindex');
  expect(page.text).toMatch(NOINDEX);
  expect(page.text).toContain(PREVIEW_BAR_TEXT);
  // Finished HTML: the site's scripts would take /jacobs/preview/... for an unknown page.
  expect(page.text).not.toMatch(/<script[^>]* src=/);
}

describe('preview of unsaved values', () => {
  it('renders the product page with the form values, marked and not indexed, without saving them', async () => {
    const product = await firstProduct();
    const link = await previewOf(`/api/admin/products/${product.id}/preview`, { ...formValues(product), name: 'Unsaved Preview Runner', price: 4321 });
    expect(link.url).toMatch(/^\/jacobs\/preview\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);

    const page = await server.client().get(link.url);
    expectPreviewPage(page);
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('Unsaved Preview Runner');
    expect(page.text).toContain('$4,321');
    expect((await admin.get<AdminProduct>(`/api/admin/products/${product.id}`)).body).toEqual(product);
  });

  it('shows an inactive product and a page content change as the public would see them', async () => {
    const product = await firstProduct();
    const link = await previewOf(`/api/admin/products/${product.id}/preview`, { ...formValues(product), active: false, name: 'Hidden Preview Rug' });
    expect((await server.client().get(link.url)).text).toContain('Hidden Preview Rug');

    const about = (await admin.get('/api/admin/pages/about')).body;
    const aboutLink = await previewOf('/api/admin/pages/about/preview', { ...about, seoTitle: 'About Preview Title', updatedAt: undefined });
    const aboutPage = await server.client().get(aboutLink.url);
    expectPreviewPage(aboutPage);
    expect(aboutPage.text).toContain('About Preview Title');
  });

  it('previews every editable page at its own address (the footer on the home page, the not-found page at an address no page has), with its unsaved search title', async () => {
    for (const { slug } of PAGES) {
      const page = (await admin.get(`/api/admin/pages/${slug}`)).body;
      const link = await previewOf(`/api/admin/pages/${slug}/preview`, { ...page, seoTitle: `Preview of ${slug}`, updatedAt: undefined });
      const shown = await server.client().get(link.url);
      expectPreviewPage(shown, slug === 'not-found' ? 404 : 200);
      if (slug !== 'footer') expect(shown.text, slug).toContain(`Preview of ${slug}`);
    }
  });

  it('renders an inactive service area on its own page', async () => {
    const area = (await admin.post<AdminServiceArea>('/api/admin/service-areas', { ...validServiceArea(), active: false })).body;
    expect((await server.client().get(`/jacobs/service-areas/${area.slug}`)).status).toBe(404);
    const link = await previewOf(`/api/admin/service-areas/${area.id}/preview`, { ...formValues(area), description: 'Previewed greystones.' });
    const page = await server.client().get(link.url);
    expectPreviewPage(page);
    expect(page.text).toContain('Previewed greystones.');
  });

  it('previews a draft and a scheduled post, whose public addresses stay 404', async () => {
    const draft = await createPost({ title: 'Draft Preview Post', published: false, content: '## Draft body\n\nOnly in preview.' });
    const future = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await createPost({ title: 'Scheduled Preview Post', published: true, publishedAt: future });
    for (const post of [draft, scheduled]) {
      const link = await previewOf(`/api/admin/blog/${post.id}/preview`, formValues(post));
      const page = await server.client().get(link.url);
      expectPreviewPage(page);
      expect(page.text).toContain(post.title);
      expect((await server.client().get(`/jacobs/blog/${post.slug}`)).status).toBe(404);
    }
    const draftPage = await server.client().get((await previewOf(`/api/admin/blog/${draft.id}/preview-link`, formValues(draft))).url);
    expect(draftPage.text).toContain('Only in preview.');
  });
});

describe('nothing of a preview reaches the public', () => {
  it('leaves the cached public answers, the sitemap and the feed as they were', async () => {
    const product = await firstProduct();
    const draft = await createPost({ title: 'Never Public Draft', published: false });
    const publicAddresses = [`/jacobs/product/${product.id}`, `/api/products/${product.id}`, '/sitemap.xml', '/jacobs/blog/rss.xml', '/jacobs/blog', '/api/blog'];
    const visitor = server.client();
    const before = await Promise.all(publicAddresses.map((address) => visitor.get(address)));

    await previewOf(`/api/admin/products/${product.id}/preview`, { ...formValues(product), name: 'Leaked Preview Name' });
    await visitor.get((await previewOf(`/api/admin/blog/${draft.id}/preview`, formValues(draft))).url);

    const after = await Promise.all(publicAddresses.map((address) => visitor.get(address)));
    for (const [index, response] of after.entries()) {
      expect(response.status, publicAddresses[index]).toBe(200);
      // The same bytes under the same tag: the cache kept its entries and nothing new went in.
      expect(response.headers.get('etag'), publicAddresses[index]).toBe(before[index].headers.get('etag'));
      expect(response.text).not.toContain('Leaked Preview Name');
      expect(response.text).not.toContain(draft.slug);
    }
    expect(after[0].text).toContain(product.name);
  });
});

describe('a copied preview link', () => {
  it('shows the form as it was when the link was made, unsaved changes included, for seven days', async () => {
    // A server of its own: moving the clock a week would leave this one's render pacing a week ahead.
    const own = await startTestServer({ siteDir });
    const ownAdmin = await own.admin();
    const product = (await ownAdmin.get<AdminProduct[]>('/api/admin/products')).body[0];
    const made = await ownAdmin.post<PreviewLink>(`/api/admin/products/${product.id}/preview-link`, { ...formValues(product), name: 'Unsaved Name In The Link' });
    expect(made.status).toBe(201);
    const link = made.body;
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(PREVIEW_LINK_TTL_MS - 60_000);
    // Nothing was saved; what is saved later does not change what the link shows.
    expect((await ownAdmin.get<AdminProduct>(`/api/admin/products/${product.id}`)).body.name).toBe(product.name);
    const renamed = await ownAdmin.put<AdminProduct>(`/api/admin/products/${product.id}`, { ...formValues(product), name: 'Renamed After The Link' });
    expect(renamed.status).toBe(200);

    const page = await own.client().get(link.url);
    expectPreviewPage(page);
    expect(page.text).toContain('Unsaved Name In The Link');
    expect(page.text).not.toContain('Renamed After The Link');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PREVIEW_LINK_TTL_MS - 60_000 });
    expect((await own.client().get(link.url)).status).toBe(200);
    vi.setSystemTime(Date.parse(link.expiresAt) + 1000);
    const expired = await own.client().get(link.url);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain(PREVIEW_EXPIRED);
    expect(expired.text).toMatch(NOINDEX);
    expect(expired.headers.get('x-robots-tag')).toBe('noindex');
    expect(expired.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the unsaved change of every record type with a public page: a page, a post, a product, a service area', async () => {
    const product = await firstProduct();
    const post = await createPost({ title: 'Post Before The Link', published: false });
    const area = (await admin.post<AdminServiceArea>('/api/admin/service-areas', validServiceArea({ name: 'Linked Park' }))).body;
    const about = (await admin.get<{ content: { sections: { kind: string; title?: string }[] } }>('/api/admin/pages/about')).body;
    const sections = about.content.sections.map((section) => (section.kind === 'hero' ? { ...section, title: 'About, Unsaved In A Link' } : section));
    const changes: [string, object, string][] = [
      ['/api/admin/pages/about', { ...about, content: { sections }, updatedAt: undefined }, 'About, Unsaved In A Link'],
      [`/api/admin/blog/${post.id}`, { ...formValues(post), title: 'Post, Unsaved In A Link' }, 'Post, Unsaved In A Link'],
      [`/api/admin/products/${product.id}`, { ...formValues(product), name: 'Rug, Unsaved In A Link' }, 'Rug, Unsaved In A Link'],
      [`/api/admin/service-areas/${area.id}`, { ...formValues(area), description: 'Area, unsaved in a link.' }, 'Area, unsaved in a link.'],
    ];
    for (const [record, values, shown] of changes) {
      const link = await previewOf(`${record}/preview-link`, values);
      expect(Date.parse(link.expiresAt) - Date.now(), record).toBeGreaterThan(PREVIEW_LINK_TTL_MS - 60_000);
      const page = await server.client().get(link.url);
      expectPreviewPage(page);
      expect(page.text, record).toContain(shown);
      expect(JSON.stringify((await admin.get(record)).body), record).not.toContain(shown);
    }
  });

  it('ends with its record: the links of a deleted post answer 404', async () => {
    const post = await createPost({ title: 'Soon Deleted Post', published: false });
    const { url } = await previewOf(`/api/admin/blog/${post.id}/preview-link`, formValues(post));
    expect((await server.client().get(url)).status).toBe(200);
    expect((await admin.delete(`/api/admin/blog/${post.id}`)).status).toBe(200);
    const page = await server.client().get(url);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Soon Deleted Post');
  });

  it('refuses a changed token, a longer expiry written in by hand, and a made-up one with a 404 page', async () => {
    const product = await firstProduct();
    const { url } = await previewOf(`/api/admin/products/${product.id}/preview-link`, formValues(product));
    const [id, expiry, signature] = url.slice('/jacobs/preview/'.length).split('.');
    // The first character carries six bits of the signature; the last one's lowest bit none (a
    // 32-byte signature is 43 base64url characters, the last holding 4 bits), so changing it alone
    // spells the same bytes another way, which must be refused too: one link, one spelling.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${signature.slice(0, -1)}${digits[digits.indexOf(signature.at(-1)!) ^ 1]}`;
    const later = (parseInt(expiry, 36) + PREVIEW_LINK_TTL_MS).toString(36);
    for (const token of [`${id}.${expiry}.${flipped}`, `${id}.${expiry}.${respelled}`, `${id}.${later}.${signature}`, `${'A'.repeat(22)}.${expiry}.${signature}`, 'not-a-token']) {
      const page = await server.client().get(`/jacobs/preview/${token}`);
      expect(page.status, token).toBe(404);
      expect(page.text).toContain(PREVIEW_NOT_VALID);
      expect(page.text).toMatch(NOINDEX);
      expect(page.text).not.toContain(product.name);
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
    }
  });
});

describe('ending preview links (decision 145)', () => {
  async function linkOn(own: TestServer, ownAdmin: HttpClient): Promise<string> {
    const product = (await ownAdmin.get<AdminProduct[]>('/api/admin/products')).body[0];
    const made = await ownAdmin.post<PreviewLink>(`/api/admin/products/${product.id}/preview-link`, formValues(product));
    expect(made.status).toBe(201);
    expect((await own.client().get(made.body.url)).status).toBe(200);
    return made.body.url;
  }

  it('a logout leaves them; a password change ends every one, and new ones work', async () => {
    const own = await startTestServer({ siteDir });
    const ownAdmin = await own.admin();
    const url = await linkOn(own, ownAdmin);
    await (await own.admin()).post('/api/admin/logout');
    expect((await own.client().get(url)).status).toBe(200);

    expect((await ownAdmin.put('/api/admin/password', { currentPassword: ADMIN_PASSWORD, newPassword: 'a-new-admin-password' })).status).toBe(200);
    const ended = await own.client().get(url);
    expect(ended.status).toBe(404);
    expect(ended.text).toContain(PREVIEW_NOT_VALID);
    await linkOn(own, ownAdmin);
  });

  it('"Revoke all preview links" ends every link at once, needs a session, and says how many', async () => {
    const own = await startTestServer({ siteDir });
    const ownAdmin = await own.admin();
    const urls = [await linkOn(own, ownAdmin), await linkOn(own, ownAdmin)];
    expect((await own.client().delete('/api/admin/preview-links')).status).toBe(401);
    const revoked = await ownAdmin.delete('/api/admin/preview-links');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: 2 });
    for (const url of urls) expect((await own.client().get(url)).status).toBe(404);
    expect((await ownAdmin.delete('/api/admin/preview-links')).body).toEqual({ revoked: 0 });
    // The owner is still signed in and can make new ones.
    await linkOn(own, ownAdmin);
  });
});

describe('the preview calls', () => {
  it('need a session (401), name the bad field (400), know the record (404), and keep nothing when refused', async () => {
    const product = await firstProduct();
    const visitor = server.client();
    expect((await visitor.post(`/api/admin/products/${product.id}/preview`, formValues(product))).status).toBe(401);
    expect((await visitor.post(`/api/admin/products/${product.id}/preview-link`, formValues(product))).status).toBe(401);

    const count = () => server.db.prepare('SELECT COUNT(*) FROM preview_snapshots').pluck().get() as number;
    const kept = count();
    const bad = await admin.post(`/api/admin/products/${product.id}/preview`, { ...formValues(product), price: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('price');
    const noTitle = await admin.post(`/api/admin/blog/${(await createPost({})).id}/preview`, { ...validBlogPost(), title: '' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toHaveProperty('title');
    const badLink = await admin.post(`/api/admin/products/${product.id}/preview-link`, { ...formValues(product), price: 'lots' });
    expect(badLink.status).toBe(400);
    expect(badLink.body.fields).toHaveProperty('price');
    expect((await admin.post('/api/admin/products/999999/preview', validProduct())).status).toBe(404);
    expect((await admin.post('/api/admin/products/999999/preview-link', validProduct())).status).toBe(404);
    expect((await admin.post('/api/admin/pages/nowhere/preview-link', {})).status).toBe(404);
    expect(count()).toBe(kept);
  });
});
