// Public reads (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows): contract shapes, order, and no drafts, scheduled posts,
// inactive records or admin fields.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicBlogPost } from '../../shared/contract/blog.ts';
import { publicCoreService } from '../../shared/contract/core-services.ts';
import { pageContent } from '../../shared/contract/pages.ts';
import { publicProduct } from '../../shared/contract/products.ts';
import { publicServiceArea } from '../../shared/contract/service-areas.ts';
import { siteSettings } from '../../shared/contract/settings.ts';
import type { HttpClient } from './support/http-client.ts';
import { validBlogPost, validCoreService, validProduct, validServiceArea } from '../support/record-data.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let visitor: HttpClient;
useTestServer((started) => {
  ({ server, admin } = started);
  visitor = server.client();
});

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();

describe('products', () => {
  it('lists active products by displayOrder then name, in the public shape only', async () => {
    const response = await visitor.get('/api/products');
    expect(response.status).toBe(200);
    const products = z.array(publicProduct).parse(response.body);
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const product of response.body) expect(Object.keys(product).sort()).toEqual(keysOf(publicProduct));
    const orders = products.map((product) => server.db.prepare('SELECT display_order FROM products WHERE id = ?').pluck().get(product.id) as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('breaks displayOrder ties by name', async () => {
    await admin.post('/api/admin/products', { ...validProduct(), name: 'Zz Tie', displayOrder: 500 });
    await admin.post('/api/admin/products', { ...validProduct(), name: 'Aa Tie', displayOrder: 500 });
    const names = (await visitor.get('/api/products')).body.map((product: { name: string }) => product.name);
    expect(names.slice(-2)).toEqual(['Aa Tie', 'Zz Tie']);
  });

  it('keeps money exact: stored as cents, served as a number', async () => {
    const { body } = await admin.post('/api/admin/products', { ...validProduct(), name: 'Cents Check', price: 0.29 });
    expect(body.price).toBe(0.29);
    expect(server.db.prepare('SELECT price_cents FROM products WHERE id = ?').pluck().get(body.id)).toBe(29);
    expect((await visitor.get(`/api/products/${body.id}`)).body.price).toBe(0.29);
    const big = await admin.post('/api/admin/products', { ...validProduct(), name: 'Big Price', price: 1234567.89 });
    expect(big.body.price).toBe(1234567.89);
  });

  it('stores both ROI fields as null when the multiplier is 0', async () => {
    const { body } = await admin.post('/api/admin/products', { ...validProduct(), name: 'No Roi', roiMultiplier: 0, roiDisclaimer: 'ignored' });
    expect(body.roiMultiplier).toBeNull();
    expect(body.roiDisclaimer).toBeNull();
  });

  it('hides inactive products from the list and the item, and 404s unknown ids', async () => {
    const { body } = await admin.post('/api/admin/products', { ...validProduct(), name: 'Hidden Rug', active: false });
    expect((await visitor.get('/api/products')).body.map((product: { id: number }) => product.id)).not.toContain(body.id);
    expect((await visitor.get(`/api/products/${body.id}`)).status).toBe(404);
    expect((await visitor.get('/api/products/999999')).status).toBe(404);
    expect((await visitor.get('/api/products/abc')).body).toEqual({ error: 'Not found' });
    const active = (await visitor.get('/api/products')).body[0];
    expect((await visitor.get(`/api/products/${active.id}`)).body).toEqual(active);
  });
});

describe('core services', () => {
  it('lists active services by displayOrder in the public shape', async () => {
    const { body } = await admin.post('/api/admin/core-services', { ...validCoreService(), title: 'Inactive Service', active: false });
    const response = await visitor.get('/api/core-services');
    const services = z.array(publicCoreService).parse(response.body);
    for (const service of response.body) expect(Object.keys(service).sort()).toEqual(keysOf(publicCoreService));
    expect(services.map((service) => service.id)).not.toContain(body.id);
    expect(services).toHaveLength(8);
    expect(services[0].title).toBe('Home Staging & ROI Projections');
  });
});

describe('service areas', () => {
  it('lists active areas, neighborhoods then suburbs, by displayOrder', async () => {
    await admin.post('/api/admin/service-areas', { ...validServiceArea(), name: 'Skokie', type: 'suburb', displayOrder: 0, active: false });
    await admin.post('/api/admin/service-areas', { ...validServiceArea(), name: 'Hyde Park', displayOrder: 99 });
    const response = await visitor.get('/api/service-areas');
    const areas = z.array(publicServiceArea).parse(response.body);
    for (const area of response.body) expect(Object.keys(area).sort()).toEqual(keysOf(publicServiceArea));
    expect(areas.map((area) => area.name)).not.toContain('Skokie');
    expect(areas.slice(-3).map((area) => area.name)).toEqual(['Hyde Park', 'Evanston', 'Oak Park']);
    expect(areas[0]).toMatchObject({ name: 'Lincoln Park', type: 'neighborhood' });
    expect(areas[0].highlights).toHaveLength(3);
  });
});

describe('blog', () => {
  const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

  it('lists only published, not scheduled posts, newest first, mapped for the public', async () => {
    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Draft Post', published: false });
    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Scheduled Post', publishedAt: future });
    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Newest Post', publishedAt: '2025-12-01T08:00:00.000Z' });
    const bare = await admin.post('/api/admin/blog', {
      ...validBlogPost(),
      title: 'Bare Post',
      excerpt: '',
      category: '',
      readingTime: '',
      imageUrl: '',
      publishedAt: null,
    });
    const response = await visitor.get('/api/blog');
    const posts = z.array(publicBlogPost).parse(response.body);
    for (const post of response.body) expect(Object.keys(post).sort()).toEqual(keysOf(publicBlogPost));
    const titles = posts.map((post) => post.title);
    expect(titles).not.toContain('Draft Post');
    expect(titles).not.toContain('Scheduled Post');
    expect(titles.slice(0, 2)).toEqual(['Bare Post', 'Newest Post']);
    expect(posts.find((post) => post.title === 'Bare Post')).toMatchObject({
      excerpt: '',
      category: '',
      // Left empty, it is computed from the Markdown at save time.
      readingTime: '1 min read',
      image: '/images/rugs/placeholder.svg',
      imageAlt: 'Bare Post',
      publishedDate: bare.body.createdAt.slice(0, 10),
    });
    const seeded = posts.find((post) => post.slug === 'do-rugs-increase-home-value')!;
    expect(seeded).toMatchObject({ category: 'Investment', readingTime: '8 min', publishedDate: '2025-10-02', featured: true });
  });

  it('serves one public post by slug and 404s drafts, scheduled and unknown slugs', async () => {
    expect((await visitor.get('/api/blog/synthetic-rugs-pet-health')).body.title).toBeTruthy();
    for (const slug of ['draft-post', 'scheduled-post', 'no-such-post']) {
      const response = await visitor.get(`/api/blog/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body).toEqual({ error: 'Not found' });
    }
  });

  it('stores publishedAt at minute precision in UTC', async () => {
    const { body } = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Minute Post', publishedAt: '2025-03-04T05:06:59.999Z' });
    expect(body.publishedAt).toBe('2025-03-04T05:06:00.000Z');
  });
});

describe('article bodies', () => {
  it('renders the Markdown of a public post as HTML', async () => {
    const response = await visitor.get('/content/blog/do-rugs-increase-home-value.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toMatch(/<h2>What the industry numbers say<\/h2>/);
    expect(response.text).toMatch(/<table>/);
  });

  it('strips scripts and event handlers from a hostile post', async () => {
    const content = 'Hello\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) <a href="https://ok.example" onclick="x()">ok</a>\n\n<iframe src="https://evil.example"></iframe>';
    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Hostile Post', content });
    const response = await visitor.get('/content/blog/hostile-post.md');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Hello');
    expect(response.text).not.toMatch(/<script/i);
    expect(response.text).not.toMatch(/onerror|onclick/i);
    expect(response.text).not.toMatch(/javascript:/i);
    expect(response.text).not.toMatch(/<iframe/i);
    expect(response.text).toContain('<a href="https://ok.example">ok</a>');
  });

  it('404s drafts, scheduled and unknown slugs', async () => {
    for (const slug of ['draft-post', 'scheduled-post', 'no-such-post']) {
      expect((await visitor.get(`/content/blog/${slug}.md`)).status, slug).toBe(404);
    }
  });

  it('rejects traversal and malformed names', async () => {
    for (const path of [
      '/content/blog/..%2f..%2fpackage.json',
      '/content/blog/%2e%2e%2fdata%2fjacobs.sqlite',
      '/content/blog/..%2F..%2Fetc%2Fpasswd.md',
      '/content/blog/%2e%2e.md',
      '/content/blog/do-rugs-increase-home-value',
      '/content/blog/Do-Rugs-Increase-Home-Value.md',
      '/content/blog/%E0%A4%A.md',
    ]) {
      const response = await visitor.get(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.text).not.toContain('"name"');
    }
  });
});

describe('pages and settings', () => {
  it('serves stored page content, or version-0 defaults for a page never saved', async () => {
    const home = await visitor.get('/api/pages/home');
    expect(pageContent.parse(home.body)).toMatchObject({ pageSlug: 'home', version: 1 });
    expect(home.body.content.sections[0]).toMatchObject({ kind: 'hero', title: expect.any(String) });

    // A page never saved shows its built-in content: what the seed stores for it.
    const seeded = (await admin.get('/api/admin/pages/about')).body;
    server.db.prepare("DELETE FROM page_content WHERE page_slug = 'about'").run();
    const about = await visitor.get('/api/pages/about');
    expect(about.body).toEqual({ ...seeded, version: 0, updatedAt: null });
  });

  it('404s an unknown page slug', async () => {
    const response = await visitor.get('/api/pages/pricing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found' });
  });

  it('serves the site settings', async () => {
    const response = await visitor.get('/api/settings');
    expect(siteSettings.parse(response.body)).toMatchObject({ companyName: 'Jacobs Rug Consultancy', version: 1 });
  });
});
