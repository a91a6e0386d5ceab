// Server rendering (issue 6): the real app on a real SQLite file, with the real server renderer
// (site/entry-server.tsx built by `vite build --ssr` in the setup), sends each public page's main
// content and its data in the HTML, so the first paint and a crawler need no JavaScript.
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/contract/blog.ts';
import { read, readKey, readUrl, type PublicRead, type PublicReadName, type ReadOutcome } from '../../../shared/contract/public-endpoints.ts';
import type { Product, ShopPage } from '../../../shared/contract/products.ts';
import type { ServiceArea } from '../../../shared/contract/service-areas.ts';
import { sortProducts } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { SHOP_PAGE_SIZE } from '../../../shared/domain/shop.ts';
import { href } from '../../../shared/paths.ts';
import { publicReadAnswers } from '../../../server/app.ts';
import { createBlogService } from '../../../server/blog/service.ts';
import { createCoreServiceService } from '../../../server/core-services/service.ts';
import { publicTarget } from '../../../server/http/cache-key.ts';
import { createConcurrencyLimit } from '../../../server/http/concurrency-limit.ts';
import type { PublicReadAnswers } from '../../../server/http/public-reads.ts';
import { createPageService } from '../../../server/pages/service.ts';
import { createProductService } from '../../../server/products/service.ts';
import { createServiceAreaService } from '../../../server/service-areas/service.ts';
import { createSettingsService } from '../../../server/settings/service.ts';
import { createTestimonialService } from '../../../server/testimonials/service.ts';
import { createSiteRenderer } from '../../../server/public-pages/ssr.ts';
import { matchPublicRoute } from '../../../shared/match-route.ts';
import { routeReads } from '../../../shared/public-routes.ts';
import { publicRoutes, routeSamples } from '../../public-routes.ts';
import { validProduct } from '../support/fixtures.ts';
import type { HttpClient } from '../support/http-client.ts';
import { readHead } from '../support/html-head.ts';
import { useSiteBuild } from '../support/site-build.ts';
import { fakeSiteDir, startTestServer, useTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_HTML = '<!doctype html><html><head><meta charset="UTF-8" /><title>Shell</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
// A stand-in for the client build's manifest: the server links the rendered page's chunks from it.
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_shared.js'] },
  'pages/shop-page.tsx': { file: 'assets/shop-page.js', isDynamicEntry: true, imports: ['_card.js', '_shared.js', 'index.html'] },
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
  /** The reads the page made, with their answers: what the browser's read cache starts from. */
  state: { reads: ReadOutcome[] };
}

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function page(path: string, status = 200): Promise<RenderedPage> {
  const response = await server.client().get(path);
  expect(response.status, path).toBe(status);
  const html = response.text;
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1];
  expect(root, `${path} has server-rendered #root`).toBeTruthy();
  const stateJson = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const text = decode(root!.replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  return { status: response.status, html, root: root!, text, state: JSON.parse(stateJson) };
}

/** The answer handed over for the read of the public API at `path`. */
const queryData = (rendered: RenderedPage, path: string) => {
  const outcome = rendered.state.reads.find((candidate) => readUrl(candidate.read) === path);
  return outcome && 'data' in outcome ? outcome.data : undefined;
};
const readsOf = (rendered: RenderedPage, ...names: PublicReadName[]) => rendered.state.reads.map((outcome) => outcome.read).filter((request) => names.includes(request.endpoint));
const jsonLdIn = (markup: string) => [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
const FIRST_SHOP_PAGE = '/api/shop?collection=all&sort=name&page=1';
/** The addresses the product cards link to, in order. */
const cardsOf = (rendered: RenderedPage) =>
  [...rendered.root.matchAll(/<a [^>]*data-testid="product-card"[^>]*>/g)].map((match) => decode(/ href="([^"]+)"/.exec(match[0])![1]));
/** The hrefs of the pagination bar's links, in order. */
const paginationLinks = (rendered: RenderedPage) => {
  const nav = /<nav [^>]*aria-label="Pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(rendered.root)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => decode(match[1]));
};
const h1Of = (rendered: RenderedPage) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered.root)?.[1].replace(/<[^>]+>/g, '') ?? '');

describe('server-rendered public pages', () => {
  it('home: the hero, the settings in the footer, styles for the first paint, LocalBusiness once, and the data for hydration', async () => {
    const settings = (await server.client().get('/api/settings')).body;
    const home = await page('/jacobs');
    expect(h1Of(home)).toBe('Rugs That Raise Home Value, Protect Pets and Reflect Your Taste');
    expect(home.text).toContain(settings.phone);
    // Chakra's styles are in the HTML's <head> (issue 16: a <style> inside the markup is invalid HTML).
    expect(readHead(home.html).head).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(readHead(home.html).head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(home.root).not.toContain('<style');
    // The structured data is in the rendered page once (the head does not repeat it).
    const business = jsonLdIn(home.html).filter((data) => data['@type'] === 'LocalBusiness');
    expect(business).toHaveLength(1);
    expect(business[0].areaServed).toHaveLength(17);
    expect(business[0].url).toBe(`${server.baseUrl}/jacobs`);
    expect(readHead(home.html).jsonLd).toEqual([]);
    // The head still carries the page's own tags, once.
    expect(readHead(home.html).titles).toEqual(['Chicago Rug Consultancy for Staging, Pets & Design | Jacobs Rug Consultancy']);
    expect(home.root).not.toMatch(/<title|<meta /);
    expect(queryData(home, '/api/settings')).toEqual(settings);
    expect(queryData(home, '/api/service-areas')).toEqual((await server.client().get('/api/service-areas')).body);
    // No inline script that the CSP (script-src 'self') would refuse: only data blocks.
    expect(home.html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*src=)[^>]*>/g)).toBeNull();
  });

  it('shop: every active product with its price (one page of the seeded catalogue), and the shop page chunks listed for after the first paint', async () => {
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
    expect(queryData(shop, FIRST_SHOP_PAGE)).toEqual((await server.client().get(FIRST_SHOP_PAGE)).body);
    // No script is fetched from <head> before the page shows: the entry asks for these after it.
    const head = readHead(shop.html).head;
    expect(head).not.toContain('modulepreload');
    const modules = JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(shop.html)?.[1] ?? 'null');
    expect(modules).toEqual(expect.arrayContaining(['/assets/shop-page.js', '/assets/card.js']));
    expect(modules).not.toContain('/assets/shared.js'); // the entry imports it itself
  });

  it('product: name, price, details and Product + BreadcrumbList structured data', async () => {
    const [product]: Product[] = (await server.client().get('/api/products')).body;
    const rendered = await page(`/jacobs/product/${product.id}`);
    expect(h1Of(rendered)).toBe(product.name);
    // Only this product is handed to the browser, not the catalogue.
    expect(readsOf(rendered, 'product', 'products', 'shop')).toEqual([read('product', { id: product.id })]);
    expect(queryData(rendered, `/api/products/${product.id}`)).toEqual(product);
    expect(rendered.text).toContain(formatPrice(product.price));
    if (product.description) expect(rendered.text).toContain(product.description);
    const structured = jsonLdIn(rendered.root);
    expect(structured.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
    // Absolute addresses from the request's origin, as in the browser.
    const crumbs = structured.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${server.baseUrl}/jacobs`,
      `${server.baseUrl}/jacobs/shop`,
      `${server.baseUrl}/jacobs/product/${product.id}`,
    ]);
  });

  it('blog post: title, author and the article text, with the article in the hydration data', async () => {
    const [post]: BlogPost[] = (await server.client().get('/api/blog')).body;
    const article = (await server.client().get(`/content/blog/${post.slug}.md`)).text;
    const rendered = await page(`/jacobs/blog/${post.slug}`);
    expect(h1Of(rendered)).toBe(post.title);
    expect(rendered.text).toContain(`By ${post.author}`);
    const firstParagraph = decode(/<p>([\s\S]*?)<\/p>/.exec(article)![1].replace(/<[^>]+>/g, ''));
    expect(rendered.text).toContain(firstParagraph.slice(0, 80));
    expect(rendered.root).toContain('data-testid="article-body"');
    expect(queryData(rendered, `/content/blog/${post.slug}.md`)).toBe(article);
    expect(jsonLdIn(rendered.root).map((data) => data['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList']);
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
    const structured = jsonLdIn(rendered.root);
    expect(structured.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'LocalBusiness']);
    expect(structured.find((data) => data['@type'] === 'LocalBusiness')!.areaServed).toEqual([{ '@type': 'Place', name: 'Lincoln Park, Chicago, IL' }]);
    expect(readHead(rendered.html).titles).toEqual([`${area.seoTitle} | Jacobs Rug Consultancy`]);
    expect(queryData(rendered, '/api/service-areas')).toEqual(areas);
  });

  it('the service areas grid links each card to its area page', async () => {
    const areas: ServiceArea[] = (await server.client().get('/api/service-areas')).body;
    const grid = await page('/jacobs/service-areas');
    for (const area of areas) expect(grid.root).toContain(`href="${href.serviceArea(area.slug)}"`);
  });

  it('an unknown or inactive service area answers 404 with the not-found page rendered', async () => {
    const areas = (await admin.get('/api/admin/service-areas')).body as (ServiceArea & { active: boolean; version: number })[];
    const oakPark = areas.find((area) => area.slug === 'oak-park')!;
    expect((await admin.put(`/api/admin/service-areas/${oakPark.id}`, { ...oakPark, active: false })).status).toBe(200);
    for (const path of ['/jacobs/service-areas/oak-park', '/jacobs/service-areas/atlantis']) {
      const rendered = await page(path, 404);
      expect(h1Of(rendered)).toBe('404 Page Not Found');
      expect(rendered.html).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('an unknown address or post answers 404 with the not-found page rendered', async () => {
    expect(h1Of(await page('/jacobs/no-such-page', 404))).toBe('404 Page Not Found');
    expect(h1Of(await page('/jacobs/blog/no-such-post', 404))).toBe('Post Not Found');
  });

  it('an unknown product answers 404 with its not-found head and body, and hands the 404 to the browser', async () => {
    const rendered = await page('/jacobs/product/999999', 404);
    expect(readHead(rendered.html).titles).toEqual(['Product Not Found | Jacobs Rug Consultancy']);
    expect(rendered.html).toContain('<meta name="robots" content="noindex"');
    expect(h1Of(rendered)).toBe('Product Not Found');
    expect(rendered.text).toContain('Back to Shop');
    // The browser starts from the same refusal, so it renders (and hydrates) the same page.
    expect(rendered.state.reads).toContainEqual({ read: read('product', { id: 999999 }), error: { status: 404 } });
    expect(h1Of(await page('/jacobs/shop/not-a-number', 404))).toBe('Product Not Found');
  });

  it('an admin write shows on the next render (the cached HTML is dropped)', async () => {
    const before = await page('/jacobs');
    const current = (await admin.get('/api/admin/pages/home')).body;
    const heroTitle = 'Rugs Chosen With the Numbers in View';
    const saved = await admin.put('/api/admin/pages/home', { ...current, content: { ...current.content, heroTitle } });
    expect(saved.status).toBe(200);
    const after = await page('/jacobs');
    expect(h1Of(before)).not.toBe(heroTitle);
    expect(h1Of(after)).toBe(heroTitle);
  });

  it('shop past one page: 24 cards, links to the other pages, and only that page in the hydration data', async () => {
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
    expect(paginationLinks(first)).toEqual(['/jacobs/shop?page=2', `/jacobs/shop?page=${pageCount}`, '/jacobs/shop?page=2']);
    const state = queryData(first, FIRST_SHOP_PAGE) as ShopPage;
    expect(state).toMatchObject({ total: products.length, page: 1, pageCount });
    expect(state.products.map((product) => product.id)).toEqual(byName.slice(0, SHOP_PAGE_SIZE).map((product) => product.id));
    expect(readsOf(first, 'product', 'products')).toEqual([]);

    // Another page of another view: its own cards, and links that keep the view.
    const byPrice = sortProducts(products.filter((product) => product.collection === 'heritage'), 'price-high');
    const second = await page('/jacobs/shop?collection=heritage&sort=price-high&page=2');
    expect(cardsOf(second)).toEqual(byPrice.slice(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE).map((product) => href.product(product.id)));
    expect(paginationLinks(second)[0]).toBe('/jacobs/shop?collection=heritage&sort=price-high');
    expect(queryData(second, '/api/shop?collection=heritage&sort=price-high&page=2')).toMatchObject({ page: 2, total: byPrice.length });
  });

  it('a value cannot close the data or structured-data script early', async () => {
    const name = 'Evil </script><script>alert(1)</script> Rug';
    const created = await admin.post('/api/admin/products', { ...validProduct(), name, description: 'x </script><img src=x onerror=alert(1)>' });
    expect(created.status).toBe(201);
    const rendered = await page(`/jacobs/product/${created.body.id}`);
    expect(rendered.html).not.toContain('<script>alert(1)');
    expect(rendered.html).not.toContain('<img src=x');
    expect(h1Of(rendered)).toBe(name);
    expect((queryData(rendered, `/api/products/${created.body.id}`) as Product).name).toBe(name);
    expect(jsonLdIn(rendered.root).find((data) => data['@type'] === 'Product')?.name).toBe(name);
  });
});

// Issue 15: the server once rendered a page, fetched what the render had asked for, and rendered it
// again, up to four times (a post's body was asked for only once the list held the post). Each
// route now declares its reads; the renderer is given their answers first and renders once.
describe('one render per page, from the reads its route declares', () => {
  it('answers each declared read once and no other, and no page makes a read its route does not declare', async () => {
    const answered: string[] = [];
    const real = publicReadAnswers({
      products: createProductService(server.db),
      blog: createBlogService(server.db),
      serviceAreas: createServiceAreaService(server.db),
      coreServices: createCoreServiceService(server.db),
      pages: createPageService(server.db),
      settings: createSettingsService(server.db),
      testimonials: createTestimonialService(server.db),
    });
    const counting = Object.fromEntries(
      Object.entries(real).map(([endpoint, answer]) => [
        endpoint,
        (input: Record<string, string>) => {
          answered.push(readKey({ endpoint, params: input } as PublicRead));
          return (answer as (input: Record<string, string>) => unknown)(input);
        },
      ]),
    ) as unknown as PublicReadAnswers;
    const logged: string[] = [];
    const renderer = createSiteRenderer(siteDir, counting, (message) => logged.push(message), createConcurrencyLimit({ concurrency: 1, maxWaiting: 100 }));

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
      const declared = routeReads(match.name, { params: match.params, query: new URLSearchParams(search) }).map(readKey);
      const page = await renderer.render(target, server.baseUrl, match);
      expect(page, address).toBeDefined();
      expect([...answered].sort(), address).toEqual([...declared].sort());
      const handedOver = JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page!.afterRoot)![1]) as { reads: ReadOutcome[] };
      for (const outcome of handedOver.reads) expect(declared, address).toContain(readKey(outcome.read));
    }
    expect(logged).toEqual([]);
  });
});

// Issue 15: one route table and one matcher for the server and the browser. The server once
// matched public paths in exact letter case and the browser in any: GET /Jacobs/Shop answered 404
// with a noindex "404 Page Not Found" head over a body showing the shop.
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
      expect(rendered.html).toContain('<meta name="robots" content="noindex"');
      expect(h1Of(rendered), path).toBe(title);
    }
  });
});

describe('without the server renderer bundle', () => {
  it('the page is the shell with the head tags, structured data in the head, and an empty #root for the browser', async () => {
    const plain = await startTestServer({ siteDir: fakeSiteDir({ 'index.html': INDEX_HTML }) });
    const response = await plain.client().get('/jacobs');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('id="ssr-state"');
    expect(readHead(response.text).jsonLd.map((data) => data['@type'])).toEqual(['LocalBusiness']);
    expect(plain.loggedErrors).toEqual([]);
  });
});
