// Server rendering (decisions 190 and 191): the real app on a real SQLite
// file, with the real renderer (site/entry-server.tsx built by `vite build --ssr` in the setup),
// sends each public page as finished HTML: its main content, its head (with the structured data)
// and its styles, and no script but the entries of the islands it holds and its Speculation Rules.
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/contract/blog.ts';
import type { PublicRead } from '../../../shared/contract/public-endpoints.ts';
import type { Product } from '../../../shared/contract/products.ts';
import type { ServiceArea } from '../../../shared/contract/service-areas.ts';
import { sortProducts } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { SHOP_PAGE_SIZE } from '../../../shared/domain/shop.ts';
import { islandEntry } from '../../../shared/islands.ts';
import { matchPublicRoute } from '../../../shared/match-route.ts';
import { href } from '../../../shared/paths.ts';
import { routePageSlug, routeReads, sectionReads } from '../../../shared/public-routes.ts';
import { APPLY_ON_CHANGE_ATTRIBUTE, APPLY_ON_CHANGE_SCRIPT } from '../../../shared/apply-on-change.ts';
import { SPECULATION_RULES } from '../../../shared/speculation-rules.ts';
import { SHOWN_IMAGE } from '../support/visitor.ts';
import { publicReadAnswers } from '../../../server/app.ts';
import { createBlogService } from '../../../server/blog/service.ts';
import { publicTarget } from '../../../server/http/cache-key.ts';
import { createConcurrencyLimit } from '../../../server/http/concurrency-limit.ts';
import { NotFoundError } from '../../../server/http/errors.ts';
import type { PublicReadAnswers } from '../../../server/http/public-reads.ts';
import { createPageService } from '../../../server/pages/service.ts';
import { createProductService } from '../../../server/products/service.ts';
import { pageData } from '../../../server/public-pages/page-data.ts';
import { createShell } from '../../../server/public-pages/page-html.ts';
import { renderPublicPage, type PageMaker } from '../../../server/public-pages/public-page.ts';
import { builtSite, createSiteRenderer, type SiteSource } from '../../../server/public-pages/ssr.ts';
import { createSettingsService } from '../../../server/settings/service.ts';
import { createPublicImageLookup } from '../../../server/media/public-image.ts';
import { createRecordServices } from '../../../server/records/record-services.ts';
import { publicRoutes, routeSamples } from '../../public-routes.ts';
import { validProduct } from '../../support/record-data.ts';
import type { HttpClient } from '../support/http-client.ts';
import { readHead } from '../support/html-head.ts';
import { useSiteBuild } from '../support/site-build.ts';
import { fakeSiteDir, startTestServer, useTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_HTML = '<!doctype html><html><head><meta charset="UTF-8" /><title>Shell</title></head><body><div id="root"></div></body></html>';
// A stand-in for the browser build's manifest: the server links a page's islands' entries from it.
const MANIFEST = {
  'index.html': { file: 'index.html', isEntry: true },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_runtime.js'] },
  [islandEntry('roi-calculator')]: { file: 'assets/roi-calculator.js', isEntry: true, imports: ['_runtime.js'] },
  [islandEntry('contact-form')]: { file: 'assets/contact-form.js', isEntry: true, imports: ['_runtime.js', '_forms.js'] },
  [islandEntry('newsletter')]: { file: 'assets/newsletter.js', isEntry: true, imports: ['_runtime.js', '_forms.js'] },
  [islandEntry('rug-fit')]: { file: 'assets/rug-fit.js', isEntry: true, dynamicImports: ['islands/toaster.tsx'] },
};

const siteDir = fakeSiteDir({ 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST) });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir });

interface RenderedPage {
  status: number;
  html: string;
  /** The markup inside #root. */
  root: string;
  /** Its text, as a reader (or crawler) sees it. */
  text: string;
  headers: Headers;
}

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** `html`'s markup inside #root and its text (after it, a page that exists has the image that counts it when shown: server/visits/page-shown.ts). */
function pageOf(html: string): { root: string; text: string } {
  const root = new RegExp(`<div id="root">([\\s\\S]*)</div>(?:${SHOWN_IMAGE})?</body>`).exec(html)?.[1];
  expect(root, 'a server-rendered #root').toBeTruthy();
  const text = decode(root!.replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  return { root: root!, text };
}

async function page(path: string, status = 200): Promise<RenderedPage> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(status);
  const html = await response.text();
  return { status: response.status, html, headers: response.headers, ...pageOf(html) };
}

/** Every <script> of the page but its data blocks (JSON-LD) and Speculation Rules. */
const scriptsOf = (html: string) => [...html.matchAll(/<script(?![^>]*type="(?:application\/ld\+json|speculationrules)")[^>]*>/g)].map((match) => match[0]);
const modulesOf = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]);
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
/** The island containers: name, id and props. */
const islandsOf = (root: string) =>
  [...root.matchAll(/<div data-island="([^"]+)" data-island-id="([^"]+)" data-island-props="([^"]*)">/g)].map((match) => ({ name: match[1], id: match[2], props: JSON.parse(decode(match[3])) }));
/** The addresses the product cards link to, in order. */
const cardsOf = (rendered: RenderedPage) =>
  [...rendered.root.matchAll(/<a [^>]*data-testid="product-card"[^>]*>/g)].map((match) => decode(/ href="([^"]+)"/.exec(match[0])![1]));
/** The hrefs of the pagination bar's links, in order. */
const paginationLinks = (rendered: RenderedPage) => {
  const nav = /<nav [^>]*aria-label="Pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(rendered.root)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => decode(match[1]));
};
const h1Of = (rendered: { root: string }) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered.root)?.[1].replace(/<[^>]+>/g, '') ?? '');
const typesOf = (html: string) => readHead(html).jsonLd.map((data) => data['@type']).sort();

describe('server-rendered public pages', () => {
  it('home: the hero, the settings in the footer, styles and LocalBusiness in the head, and no script to run', async () => {
    const settings = (await server.client().get('/api/settings')).body;
    const home = await page('/jacobs');
    expect(h1Of(home)).toBe('Rugs That Raise Home Value, Protect Pets and Reflect Your Taste');
    expect(home.text).toContain(settings.phone);
    // Chakra's styles are in the HTML's <head> (a <style> inside the markup is invalid HTML).
    expect(readHead(home.html).head).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(readHead(home.html).head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(home.root).not.toContain('<style');
    // The structured data is the head's, once; the body has none.
    const [business] = readHead(home.html).jsonLd;
    expect(readHead(home.html).jsonLd).toHaveLength(1);
    expect(business['@type']).toBe('LocalBusiness');
    expect(business.areaServed).toHaveLength(17);
    expect(business.url).toBe(`${server.baseUrl}/jacobs`);
    expect(home.root).not.toContain('application/ld+json');
    expect(readHead(home.html).titles).toEqual(['Chicago Rug Consultancy for Staging, Pets & Design | Jacobs Rug Consultancy']);
    expect(home.root).not.toMatch(/<title|<meta /);
    // Nothing to run: no module, no preload, no data handed to a browser app.
    expect(scriptsOf(home.html)).toEqual([]);
    expect(preloadsOf(home.html)).toEqual([]);
    expect(home.html).not.toContain('data-island');
  });

  it('every page carries the Speculation Rules, which the CSP allows by their hash, with the shop\'s apply-on-change script, and nothing else inline', async () => {
    const home = await page('/jacobs');
    expect(home.html).toContain(`<script type="speculationrules">${SPECULATION_RULES}</script>`);
    const rules = JSON.parse(SPECULATION_RULES) as { prefetch: { where: unknown; eagerness: string }[] };
    expect(rules.prefetch[0].eagerness).toBe('moderate');
    const { createHash } = await import('node:crypto');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(home.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' ${hash(SPECULATION_RULES)} ${hash(APPLY_ON_CHANGE_SCRIPT)}`);
  });

  it('shop: every active product with its price, its view chosen with a plain GET form, and no script', async () => {
    const products: Product[] = (await server.client().get('/api/products')).body;
    const shop = await page('/jacobs/shop');
    expect(h1Of(shop)).toBe('Shop Our Rugs');
    expect(products.length).toBeGreaterThan(5);
    expect(products.length).toBeLessThanOrEqual(SHOP_PAGE_SIZE);
    for (const product of products) {
      expect(shop.text).toContain(product.name);
      expect(shop.text).toContain(formatPrice(product.price));
    }
    expect(shop.text).toContain(`${products.length} rugs`);
    expect(shop.root).not.toContain('aria-label="Pagination"');
    const form = /<form [^>]*>/.exec(shop.root)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/jacobs/shop#catalog"');
    expect(shop.root).toMatch(/<select [^>]*name="collection"/);
    expect(shop.root).toMatch(/<select [^>]*name="sort"/);
    expect(shop.root).toMatch(/<button [^>]*type="submit"[^>]*>Show Rugs<\/button>/);
    // Its one script: the choices applying as they change, inline after the form (no file to load).
    expect(form).toContain(`${APPLY_ON_CHANGE_ATTRIBUTE}=""`);
    expect(scriptsOf(shop.html)).toEqual(['<script>']);
    expect(shop.root).toContain(`</form><script>${APPLY_ON_CHANGE_SCRIPT}</script>`);
    expect(Buffer.byteLength(APPLY_ON_CHANGE_SCRIPT)).toBeLessThan(1024);
  });

  it('product: name, price, details and Product + BreadcrumbList structured data', async () => {
    const [product]: Product[] = (await server.client().get('/api/products')).body;
    const rendered = await page(`/jacobs/product/${product.id}`);
    expect(h1Of(rendered)).toBe(product.name);
    expect(rendered.text).toContain(formatPrice(product.price));
    if (product.description) expect(rendered.text).toContain(product.description);
    expect(typesOf(rendered.html)).toEqual(['BreadcrumbList', 'Product']);
    // Absolute addresses from the request's origin.
    const crumbs = readHead(rendered.html).jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${server.baseUrl}/jacobs`,
      `${server.baseUrl}/jacobs/shop`,
      `${server.baseUrl}/jacobs/product/${product.id}`,
    ]);
    expect(scriptsOf(rendered.html)).toEqual([]);
  });

  it('blog post: title, author and the article text, with BlogPosting', async () => {
    const [post]: BlogPost[] = (await server.client().get('/api/blog')).body;
    const article = (await server.client().get(`/content/blog/${post.slug}.md`)).text;
    const rendered = await page(`/jacobs/blog/${post.slug}`);
    expect(h1Of(rendered)).toBe(post.title);
    expect(rendered.text).toContain(`By ${post.author}`);
    const firstParagraph = decode(/<p>([\s\S]*?)<\/p>/.exec(article)![1].replace(/<[^>]+>/g, ''));
    expect(rendered.text).toContain(firstParagraph.slice(0, 80));
    expect(rendered.root).toContain('data-testid="article-body"');
    expect(typesOf(rendered.html)).toEqual(['BlogPosting', 'BreadcrumbList']);
  });

  it('a service area: its name, description and highlights, a contact link tagged with the area, LocalBusiness for that area and a breadcrumb', async () => {
    const areas: ServiceArea[] = (await server.client().get('/api/service-areas')).body;
    const area = areas.find((candidate) => candidate.slug === 'lincoln-park')!;
    const rendered = await page(href.serviceArea(area.slug));
    expect(h1Of(rendered)).toBe('Rug consultancy for Lincoln Park homes');
    expect(rendered.text).toContain(area.description!);
    for (const highlight of area.highlights) expect(rendered.text).toContain(highlight);
    // The page's calls to action (the navigation and footer keep their plain link).
    const tagged = [...rendered.root.matchAll(/<a [^>]*href="(\/jacobs\/contact\?[^"]*)"/g)].map((match) => decode(match[1]));
    expect(tagged).toEqual(['/jacobs/contact?utm_source=service-areas&utm_medium=lincoln-park', '/jacobs/contact?utm_source=service-areas&utm_medium=lincoln-park']);
    // The other neighborhoods link to their own pages; the suburbs are not among them.
    expect(rendered.root).toContain('href="/jacobs/service-areas/gold-coast"');
    expect(rendered.root).not.toContain('href="/jacobs/service-areas/evanston"');
    expect(typesOf(rendered.html)).toEqual(['BreadcrumbList', 'LocalBusiness']);
    expect(readHead(rendered.html).jsonLd.find((data) => data['@type'] === 'LocalBusiness')!.areaServed).toEqual([{ '@type': 'Place', name: 'Lincoln Park, Chicago, IL' }]);
    expect(readHead(rendered.html).titles).toEqual([`${area.seoTitle} | Jacobs Rug Consultancy`]);
  });

  it('the service areas grid links each card to its area page', async () => {
    const areas: ServiceArea[] = (await server.client().get('/api/service-areas')).body;
    const grid = await page('/jacobs/service-areas');
    for (const area of areas) expect(grid.root).toContain(`href="${href.serviceArea(area.slug)}"`);
  });

  it('the five service pages are one route: each its own head and copy; any other name under /services is not found', async () => {
    const antique = await page('/jacobs/services/antique-sourcing');
    expect(h1Of(antique)).toBe('Antique Rug Sourcing');
    expect(readHead(antique.html).titles).toEqual(['Antique & Vintage Rug Sourcing in Chicago | Jacobs Rug Consultancy']);
    const crumbs = readHead(antique.html).jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Services', 'Antique Rug Sourcing']);
    const intelligence = await page('/jacobs/services/rug-intelligence');
    expect(h1Of(intelligence)).toBe('Rug Intelligence');
    expect(intelligence.root).toContain('href="/jacobs/contact?utm_source=services&amp;utm_medium=rug-intelligence&amp;type=brief"');
    expect(h1Of(await page('/jacobs/services/unknown-service', 404))).toBe('404 Page Not Found');
  });

  it('an unknown or inactive service area answers 404 with the not-found page rendered', async () => {
    const areas = (await admin.get('/api/admin/service-areas')).body as (ServiceArea & { active: boolean; version: number })[];
    const oakPark = areas.find((area) => area.slug === 'oak-park')!;
    expect((await admin.put(`/api/admin/service-areas/${oakPark.id}`, { ...oakPark, active: false })).status).toBe(200);
    for (const path of ['/jacobs/service-areas/oak-park', '/jacobs/service-areas/atlantis']) {
      const rendered = await page(path, 404);
      expect(h1Of(rendered)).toBe('404 Page Not Found');
      expect(rendered.html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('an unknown address or post answers 404 with the not-found page rendered', async () => {
    expect(h1Of(await page('/jacobs/no-such-page', 404))).toBe('404 Page Not Found');
    expect(h1Of(await page('/jacobs/blog/no-such-post', 404))).toBe('Post Not Found');
  });

  it('an unknown product answers 404 with its not-found head and body', async () => {
    const rendered = await page('/jacobs/product/999999', 404);
    expect(readHead(rendered.html).titles).toEqual(['Product Not Found | Jacobs Rug Consultancy']);
    expect(rendered.html).toContain('<meta name="robots" content="noindex">');
    expect(h1Of(rendered)).toBe('Product Not Found');
    expect(rendered.text).toContain('Back to Shop');
    expect(h1Of(await page('/jacobs/shop/not-a-number', 404))).toBe('Product Not Found');
  });

  it('an admin write shows on the next render (the cached HTML is dropped)', async () => {
    const before = await page('/jacobs');
    const current = (await admin.get('/api/admin/pages/home')).body;
    const heroTitle = 'Rugs Chosen With the Numbers in View';
    const sections = current.content.sections.map((section: { kind: string }) => (section.kind === 'hero' ? { ...section, title: heroTitle } : section));
    const saved = await admin.put('/api/admin/pages/home', { ...current, content: { sections } });
    expect(saved.status).toBe(200);
    const after = await page('/jacobs');
    expect(h1Of(before)).not.toBe(heroTitle);
    expect(h1Of(after)).toBe(heroTitle);
  });

  it('shop past one page: 24 cards and links to the other pages of the same view, each opening at the catalog', async () => {
    for (let index = 0; index < 40; index += 1) {
      const created = await admin.post('/api/admin/products', { ...validProduct(), name: `Paged Rug ${String(index).padStart(2, '0')}`, price: 100 + index });
      expect(created.status).toBe(201);
    }
    const products: Product[] = (await server.client().get('/api/products')).body;
    const pageCount = Math.ceil(products.length / SHOP_PAGE_SIZE);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const byName = sortProducts(products, 'name');

    const first = await page('/jacobs/shop');
    expect(cardsOf(first)).toEqual(byName.slice(0, SHOP_PAGE_SIZE).map((product) => href.product(product.id)));
    expect(first.text).toContain(`${products.length} rugs`);
    expect(first.text).toContain(`Page 1 of ${pageCount}`);
    expect(paginationLinks(first)).toEqual(['/jacobs/shop?page=2#catalog', `/jacobs/shop?page=${pageCount}#catalog`, '/jacobs/shop?page=2#catalog']);

    // Another page of another view: its own cards, and links that keep the view.
    const byPrice = sortProducts(products.filter((product) => product.collection === 'heritage'), 'price-high');
    const second = await page('/jacobs/shop?collection=heritage&sort=price-high&page=2');
    expect(cardsOf(second)).toEqual(byPrice.slice(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE).map((product) => href.product(product.id)));
    expect(paginationLinks(second)[0]).toBe('/jacobs/shop?collection=heritage&sort=price-high#catalog');
    // The form starts at the view shown.
    expect(second.root).toMatch(/<option value="heritage" selected="">/);
    expect(second.root).toMatch(/<option value="price-high" selected="">/);
  });

  it("shop: each page of the whole catalogue is its own canonical address; a view of it, or a page it cannot mean, the shop's (decision 090)", async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await admin.post('/api/admin/products', { ...validProduct(), name: `Canonical Rug ${index}` })).status).toBe(201);
    }
    const pageCount = Math.ceil((await server.client().get('/api/products')).body.length / SHOP_PAGE_SIZE);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const shopAddress = `${server.baseUrl}/jacobs/shop`;
    const canonicalOf = async (path: string) => {
      const head = readHead((await page(path)).html);
      expect(head.meta('og:url'), path).toEqual(head.canonical);
      return head.canonical;
    };
    expect(await canonicalOf('/jacobs/shop')).toEqual([shopAddress]);
    expect(await canonicalOf('/jacobs/shop?page=2')).toEqual([`${shopAddress}?page=2`]);
    expect(await canonicalOf(`/jacobs/shop?page=${pageCount}&utm_source=mail`)).toEqual([`${shopAddress}?page=${pageCount}`]);
    for (const path of ['/jacobs/shop?page=1', `/jacobs/shop?page=${pageCount + 5}`, '/jacobs/shop?page=abc', '/jacobs/shop?collection=heritage&page=2', '/jacobs/shop?sort=price-high&page=2']) {
      expect(await canonicalOf(path), path).toEqual([shopAddress]);
    }
  });

  it('a value cannot close the structured-data script early', async () => {
    const name = 'Evil </script><script>alert(1)</script> Rug';
    const created = await admin.post('/api/admin/products', { ...validProduct(), name, description: 'x </script><img src=x onerror=alert(1)>' });
    expect(created.status).toBe(201);
    const rendered = await page(`/jacobs/product/${created.body.id}`);
    expect(rendered.html).not.toContain('<script>alert(1)');
    expect(rendered.html).not.toContain('<img src=x');
    expect(h1Of(rendered)).toBe(name);
    expect(readHead(rendered.html).jsonLd.find((data) => data['@type'] === 'Product')?.name).toBe(name);
  });
});

// Decision 191: an island is a container in the server's HTML with its props beside it, and the
// page links its entry (and preloads the chunks it imports); nothing else on the page runs.
describe('islands', () => {
  it('the ROI calculator: one island, rendered at the defaults, its entry linked with its chunks', async () => {
    const roi = await page('/jacobs/proof-roi');
    // Its heading is the page's ROI calculator section's.
    expect(islandsOf(roi.root)).toEqual([{ name: 'roi-calculator', id: 'roi-calculator-0', props: { heading: { eyebrow: 'Your property', title: 'Adjust the numbers', id: 'section-calculator-title' } } }]);
    expect(roi.text).toContain('Return on rug spend 207 %');
    expect(roi.text).toContain('Net return $10,349');
    expect(roi.root).toMatch(/<input [^>]*type="range"[^>]*aria-valuetext="\$450,000"/);
    expect(modulesOf(roi.html)).toEqual(['/assets/roi-calculator.js']);
    expect(preloadsOf(roi.html)).toEqual(['/assets/runtime.js']);
    expect(scriptsOf(roi.html)).toHaveLength(1);
  });

  it('the contact page: the message form (with the product its address names) and the newsletter, each its own entry', async () => {
    const [product]: Product[] = (await server.client().get('/api/products')).body;
    const contact = await page(`/jacobs/contact?type=brief&product=${product.id}&utm_source=mail`);
    const islands = islandsOf(contact.root);
    expect(islands.map((island) => island.name)).toEqual(['contact-form', 'newsletter']);
    expect(islands[0].props).toEqual({
      initial: { name: '', email: '', phone: '', service: 'ai-matching', message: 'Please send me the Rug Intelligence brief.', website: '' },
      product: { id: product.id, name: product.name, imageUrl: product.imageUrl, imageSrcSet: product.imageSrcSet },
      headingId: 'section-contact-title',
      action: `/jacobs/contact?product=${product.id}#section-contact-title`,
    });
    expect(islands[1].props).toEqual({ headingId: 'section-contact-title-newsletter', action: '/jacobs/contact#section-contact-title-newsletter' });
    expect(contact.root).toContain('id="section-contact-title"');
    expect(contact.root).toContain('id="section-contact-title-newsletter"');
    expect(contact.text).toContain(`About: ${product.name}`);
    // Both forms post as HTML before their islands run (tests/integration/plain-forms.test.ts): Send is never disabled.
    expect(contact.root).toContain('<button type="submit" class="contact-form-send" data-size="lg">');
    const formTag = (className: string) => new RegExp(`<form [^>]*class="${className}"[^>]*>`).exec(contact.root)?.[0] ?? '';
    expect(formTag('contact-form')).toContain('method="post"');
    expect(formTag('contact-form')).toContain(`action="/jacobs/contact?product=${product.id}#section-contact-title"`);
    expect(contact.root).toContain(`<input type="hidden" name="productId" value="${product.id}"/>`);
    expect(formTag('newsletter-form')).toContain('method="post"');
    expect(formTag('newsletter-form')).toContain('action="/jacobs/contact#section-contact-title-newsletter"');
    expect(modulesOf(contact.html)).toEqual(['/assets/contact-form.js', '/assets/newsletter.js']);
    expect(preloadsOf(contact.html).sort()).toEqual(['/assets/forms.js', '/assets/runtime.js']);
    // Each island's ids are its own: the two forms' fields never share one.
    const ids = [...contact.root.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('Rug Fit: one island with the active rugs and their palettes, linking its own entry and no chunk of the other islands', async () => {
    const products: Product[] = (await server.client().get('/api/products')).body;
    const rugFit = await page('/jacobs/rug-fit');
    const islands = islandsOf(rugFit.root);
    expect(islands.map((island) => island.name)).toEqual(['rug-fit']);
    const { products: shown } = islands[0].props as { products: { id: number; palette: unknown }[] };
    expect(shown.map((rug) => rug.id)).toEqual(products.map((product) => product.id));
    expect(shown[0]).toEqual({
      id: products[0].id,
      name: products[0].name,
      collection: products[0].collection,
      price: products[0].price,
      imageUrl: products[0].imageUrl,
      imageAlt: products[0].imageAlt,
      palette: products[0].palette,
    });
    expect(rugFit.text).toContain('Take a photo of your room, or drop one here. It stays on your device.');
    expect(modulesOf(rugFit.html)).toEqual(['/assets/rug-fit.js']);
    expect(preloadsOf(rugFit.html)).toEqual([]);
  });
});

// One render per page, from the reads its route declares. A page's component now receives
// only those answers (it cannot read anything else), so what is checked is that the server answers
// each declared read once and renders every page from them.
describe('one render per page, from the reads its route declares', () => {
  it('answers each declared read once and no other, and renders every route from them', async () => {
    const keyOf = ({ endpoint, params }: PublicRead) => JSON.stringify([endpoint, params]);
    const answered: string[] = [];
    const real = publicReadAnswers({
      products: createProductService(server.db),
      blog: createBlogService(server.db),
      pages: createPageService(server.db),
      settings: createSettingsService(server.db),
      ...createRecordServices(server.db, { imageInfo: createPublicImageLookup(server.db) }),
    });
    const counting = Object.fromEntries(
      Object.entries(real).map(([endpoint, answer]) => [
        endpoint,
        (input: Record<string, string>) => {
          answered.push(keyOf({ endpoint, params: input } as PublicRead));
          return (answer as (input: Record<string, string>) => unknown)(input);
        },
      ]),
    ) as unknown as PublicReadAnswers;
    const logged: string[] = [];
    const maker: PageMaker = {
      shell: createShell(siteDir),
      renderer: createSiteRenderer(builtSite(siteDir), createConcurrencyLimit({ concurrency: 1, maxWaiting: 100 })),
      reads: counting,
      originOf: () => server.baseUrl,
      shareCards: () => true,
      log: (message) => logged.push(message),
    };

    const samples = await routeSamples(async (path) => (await server.client().get(path)).body);
    const addresses = [
      ...publicRoutes(samples).map((route) => route.path),
      '/jacobs/blog/no-such-post',
      '/jacobs/product/999999',
      `/jacobs/product/0${samples.productId}`,
      '/jacobs/shop/not-a-number',
      '/jacobs/shop?sort=price-high&page=2&sort=roi&utm_source=mail',
    ];
    for (const address of addresses) {
      answered.length = 0;
      const target = publicTarget(address);
      const [pathname, search = ''] = target.split('?', 2);
      const match = matchPublicRoute(pathname);
      // The route's reads, and those of the kinds of section its page content holds (decision 220).
      const pageSlug = routePageSlug(match.name, match.params);
      const sections = pageSlug ? (await server.client().get(`/api/pages/${pageSlug}`)).body.content.sections : [];
      const declared = Object.values({ ...sectionReads(sections), ...routeReads(match.name, { params: match.params, query: new URLSearchParams(search) }) }).map(keyOf);
      const { status, html } = await renderPublicPage(maker, target, server.baseUrl);
      expect([200, 404], address).toContain(status);
      expect(pageOf(html!).root.length, address).toBeGreaterThan(1000);
      expect([...answered].sort(), address).toEqual([...declared].sort());
    }
    expect(logged).toEqual([]);
  });

  it('reads the records a kind of section shows only for a page holding one, shown', async () => {
    const withHidden = (sections: { kind: string; hidden: boolean }[], kind: string) => sections.map((section) => (section.kind === kind ? { ...section, hidden: true } : section));
    const home = (await admin.get('/api/admin/pages/home')).body;
    expect(Object.keys(sectionReads(home.content.sections))).toEqual(['testimonials']);
    expect(sectionReads(withHidden(home.content.sections, 'testimonials'))).toEqual({});
    const services = (await admin.get('/api/admin/pages/services')).body;
    expect(sectionReads(services.content.sections)).toEqual({ services: { endpoint: 'coreServices', params: {} } });
  });
});

// Decision 190: the spec's loading texts ("Loading products...", "Loading article...") are what a
// page shows of the data the server could not read (its database failing or busy), answered 503
// with Retry-After and reloading itself then, never cached.
describe('data the server could not read', () => {
  const failing = (answers: PublicReadAnswers, endpoint: keyof PublicReadAnswers): PublicReadAnswers => ({
    ...answers,
    [endpoint]: () => {
      throw new Error('SQLITE_BUSY: database is locked');
    },
  });

  const makerWith = (reads: PublicReadAnswers, logged: string[]): PageMaker => ({
    shell: createShell(siteDir),
    renderer: createSiteRenderer(builtSite(siteDir), createConcurrencyLimit({ concurrency: 1, maxWaiting: 10 })),
    reads,
    originOf: () => server.baseUrl,
    shareCards: () => true,
    log: (message) => logged.push(message),
  });

  const realAnswers = () =>
    publicReadAnswers({
      products: createProductService(server.db),
      blog: createBlogService(server.db),
      pages: createPageService(server.db),
      settings: createSettingsService(server.db),
      ...createRecordServices(server.db, { imageInfo: createPublicImageLookup(server.db) }),
    });

  it('shows as still loading, in a 503 that asks again after 5 s and is not indexed, and is logged', async () => {
    const cases: [string, keyof PublicReadAnswers, string][] = [
      ['/jacobs/shop', 'shop', 'Loading products...'],
      ['/jacobs/blog/do-rugs-increase-home-value', 'blogBody', 'Loading article...'],
      ['/jacobs/blog/do-rugs-increase-home-value', 'blogPost', 'Loading article...'],
      ['/jacobs/product/1', 'product', 'Loading product...'],
      ['/jacobs/services', 'coreServices', 'Loading services...'],
      ['/jacobs/blog', 'blogList', 'Loading articles...'],
      ['/jacobs/service-areas', 'serviceAreas', 'Loading service areas...'],
      ['/jacobs/service-areas/lincoln-park', 'serviceAreas', 'Loading service area...'],
      // Page content falls back to the built-in sections (server/pages/built-in.ts), the footer's too.
      ['/jacobs', 'page', 'Rugs That Raise Home Value, Protect Pets and Reflect Your Taste'],
      ['/jacobs/about', 'page', 'A boutique Chicago rug consultancy. We help homeowners'],
    ];
    for (const [path, endpoint, text] of cases) {
      const logged: string[] = [];
      const { status, headers, html } = await renderPublicPage(makerWith(failing(realAnswers(), endpoint), logged), path, server.baseUrl);
      expect(status, path).toBe(503);
      expect(headers, path).toEqual({ 'Retry-After': '5', Refresh: '5' });
      expect(pageOf(html!).text, path).toContain(text);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      // A page's content and the footer's are two reads of one endpoint.
      expect(logged, path).toEqual(endpoint === 'page' ? [expect.stringContaining('The page read'), expect.stringContaining('The page read')] : [expect.stringContaining(`The ${endpoint} read`)]);
    }
  });

  it('an answer that holds nothing, or a refused article body, shows the empty texts in a 200', async () => {
    const logged: string[] = [];
    const empty = makerWith({ ...realAnswers(), coreServices: () => [] }, logged);
    const services = await renderPublicPage(empty, '/jacobs/services', server.baseUrl);
    expect(services.status).toBe(200);
    expect(pageOf(services.html!).text).toContain('No services found.');
    const refused = makerWith({ ...realAnswers(), blogBody: () => { throw new NotFoundError(); } }, logged);
    const post = await renderPublicPage(refused, '/jacobs/blog/do-rugs-increase-home-value', server.baseUrl);
    expect(post.status).toBe(200);
    expect(pageOf(post.html!).text).toContain('Article content not available.');
    expect(logged).toEqual([]);
  });

  it('a page whose data was all read is not affected by another read failing elsewhere', async () => {
    const logged: string[] = [];
    const { status } = await renderPublicPage(makerWith(failing(realAnswers(), 'shop'), logged), '/jacobs/about', server.baseUrl);
    expect(status).toBe(200);
    expect(logged).toEqual([]);
  });

  it('pageData hands an unread answer over as undefined, and the rest as the API answers them', () => {
    const match = matchPublicRoute('/jacobs/shop');
    const answers = pageData(failing(realAnswers(), 'shop'), match, new URLSearchParams(), () => {});
    expect(answers.shop).toBeUndefined();
    expect(answers.settings).toEqual({ data: expect.objectContaining({ companyName: 'Jacobs Rug Consultancy' }) });
  });
});

describe('a render that fails', () => {
  it('answers 500 with a page that says so (and the page head), logged', async () => {
    const broken: SiteSource = { ...builtSite(siteDir), entry: () => Promise.resolve({ render: () => Promise.reject(new Error('boom')) }) };
    const logged: string[] = [];
    const maker: PageMaker = {
      shell: createShell(siteDir),
      renderer: createSiteRenderer(broken, createConcurrencyLimit({ concurrency: 1, maxWaiting: 10 })),
      reads: publicReadAnswers({
        products: createProductService(server.db),
        blog: createBlogService(server.db),
        pages: createPageService(server.db),
        settings: createSettingsService(server.db),
        ...createRecordServices(server.db, { imageInfo: createPublicImageLookup(server.db) }),
      }),
      originOf: () => server.baseUrl,
      shareCards: () => true,
      log: (message) => logged.push(message),
    };
    const { status, html } = await renderPublicPage(maker, '/jacobs/about', server.baseUrl);
    expect(status).toBe(500);
    expect(h1Of(pageOf(html!))).toBe('This page could not be shown');
    expect(readHead(html!).titles[0]).toMatch(/^About /);
    expect(logged).toEqual(['Server rendering of /jacobs/about failed']);
  });
});

// One route table and one matcher. The server once matched public paths in exact letter
// case and the browser in any: GET /Jacobs/Shop answered 404 with a noindex "404 Page Not Found"
// head over a body showing the shop.
describe('an address in other letter case', () => {
  const redirectOf = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') };
  };

  it("is sent to the page's own address (301, query kept), whose status, head and body agree", async () => {
    const [post]: BlogPost[] = (await server.client().get('/api/blog')).body;
    const cases: [string, string][] = [
      ['/Jacobs/Shop', '/jacobs/shop'],
      ['/JACOBS/SHOP/?collection=heritage&utm_source=mail', '/jacobs/shop?collection=heritage&utm_source=mail'],
      ['/JACOBS', '/jacobs'],
      ['/Jacobs/Services/Antique-Sourcing', '/jacobs/services/antique-sourcing'],
      [`/Jacobs/Blog/${post.slug}`, `/jacobs/blog/${post.slug}`],
    ];
    for (const [asked, own] of cases) expect(await redirectOf(asked), asked).toEqual({ status: 301, location: own });

    const shop = await page('/jacobs/shop');
    expect(readHead(shop.html).titles).toEqual(['Shop Rugs | Jacobs Rug Consultancy']);
    expect(shop.html).not.toContain('name="robots"');
    expect(h1Of(shop)).toBe('Shop Our Rugs');
  });

  it("that matches no page answers 404 with the not-found head and body; a record's own part keeps its letter case", async () => {
    const [post]: BlogPost[] = (await server.client().get('/api/blog')).body;
    for (const [path, title] of [
      ['/Jacobs/Nowhere', '404 Page Not Found'],
      ['/jacobs/shopping', '404 Page Not Found'],
      [`/jacobs/blog/${post.slug.toUpperCase()}`, 'Post Not Found'],
    ]) {
      const rendered = await page(path, 404);
      expect(readHead(rendered.html).titles, path).toEqual([`${title} | Jacobs Rug Consultancy`]);
      expect(rendered.html).toContain('<meta name="robots" content="noindex">');
      expect(h1Of(rendered), path).toBe(title);
    }
  });
});

describe('without the server renderer bundle', () => {
  it('the page is the shell with the head tags, structured data in the head', async () => {
    const plain = await startTestServer({ siteDir: fakeSiteDir({ 'index.html': INDEX_HTML }) });
    const response = await plain.client().get('/jacobs');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(readHead(response.text).jsonLd.map((data) => data['@type'])).toEqual(['LocalBusiness']);
    expect(plain.loggedErrors).toEqual([]);
  });
});
