// What crawlers and link previews get without running JavaScript (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec): each public page's
// title, description, canonical, Open Graph, Twitter tags and structured data, from the database.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { validBlogPost, validProduct } from '../../support/record-data.ts';
import { jsonLdOfType, readHead, type HeadTags } from '../support/html-head.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_HTML = '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
const COMPANY = 'Jacobs Rug Consultancy';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => fakeSiteDir({ 'index.html': INDEX_HTML }) });

/** fetch cannot set Host; node:http can. */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve(body));
    });
    req.on('error', reject).end();
  });
}

async function headOf(path: string, status = 200): Promise<HeadTags> {
  const response = await server.client().get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return readHead(response.text);
}

function expectSocialTags(head: HeadTags, { title, description, url }: { title: string; description: string; url: string }) {
  expect(head.titles).toEqual([title]);
  expect(head.meta('description')).toEqual([description]);
  expect(head.meta('og:title')).toEqual([title]);
  expect(head.meta('og:description')).toEqual([description]);
  expect(head.meta('og:url')).toEqual([url]);
  expect(head.meta('og:site_name')).toEqual([COMPANY]);
  expect(head.meta('og:image')[0]).toMatch(new RegExp(`^${server.baseUrl}/`));
  expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
  expect(head.meta('twitter:title')).toEqual([title]);
  expect(head.meta('twitter:description')).toEqual([description]);
}

describe('public pages', () => {
  it('home: title and description from the page content, canonical, LocalBusiness with the 17 areas and opening hours', async () => {
    const page = (await server.client().get('/api/pages/home')).body;
    const head = await headOf('/jacobs');
    const title = `${page.seoTitle || 'Chicago Rug Consultancy for Staging, Pets & Design'} | ${COMPANY}`;
    expectSocialTags(head, { title, description: head.meta('description')[0], url: `${server.baseUrl}/jacobs` });
    expect(head.meta('description')[0].length).toBeGreaterThan(50);
    expect(head.canonical).toEqual([`${server.baseUrl}/jacobs`]);
    expect(head.meta('og:type')).toEqual(['website']);
    const [business] = jsonLdOfType(head, 'LocalBusiness');
    expect(business.areaServed).toHaveLength(17);
    expect(business.areaServed.map((area: { name: string }) => area.name)).toContain('Lincoln Park, Chicago, IL');
    expect(business.openingHours).toBe('Mo-Fr 09:00-18:00');
    expect(business.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '18:00', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] });
    expect(jsonLdOfType(head, 'BreadcrumbList')).toEqual([]);
    expect(head.head).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it('service areas: LocalBusiness and a breadcrumb', async () => {
    const head = await headOf('/jacobs/service-areas');
    expect(head.titles).toEqual([`Chicago Service Areas | ${COMPANY}`]);
    expect(jsonLdOfType(head, 'LocalBusiness')[0].areaServed).toHaveLength(17);
    const [crumbs] = jsonLdOfType(head, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', `${server.baseUrl}/jacobs`],
      ['Service Areas', `${server.baseUrl}/jacobs/service-areas`],
    ]);
  });

  it('Rug Fit: a breadcrumb through Services', async () => {
    const head = await headOf('/jacobs/rug-fit');
    const [crumbs] = jsonLdOfType(head, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', `${server.baseUrl}/jacobs`],
      ['Services', `${server.baseUrl}/jacobs/services`],
      ['Rug Fit', `${server.baseUrl}/jacobs/rug-fit`],
    ]);
  });

  it.each([
    ['/jacobs/services', 'Rug Staging, Sourcing & Custom Design Services'],
    ['/jacobs/services/antique-sourcing', 'Antique & Vintage Rug Sourcing in Chicago'],
    ['/jacobs/proof-roi', 'Proof & ROI: Rug Staging Return Calculator'],
    ['/jacobs/rug-fit', 'Rug Fit: Rugs Matched to a Photo of Your Room'],
    ['/jacobs/health-pets', 'Synthetic Rugs & Pet Health'],
    ['/jacobs/about', 'About Our Boutique Chicago Rug Consultancy'],
    ['/jacobs/blog', 'Blog: Rugs, Home Value & Pet Health'],
    ['/jacobs/contact', 'Contact Us & Book a Free Rug Consultation'],
    ['/jacobs/shop', 'Shop Rugs'],
    ['/jacobs/shop?collection=luxury-wool', 'Luxury Wool Rugs'],
    ['/jacobs/privacy', 'Privacy Policy'],
  ])('%s: its own title (unless the page content sets one), canonical and breadcrumb', async (path, defaultTitle) => {
    const slug = { '/jacobs/services': 'services', '/jacobs/proof-roi': 'proof-roi', '/jacobs/health-pets': 'health-pets', '/jacobs/about': 'about', '/jacobs/contact': 'contact' }[path];
    const stored = slug ? (await server.client().get(`/api/pages/${slug}`)).body.seoTitle : '';
    const head = await headOf(path);
    const canonical = `${server.baseUrl}${path.split('?')[0]}`;
    expectSocialTags(head, { title: `${stored || defaultTitle} | ${COMPANY}`, description: head.meta('description')[0], url: canonical });
    expect(head.meta('description')[0]).not.toBe('');
    expect(head.canonical).toEqual([canonical]);
    const [crumbs] = jsonLdOfType(head, 'BreadcrumbList');
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(crumbs.itemListElement.at(-1).item).toBe(canonical);
    expect(head.meta('robots')).toEqual([]);
  });

  it('a blog post: its SEO fields, article type, image, BlogPosting and breadcrumb', async () => {
    const created = await admin.post('/api/admin/blog', {
      ...validBlogPost(),
      title: 'Wool & Pets <Guide>',
      seoTitle: 'Wool rugs for pets',
      seoDescription: 'Why "wool" suits homes with pets.',
      imageUrl: '/images/rugs/wool.svg',
      published: true,
    });
    expect(created.status).toBe(201);
    const head = await headOf(`/jacobs/blog/${created.body.slug}`);
    const url = `${server.baseUrl}/jacobs/blog/${created.body.slug}`;
    expectSocialTags(head, { title: `Wool rugs for pets | ${COMPANY}`, description: 'Why "wool" suits homes with pets.', url });
    expect(head.meta('og:type')).toEqual(['article']);
    // No card was built for this image (the test's site has none): the brand card stands in (decision 030).
    expect(head.meta('og:image')).toEqual([`${server.baseUrl}/images/share/og-default.jpg`]);
    const [posting] = jsonLdOfType(head, 'BlogPosting');
    expect(posting).toMatchObject({ headline: 'Wool rugs for pets', author: { name: created.body.author }, url });
    const [crumbs] = jsonLdOfType(head, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', 'Wool & Pets <Guide>']);
    // "<" never appears raw inside a JSON-LD block, so no value can close the script element.
    expect(head.head).toContain('Wool & Pets \\u003cGuide>');
  });

  it('a product, under both addresses: canonical /jacobs/product/{id}, Product with a USD offer', async () => {
    const created = await admin.post('/api/admin/products', { ...validProduct(), name: 'Heriz Canonical Rug', price: 4250.5 });
    for (const path of [`/jacobs/product/${created.body.id}`, `/jacobs/shop/${created.body.id}`]) {
      const head = await headOf(path);
      const url = `${server.baseUrl}/jacobs/product/${created.body.id}`;
      expect(head.titles).toEqual([`Heriz Canonical Rug | ${COMPANY}`]);
      expect(head.canonical).toEqual([url]);
      expect(head.meta('og:type')).toEqual(['product']);
      const [product] = jsonLdOfType(head, 'Product');
      expect(product).toMatchObject({ name: 'Heriz Canonical Rug', offers: { '@type': 'Offer', price: '4250.50', priceCurrency: 'USD', url } });
      expect(jsonLdOfType(head, 'BreadcrumbList')[0].itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Shop', 'Heriz Canonical Rug']);
    }
  });

  it('uses the Host of the request for absolute addresses', async () => {
    const head = readHead(await getWithHost('/jacobs/about', 'rugs.example.com'));
    expect(head.canonical).toEqual(['http://rugs.example.com/jacobs/about']);
    expect(head.meta('og:url')).toEqual(['http://rugs.example.com/jacobs/about']);
  });

  it('a company name with markup is escaped in every tag', async () => {
    const settings = (await admin.get('/api/admin/settings')).body;
    const saved = await admin.put('/api/admin/settings', { ...settings, companyName: 'Jacobs "Rugs" <b>&</b>' });
    expect(saved.status).toBe(200);
    const response = await server.client().get('/jacobs/contact');
    expect(response.text).not.toContain('<b>');
    expect(readHead(response.text).meta('og:site_name')).toEqual(['Jacobs "Rugs" <b>&</b>']);
    await admin.put('/api/admin/settings', { ...settings, version: saved.body.version });
  });
});

describe('not-found pages', () => {
  it.each(['/jacobs/nope', '/elsewhere', '/jacobs/blog/no-such-post', '/jacobs/product/999999'])('%s -> 404 with the not-found page, noindex', async (path) => {
    const head = await headOf(path, 404);
    expect(head.titles[0]).toMatch(new RegExp(`^(404 Page|Post|Product) Not Found \\| ${COMPANY}$`));
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });

  it('an unknown route is titled "404 Page Not Found"', async () => {
    expect((await headOf('/jacobs/nope', 404)).titles).toEqual([`404 Page Not Found | ${COMPANY}`]);
  });
});

describe('admin pages', () => {
  it.each(['/admin', '/admin/dashboard', '/admin/products'])('%s: noindex in the HTML and the header', async (path) => {
    const response = await server.client().get(path);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(readHead(response.text).meta('robots')).toEqual(['noindex']);
  });
});

describe('edits show at once (the cache is emptied by admin writes)', () => {
  it('a page SEO edit changes the next HTML and API answer', async () => {
    expect((await headOf('/jacobs/about')).titles).toHaveLength(1);
    const current = (await admin.get('/api/admin/pages/about')).body;
    await server.client().get('/api/pages/about');
    const saved = await admin.put('/api/admin/pages/about', { ...current, seoTitle: 'About the Rug People', seoDescription: 'Who we are.', seoKeywords: 'rugs, chicago' });
    expect(saved.status).toBe(200);
    const head = await headOf('/jacobs/about');
    expect(head.titles).toEqual([`About the Rug People | ${COMPANY}`]);
    expect(head.meta('description')).toEqual(['Who we are.']);
    expect(head.meta('keywords')).toEqual(['rugs, chicago']);
    expect((await server.client().get('/api/pages/about')).body.seoTitle).toBe('About the Rug People');
  });

  it('a product rename changes its page and the product list', async () => {
    const created = await admin.post('/api/admin/products', { ...validProduct(), name: 'Before Rename Rug' });
    const path = `/jacobs/product/${created.body.id}`;
    expect((await headOf(path)).titles).toEqual([`Before Rename Rug | ${COMPANY}`]);
    await server.client().get('/api/products');
    const renamed = await admin.put(`/api/admin/products/${created.body.id}`, { ...validProduct(), name: 'After Rename Rug', version: created.body.version });
    expect(renamed.status).toBe(200);
    expect((await headOf(path)).titles).toEqual([`After Rename Rug | ${COMPANY}`]);
    const names = (await server.client().get('/api/products')).body.map((product: { name: string }) => product.name);
    expect(names).toContain('After Rename Rug');
    expect(names).not.toContain('Before Rename Rug');
  });

  it('a refused admin write (validation error) keeps the cache; a product deactivated disappears', async () => {
    const created = await admin.post('/api/admin/products', { ...validProduct(), name: 'Soon Hidden Rug' });
    expect((await server.client().get(`/jacobs/product/${created.body.id}`)).status).toBe(200);
    expect((await admin.put(`/api/admin/products/${created.body.id}`, { ...validProduct(), price: -1 })).status).toBe(400);
    await admin.put(`/api/admin/products/${created.body.id}`, { ...validProduct(), name: 'Soon Hidden Rug', active: false });
    expect((await server.client().get(`/jacobs/product/${created.body.id}`)).status).toBe(404);
  });
});
