// Public cache poisoning: the cache key was protocol + Host + URL with the Host
// taken unchecked, so `Host: 127.0.0.1:PORT/jacobs` on GET /shop stored a 404 under the key of
// /jacobs/shop for every visitor, and a flood of `?x=N` addresses pushed real pages out. Here the
// attacks run against the real app; the nginx cases send the headers a proxy would.
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHead } from '../support/html-head.ts';
import { fakeSiteDir, startTestServer, type TestServer } from '../support/test-server.ts';
import { rawRequest } from './support/raw-request.ts';
import { startServerProcess, tempDataDir } from './support/server-process.ts';

const SHELL = '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
const site = () => fakeSiteDir({ 'index.html': SHELL });
const NOT_FOUND_TITLE = /404 Page Not Found/;

const titleOf = (html: string) => readHead(html).titles[0] ?? '';
const hostOf = (server: TestServer) => new URL(server.baseUrl).host;
const get = (server: TestServer, path: string, headers: Record<string, string> = {}) => rawRequest(server.baseUrl, 'GET', path, headers);

/** Changes the company name behind the cache's back (no admin write), so a kept answer shows the old one. */
const renameCompanyQuietly = (server: TestServer, name: string) => server.db.prepare('UPDATE site_settings SET company_name = ?').run(name);

describe('a Host header cannot poison the public cache', () => {
  it('a Host carrying a path gets 400, and /jacobs/shop stays the shop for everyone', async () => {
    const server = await startTestServer({ siteDir: site() });
    const attack = await get(server, '/shop', { Host: `${hostOf(server)}/jacobs` });
    expect(attack.status).toBe(400);
    const visitor = await get(server, '/jacobs/shop');
    expect(visitor.status).toBe(200);
    expect(titleOf(visitor.text)).not.toMatch(NOT_FOUND_TITLE);
    expect(titleOf(visitor.text)).toMatch(/Shop/);
  });

  it('the same for the API: `Host: …/api` on /products gets 400 and /api/products stays the product list', async () => {
    const server = await startTestServer({ siteDir: site() });
    expect((await get(server, '/products', { Host: `${hostOf(server)}/api` })).status).toBe(400);
    const visitor = await server.client().get('/api/products');
    expect(visitor.status).toBe(200);
    expect(Array.isArray(visitor.body)).toBe(true);
  });

  it.each([
    ['a path', (host: string) => `${host}/jacobs`],
    ['a query', (host: string) => `${host}?x=1`],
    ['a user part', (host: string) => `evil@${host}`],
    ['spaces', () => 'rugs example'],
    ['two ports', (host: string) => `${host}:80`],
    ['a port that is not a number', () => 'rugs.example:http'],
    ['an unclosed IPv6 literal', () => '[::1'],
    ['a backslash', () => 'rugs.example\\jacobs'],
  ])('refuses a Host with %s (400), on pages, the API and the feeds', async (_label, bad) => {
    const server = await startTestServer({ siteDir: site() });
    for (const path of ['/jacobs', '/api/settings', '/robots.txt']) {
      expect((await get(server, path, { Host: bad(hostOf(server)) })).status, `${path} Host: ${bad(hostOf(server))}`).toBe(400);
    }
  });

  it('accepts the Host forms clients send: a name, a name with a port, IPv4 and IPv6 literals', async () => {
    const server = await startTestServer({ siteDir: site() });
    for (const host of ['rugs.example', 'rugs.example:8080', 'RUGS.Example', '127.0.0.1:3000', '[::1]:3000', '[2001:db8::1]', 'localhost']) {
      expect((await get(server, '/robots.txt', { Host: host })).status, host).toBe(200);
    }
  });

  it('behind a trusted proxy, an X-Forwarded-Host with a path gets 400 and poisons nothing', async () => {
    const server = await startTestServer({ siteDir: site(), trustProxy: 'loopback' });
    const attack = await get(server, '/shop', { 'X-Forwarded-Host': `${hostOf(server)}/jacobs`, 'X-Forwarded-Proto': 'http' });
    expect(attack.status).toBe(400);
    expect(titleOf((await get(server, '/jacobs/shop')).text)).not.toMatch(NOT_FOUND_TITLE);
  });

  it('an unknown path is a 404 of its own: it is never what another address answers', async () => {
    const server = await startTestServer({ siteDir: site() });
    expect((await get(server, '/jacobs/shop/../nope')).status).toBe(404);
    expect((await get(server, '/jacobs/nope')).status).toBe(404);
    for (const path of ['/jacobs/shop', '/jacobs', '/jacobs/about']) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(200);
      expect(titleOf(answer.text), path).not.toMatch(NOT_FOUND_TITLE);
    }
  });
});

describe('PUBLIC_URL: the addresses in pages and feeds come from configuration, never from headers', () => {
  const PUBLIC = 'https://rugs.example';
  const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

  it('canonical, og:url, JSON-LD, sitemap, robots.txt and the RSS feed use PUBLIC_URL whatever Host and X-Forwarded-* say', async () => {
    for (const trustProxy of [undefined, 'loopback'] as const) {
      const server = await startTestServer({ siteDir: site(), publicUrl: PUBLIC, trustProxy });
      for (const headers of [{}, forged]) {
        const home = readHead((await get(server, '/jacobs', headers)).text);
        expect(home.canonical).toEqual([`${PUBLIC}/jacobs`]);
        expect(home.meta('og:url')).toEqual([`${PUBLIC}/jacobs`]);
        expect(home.meta('og:image')[0]).toMatch(new RegExp(`^${PUBLIC}/`));
        expect(JSON.stringify(home.jsonLd)).toContain(PUBLIC);
        expect(JSON.stringify(home.jsonLd)).not.toContain('evil.example');
        const sitemap = (await get(server, '/sitemap.xml', headers)).text;
        const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
        expect(locations.length).toBeGreaterThan(10);
        for (const location of locations) expect(location.startsWith(`${PUBLIC}/jacobs`), location).toBe(true);
        expect((await get(server, '/robots.txt', headers)).text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
        const rss = (await get(server, '/jacobs/blog/rss.xml', headers)).text;
        expect(rss).toContain(`<link>${PUBLIC}/jacobs/blog</link>`);
        expect(rss).toContain(`href="${PUBLIC}/jacobs/blog/rss.xml"`);
        expect(rss).not.toContain('evil.example');
      }
    }
  });

  it('the server process reads PUBLIC_URL from the environment', async () => {
    const data = tempDataDir();
    const server = await startServerProcess(data.dir, { PUBLIC_URL: `${PUBLIC}/` });
    try {
      const robots = await fetch(`${server.baseUrl}/robots.txt`, { headers: { 'X-Forwarded-Host': 'evil.example' } });
      expect(await robots.text()).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});

describe('query strings the route does not read share the page’s entry', () => {
  it('a flood of ?x=N, unknown paths and shop pages does not push real pages out of the cache', async () => {
    const server = await startTestServer({ siteDir: site() });
    const realPages = ['/jacobs', '/jacobs/shop', '/api/settings', '/api/products', '/sitemap.xml'];
    const before = new Map<string, string>();
    for (const path of realPages) before.set(path, (await get(server, path)).text);
    renameCompanyQuietly(server, 'Renamed Behind The Cache');

    const flood = async (paths: (n: number) => string[]) => {
      for (let n = 0; n < 450; n += 1) await Promise.all(paths(n).map((path) => get(server, path)));
    };
    await flood((n) => [`/jacobs/shop?x=${n}`, `/api/products?utm_source=${n}`, `/jacobs/nope-${n}`, `/jacobs/shop?page=${n + 2}`, `/api/shop?page=${n + 2}`]);

    for (const path of realPages) expect((await get(server, path)).text, `${path} was pushed out`).toBe(before.get(path));
    // The variants are the page itself (one entry), so they answer what the page answers.
    expect((await get(server, '/jacobs/shop?x=999999')).text).toBe(before.get('/jacobs/shop'));
    expect((await get(server, '/api/products?utm_source=mail&utm_medium=x')).text).toBe(before.get('/api/products'));
  });

  it('the parameters a route reads still make their own answers', async () => {
    const server = await startTestServer({ siteDir: site() });
    const heritage = await server.client().get('/api/shop?collection=heritage&sort=price-high');
    const all = await server.client().get('/api/shop?sort=price-high');
    expect(heritage.body.total).toBeLessThan(all.body.total);
    const reordered = await server.client().get('/api/shop?utm=1&sort=price-high&collection=heritage');
    expect(reordered.body).toEqual(heritage.body);
    expect(reordered.headers.get('etag')).toBe(heritage.headers.get('etag'));
    expect((await server.client().get('/api/products?limit=2')).body).toHaveLength(2);
    expect((await server.client().get('/api/shop?sort=name&sort=roi')).status).toBe(400);
    const brief = (await server.client().get('/jacobs/contact?type=brief')).status;
    expect(brief).toBe(200);
  });
});

describe('without PUBLIC_URL (development) the key is the route too', () => {
  // A renderer whose home page is large (80 KB) and that counts its renders: 700 Host values once
  // filled the 48 MB of the pages' store with copies of /jacobs and pushed the real pages out.
  const LARGE_HOME = `
let renders = 0;
export async function render({ pathname }) {
  renders += 1;
  const filler = pathname === '/jacobs' ? 'x'.repeat(80 * 1024) : '';
  return { html: '<main data-renders="' + renders + '">' + filler + '</main>', styles: '', islands: [] };
}
`;

  it('700 Host values do not push real pages out, and each Host still gets its own addresses', async () => {
    const siteDir = fakeSiteDir({ 'index.html': SHELL });
    mkdirSync(`${siteDir}-ssr`);
    writeFileSync(`${siteDir}-ssr/entry-server.js`, LARGE_HOME);
    const server = await startTestServer({ siteDir });
    const rendersOf = (html: string) => /data-renders="(\d+)"/.exec(html)?.[1];
    const about = await get(server, '/jacobs/about');
    expect(about.status).toBe(200);
    for (let n = 0; n < 700; n += 1) {
      const home = await get(server, '/jacobs', { Host: `h${n}.example` });
      expect(home.status).toBe(200);
      if (n === 699) expect(readHead(home.text).canonical).toEqual(['http://h699.example/jacobs']);
    }
    // Still the answer kept before the flood: not rendered again.
    expect(rendersOf((await get(server, '/jacobs/about')).text)).toBe(rendersOf(about.text));
  }, 120_000);
});
