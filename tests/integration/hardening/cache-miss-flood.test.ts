// Cache-miss flood: `?utm=N` variants each forced a full server render plus gzip
// level 9 on the main thread (43 renders/s; cached pages went from ~5 ms to a median of 1,045 ms).
// Here the server renderer is a stand-in bundle that takes a while per render and reports how many
// renders ran at once; the server in front of it is the real one.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeSiteDir, startTestServer, type TestServer } from '../support/test-server.ts';
import { AddressClient } from './support/from-address.ts';
import { rawRequest } from './support/raw-request.ts';

const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const SLOW_RENDERER = `
let active = 0;
let peak = 0;
let renders = 0;
export async function render({ pathname, query }) {
  const url = query ? pathname + '?' + query : pathname;
  renders += 1;
  active += 1;
  peak = Math.max(peak, active);
  await new Promise((resolve) => setTimeout(resolve, 40));
  active -= 1;
  return { html: '<main data-peak="' + peak + '" data-renders="' + renders + '" data-url="' + url.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';') + '">page</main>', styles: '', islands: [] };
}
`;

const ssrDirs: string[] = [];
afterAll(() => ssrDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function serverWithSlowRenderer(): Promise<TestServer> {
  const siteDir = fakeSiteDir({ 'index.html': SHELL });
  mkdirSync(`${siteDir}-ssr`);
  ssrDirs.push(`${siteDir}-ssr`);
  writeFileSync(`${siteDir}-ssr/entry-server.js`, SLOW_RENDERER);
  return startTestServer({ siteDir });
}

const decode = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const peakOf = (html: string) => Number(/data-peak="(\d+)"/.exec(html)?.[1]);
const renderedUrl = (html: string) => decode(/data-url="([^"]*)"/.exec(html)?.[1] ?? '');

describe('renders are bounded', () => {
  it('runs a few renders at once, queues some, and answers the rest 503 with Retry-After', async () => {
    const server = await serverWithSlowRenderer();
    const answers = await Promise.all(Array.from({ length: 150 }, (_, n) => server.client().get(`/jacobs/shop?page=${n + 2}`)));
    const rendered = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(rendered.length + refused.length).toBe(150);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Math.max(...rendered.map((answer) => peakOf(answer.text)))).toBeLessThanOrEqual(4);
    // Cached pages are still answered while the renderer is saturated.
    expect((await rawRequest(server.baseUrl, 'GET', '/jacobs/shop?page=2')).status).toBe(200);
  });

  it('renders a burst of one uncached address once, whatever unread parameters the burst adds', async () => {
    const server = await serverWithSlowRenderer();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => server.client().get(`/jacobs/about?utm_source=${n}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(new Set(answers.map((answer) => /data-renders="(\d+)"/.exec(answer.text)?.[1]))).toEqual(new Set(['1']));
  });

  it('renders a page from the parameters its route reads, so every variant is the same page', async () => {
    const server = await serverWithSlowRenderer();
    expect(renderedUrl((await rawRequest(server.baseUrl, 'GET', '/jacobs/contact?utm_source=mail&type=brief&x=1')).text)).toBe('/jacobs/contact?type=brief');
    expect(renderedUrl((await rawRequest(server.baseUrl, 'GET', '/jacobs/shop?utm=7&page=3&collection=heritage')).text)).toBe('/jacobs/shop?collection=heritage&page=3');
    expect(renderedUrl((await rawRequest(server.baseUrl, 'GET', '/jacobs/about?utm_campaign=spring')).text)).toBe('/jacobs/about');
  });

  it('after an edit no known page is refused: one whose render would wait gets its last good answer at once, and the new one soon after', async () => {
    const server = await serverWithSlowRenderer();
    const admin = await server.admin();
    const pages = ['/jacobs', '/jacobs/services', '/jacobs/about', '/jacobs/contact', '/jacobs/blog', '/jacobs/shop', '/jacobs/service-areas', '/jacobs/proof-roi', '/jacobs/health-pets', '/jacobs/privacy'];
    for (const path of pages) expect((await rawRequest(server.baseUrl, 'GET', path)).status).toBe(200);
    const settings = (await admin.get('/api/admin/settings')).body;
    expect((await admin.put('/api/admin/settings', { ...settings, companyName: 'Renamed Company' })).status).toBe(200);

    // All at once: the first renders go ahead; the rest are answered from their last good render.
    const answers = await Promise.all(pages.map((path) => rawRequest(server.baseUrl, 'GET', path)));
    expect(answers.map((answer) => answer.status)).toEqual(pages.map(() => 200));
    const renamed = (text: string) => text.includes('Renamed Company');
    expect(answers.filter((answer) => !renamed(answer.text)).length).toBeGreaterThan(0);
    expect(renamed(answers[0].text)).toBe(true);
    // Each is rendered again meanwhile (or at its next visit): soon every page shows the edit.
    for (let round = 0; round < 50; round += 1) {
      const again = await Promise.all(pages.map((path) => rawRequest(server.baseUrl, 'GET', path)));
      expect(again.map((answer) => answer.status)).toEqual(pages.map(() => 200));
      if (again.every((answer) => renamed(answer.text))) return;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error('The pages never showed the edit');
  });

  it('never answers a page whose record has gone from its last good render: a deleted product is 404 at once, however long the line', async () => {
    const server = await serverWithSlowRenderer();
    const admin = await server.admin();
    const [product] = JSON.parse((await rawRequest(server.baseUrl, 'GET', '/api/products?limit=1')).text) as { id: number }[];
    // As many as one client may have in line (the first renders, the rest wait).
    const pages = ['/jacobs', '/jacobs/services', '/jacobs/about', '/jacobs/contact', '/jacobs/blog'];
    const productPage = `/jacobs/product/${product.id}`;
    for (const path of [...pages, productPage]) expect((await rawRequest(server.baseUrl, 'GET', path)).status).toBe(200);
    expect((await admin.delete(`/api/admin/products/${product.id}`)).status).toBe(200);

    // The product's page asks last, from another visitor, behind every other page's new render.
    const rendering = Promise.all(pages.map((path) => rawRequest(server.baseUrl, 'GET', path)));
    await new Promise((wait) => setTimeout(wait, 10));
    const visitor = new AddressClient(server.baseUrl, '127.0.0.2');
    const gone = await visitor.get(productPage);
    visitor.close();
    expect((await rendering).map((answer) => answer.status)).toEqual(pages.map(() => 200));
    expect(gone.status).toBe(404);
  });

  it('gives one client no more than its share of the line: another client’s uncached address is still rendered', async () => {
    const server = await serverWithSlowRenderer();
    const flooding = Promise.all(Array.from({ length: 100 }, (_, n) => rawRequest(server.baseUrl, 'GET', `/jacobs/shop?page=${n + 2}`)));
    await new Promise((wait) => setTimeout(wait, 20));
    const other = new AddressClient(server.baseUrl, '127.0.0.2');
    const answer = await other.get('/jacobs/shop?page=999');
    other.close();
    const flood = await flooding;
    expect(answer.status).toBe(200);
    expect(renderedUrl(answer.text)).toBe('/jacobs/shop?page=999');
    // The flood kept no more than its share waiting: most of it was refused at once.
    expect(flood.filter((response) => response.status === 503).length).toBeGreaterThan(80);
  });
});
