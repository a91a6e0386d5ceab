// sitemap.xml, robots.txt and the blog's RSS feed from the database; validators (strong ETag,
// 304) and revalidation on every public read.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { validBlogPost, validProduct, validServiceArea } from '../../support/record-data.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' }),
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const lastmodOf = (xml: string, loc: string) => new RegExp(`<loc>${loc.replace(/[.?*+^$()[\]\\/]/g, '\\$&')}</loc><lastmod>([^<]*)</lastmod>`).exec(xml)?.[1];

describe('sitemap.xml', () => {
  it('lists every public page, published post and active product with lastmod; no drafts, scheduled posts or inactive products', async () => {
    const published = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Sitemap Published Post', published: true });
    const draft = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Sitemap Draft Post', published: false });
    const scheduled = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Sitemap Scheduled Post', published: true, publishedAt: '2999-01-01T00:00' });
    const active = await admin.post('/api/admin/products', { ...validProduct(), name: 'Sitemap Active Rug' });
    const inactive = await admin.post('/api/admin/products', { ...validProduct(), name: 'Sitemap Inactive Rug', active: false });
    for (const created of [published, draft, scheduled, active, inactive]) expect(created.status).toBe(201);

    const response = await server.client().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(response.text);
    const base = server.baseUrl;
    for (const path of ['/jacobs', '/jacobs/services', '/jacobs/services/rug-intelligence', '/jacobs/rug-fit', '/jacobs/service-areas', '/jacobs/shop', '/jacobs/blog', '/jacobs/contact']) {
      expect(urls).toContain(`${base}${path}`);
    }
    expect(urls).toContain(`${base}/jacobs/blog/${published.body.slug}`);
    expect(urls).toContain(`${base}/jacobs/blog/do-rugs-increase-home-value`);
    expect(urls).toContain(`${base}/jacobs/product/${active.body.id}`);
    expect(urls).not.toContain(`${base}/jacobs/blog/${draft.body.slug}`);
    expect(urls).not.toContain(`${base}/jacobs/blog/${scheduled.body.slug}`);
    expect(urls).not.toContain(`${base}/jacobs/product/${inactive.body.id}`);
    expect(urls.some((url) => url.includes('/admin') || url.includes('/jacobs/shop/'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);

    expect(lastmodOf(response.text, `${base}/jacobs/product/${active.body.id}`)).toBe(active.body.updatedAt);
    expect(lastmodOf(response.text, `${base}/jacobs/blog/${published.body.slug}`)).toBe(published.body.updatedAt);
    const home = (await server.client().get('/api/pages/home')).body;
    expect(lastmodOf(response.text, `${base}/jacobs`)).toBe(home.updatedAt);
  });

  it('dates the service-areas page by its newest area', async () => {
    const area = await admin.post('/api/admin/service-areas', { ...validServiceArea(), name: 'Sitemap Heights' });
    expect(area.status).toBe(201);
    const xml = (await server.client().get('/sitemap.xml')).text;
    expect(lastmodOf(xml, `${server.baseUrl}/jacobs/service-areas`)).toBe(area.body.updatedAt);
  });
});

describe('robots.txt', () => {
  it('disallows the admin and points at the sitemap by absolute address', async () => {
    const response = await server.client().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/admin');
    expect(lines).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });
});

describe('RSS feed', () => {
  it('is RSS 2.0 with one item per public post, newest first, escaped', async () => {
    const created = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Feed <Item> & More', excerpt: 'An "excerpt" <b>here</b>', published: true });
    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Feed Draft', published: false });
    const response = await server.client().get('/jacobs/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = response.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<link>${server.baseUrl}/jacobs/blog</link>`);
    expect(xml).toContain(`<atom:link href="${server.baseUrl}/jacobs/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
    const posts = (await server.client().get('/api/blog')).body as { slug: string }[];
    expect(items).toHaveLength(posts.length);
    expect(items[0]).toContain('<title>Feed &lt;Item&gt; &amp; More</title>');
    expect(items[0]).toContain(`<guid isPermaLink="true">${server.baseUrl}/jacobs/blog/${created.body.slug}</guid>`);
    expect(items[0]).toContain('<description>An &quot;excerpt&quot; &lt;b&gt;here&lt;/b&gt;</description>');
    expect(items[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT<\/pubDate>/);
    expect(xml).not.toContain('Feed Draft');
    expect(xml.match(/<channel>/g)).toHaveLength(1);
  });
});

describe('validators', () => {
  it.each([
    '/jacobs',
    '/jacobs/shop',
    '/jacobs/nope',
    '/api/products',
    '/api/core-services',
    '/api/blog',
    '/api/blog/do-rugs-increase-home-value',
    '/api/service-areas',
    '/api/pages/home',
    '/api/settings',
    '/content/blog/do-rugs-increase-home-value.md',
    '/sitemap.xml',
    '/robots.txt',
    '/jacobs/blog/rss.xml',
  ])('%s: strong ETag, no-cache, 304 on If-None-Match (not for a not-found page)', async (path) => {
    const client = server.client();
    const first = await client.get(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}(-gz)?"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await client.get(path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);
    const revalidated = await client.get(path, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(first.status === 200 ? 304 : 404);
    if (first.status === 200) expect(revalidated.text).toBe('');
    expect((await client.get(path, { headers: { 'If-None-Match': '"something-else"' } })).status).toBe(first.status);
  });

  it('sends large answers gzipped from the cache, with their own tag', async () => {
    const response = await fetch(`${server.baseUrl}/api/products`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('etag')).toMatch(/-gz"$/);
    expect(JSON.parse(await response.text()).length).toBeGreaterThan(0);
    const plain = await fetch(`${server.baseUrl}/api/products`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(response.headers.get('etag')!.replace('-gz"', '"'));
  });

  it('a write changes the ETag of what it changed', async () => {
    const before = (await server.client().get('/api/products')).headers.get('etag');
    await admin.post('/api/admin/products', { ...validProduct(), name: 'Etag Changer Rug' });
    const after = await server.client().get('/api/products');
    expect(after.headers.get('etag')).not.toBe(before);
    expect(after.text).toContain('Etag Changer Rug');
  });

  it('hashed assets stay immutable; admin API answers are never cached', async () => {
    const me = await admin.get('/api/admin/products');
    expect(me.headers.get('etag') ?? '').not.toMatch(/^"[\w-]{32}"$/);
    await admin.post('/api/admin/products', { ...validProduct(), name: 'Fresh Admin Rug' });
    expect((await admin.get('/api/admin/products')).text).toContain('Fresh Admin Rug');
  });

  it('a scheduled post appears by itself when its time comes', async () => {
    const soon = new Date(Date.now() + 61_000);
    soon.setUTCSeconds(0, 0);
    await server.client().get('/api/blog');
    const scheduled = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Soon Public Post', published: true, publishedAt: soon.toISOString() });
    expect(scheduled.status).toBe(201);
    expect((await server.client().get('/api/blog')).text).not.toContain('Soon Public Post');
    // Pretend the publish time has come: the cache must expire by itself, with no admin write.
    server.db.prepare('UPDATE blog_posts SET published_at = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), scheduled.body.id);
    const realNow = Date.now;
    Date.now = () => soon.getTime() + 1000;
    try {
      expect((await server.client().get('/api/blog')).text).toContain('Soon Public Post');
    } finally {
      Date.now = realNow;
    }
  });
});

describe('optional pagination of the public lists', () => {
  it('answers the whole list without parameters, one page with ?limit=&offset=', async () => {
    for (const path of ['/api/products', '/api/blog']) {
      const all = (await server.client().get(path)).body as { id: number }[];
      expect(all.length).toBeGreaterThan(1);
      const first = await server.client().get(`${path}?limit=1`);
      expect(first.body.map((item: { id: number }) => item.id)).toEqual([all[0].id]);
      const rest = await server.client().get(`${path}?offset=1`);
      expect(rest.body.map((item: { id: number }) => item.id)).toEqual(all.slice(1).map((item) => item.id));
      const second = await server.client().get(`${path}?limit=1&offset=1`);
      expect(second.body.map((item: { id: number }) => item.id)).toEqual([all[1].id]);
    }
  });

  it.each(['limit=0', 'limit=501', 'limit=abc', 'offset=-1', 'limit=1&limit=2'])('refuses ?%s with 400 naming the field', async (query) => {
    const response = await server.client().get(`/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual([query.split('=')[0]]);
  });
});
