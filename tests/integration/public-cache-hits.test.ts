// Cache hits are answered before Express as deployed (PUBLIC_URL over HTTPS, decision 110), and
// down the app's chain in development (where the key holds each request's origin): either way a hit
// must be indistinguishable from the miss that stored it, for every cached path, encoding and
// method, and a public read must never touch the session cookie.
import { request } from 'node:http';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session-cookie.ts';
import type { HttpClient } from './support/http-client.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
let siteDir: string;
let server: TestServer;
let admin: HttpClient;

const SETUPS = [
  // Development keys (no PUBLIC_URL) behind a local proxy: the forwarded origin is part of the key.
  { name: 'in development, down the chain', deployed: false, options: { trustProxy: 'loopback' } },
  { name: 'as deployed, before Express', deployed: true, options: { publicUrl: 'https://rugs.example' } },
] as const;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, so nothing is added (fetch sends its own Accept-Encoding) and bodies stay as sent. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What a client sees, minus the per-connection, per-second and per-request headers. */
const seen = ({ status, headers, body }: RawResponse) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _requestId, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

let messageId: number | undefined;
/** An admin write that changes nothing public, yet empties the cache like every admin write. */
async function emptyCache(): Promise<void> {
  if (messageId === undefined) {
    await server.client().post('/api/contact', { name: 'Cache Emptier', email: 'empty@example.com', message: 'Hello' });
    messageId = ((await admin.get('/api/admin/messages')).body.items as { id: number }[])[0].id;
  }
  expect((await admin.patch(`/api/admin/messages/${messageId}`, { handled: true })).status).toBe(200);
}

const CACHED_PATHS = [
  '/api/products',
  '/api/products?limit=1',
  '/api/blog',
  '/api/blog/do-rugs-increase-home-value',
  '/api/settings',
  '/api/pages/home',
  '/api/nope',
  '/content/blog/do-rugs-increase-home-value.md',
  '/sitemap.xml',
  '/robots.txt',
  '/jacobs/blog/rss.xml',
  '/jacobs',
  '/jacobs/shop',
  '/jacobs/nope',
];
const ENCODINGS: (string | undefined)[] = ['gzip', 'gzip, deflate, br, zstd', 'identity', undefined, 'deflate', 'br', 'identity, gzip'];

describe.each(SETUPS)('$name', ({ deployed, options }) => {
  useTestServer(
    (started) => {
      ({ server, admin } = started);
      messageId = undefined;
    },
    { siteDir: () => (siteDir = fakeSiteDir({ 'index.html': SHELL })), ...options },
  );

  describe('a cache hit answers exactly as the miss that stored it', () => {
    it.each(CACHED_PATHS)('%s: status, every header and the bytes, for each Accept-Encoding, GET and HEAD', async (path) => {
      for (const method of ['GET', 'HEAD']) {
        for (const encoding of ENCODINGS) {
          const headers: Record<string, string> = encoding === undefined ? {} : { 'Accept-Encoding': encoding };
          await emptyCache();
          const miss = seen(await raw(method, path, headers));
          const hit = seen(await raw(method, path, headers));
          expect(hit, `${method} ${path} Accept-Encoding: ${encoding}`).toEqual(miss);
          expect(miss.headers['content-security-policy']).toContain("default-src 'self'");
          expect(miss.headers['x-frame-options']).toBe('DENY');
          expect(miss.headers['set-cookie']).toBeUndefined();
          expect(miss.headers.vary).toContain('Accept-Encoding');
          expect(miss.headers['cache-control']).toBe('no-cache');
          expect(miss.headers.etag).toMatch(/^"[\w-]{32}(-gz)?"$/);
        }
      }
    });

    it('sends the gzip copy only to clients that take gzip, each with its own tag and 304', async () => {
      const gzip = await raw('GET', '/api/products', { 'Accept-Encoding': 'gzip' });
      const plain = await raw('GET', '/api/products', { 'Accept-Encoding': 'identity' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
      expect(plain.headers['content-length']).toBe(String(plain.body.length));
      expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gz"'));
      const head = await raw('HEAD', '/api/products', { 'Accept-Encoding': 'gzip' });
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(gzip.headers['content-length']);

      const notModified = await raw('GET', '/api/products', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gzip.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(gzip.headers.etag);
      expect(notModified.headers['x-content-type-options']).toBe('nosniff');
      expect((await raw('GET', '/api/products', { 'Accept-Encoding': 'identity', 'If-None-Match': String(plain.headers.etag) })).status).toBe(304);
      expect((await raw('GET', '/api/products', { 'Accept-Encoding': 'identity', 'If-None-Match': String(gzip.headers.etag) })).status).toBe(200);
    });

    it.runIf(!deployed)('keys answers by origin: X-Forwarded-Proto and X-Forwarded-Host from the trusted proxy get their own entries', async () => {
      const { host } = new URL(server.baseUrl);
      const sitemapLine = async (headers: Record<string, string> = {}) => (await raw('GET', '/robots.txt', headers)).body.toString().split('\n').find((line) => line.startsWith('Sitemap:'));
      for (let round = 0; round < 2; round += 1) {
        expect(await sitemapLine()).toBe(`Sitemap: http://${host}/sitemap.xml`);
        expect(await sitemapLine({ 'X-Forwarded-Proto': 'https' })).toBe(`Sitemap: https://${host}/sitemap.xml`);
        expect(await sitemapLine({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'rugs.example' })).toBe('Sitemap: https://rugs.example/sitemap.xml');
        expect(await sitemapLine({ 'X-Forwarded-Host': 'rugs.example' })).toBe('Sitemap: http://rugs.example/sitemap.xml');
      }
    });

    it('gives each hit its own X-Request-Id and log line, the security headers, and still refuses a malformed Host', async () => {
      await raw('GET', '/api/settings');
      const ids = new Set<string>();
      for (let round = 0; round < 3; round += 1) {
        const hit = await raw('GET', '/api/settings', { 'Accept-Encoding': 'gzip' });
        const id = String(hit.headers['x-request-id']);
        ids.add(id);
        expect(server.logs.find((line) => line.reqId === id)).toMatchObject({ msg: 'request', method: 'GET', path: '/api/settings', status: 200 });
        expect(hit.headers['strict-transport-security'] !== undefined).toBe(deployed);
        expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
      }
      expect(ids.size).toBe(3);
      expect((await raw('GET', '/api/settings', { 'X-Request-Id': 'nginx-0f3a9c2d4e5b6a7c' })).headers['x-request-id']).toBe('nginx-0f3a9c2d4e5b6a7c');
      expect((await raw('GET', '/api/settings', { Host: 'evil@host' })).status).toBe(400);
      expect((await raw('GET', '/api/settings', { 'X-Forwarded-Host': 'rugs.example/jacobs' })).status).toBe(400);
    });

    it('still parses a GET that carries a body (a malformed JSON body is refused as before)', async () => {
      await raw('GET', '/api/products');
      const body = '{"broken":';
      const response = await raw('GET', '/api/products', { 'Content-Type': 'application/json', 'Content-Length': String(body.length) }, body);
      expect(response.status).toBe(400);
    });

    it('a rebuilt site empties the cached pages before a hit can serve the old shell', async () => {
      expect((await server.client().get('/jacobs')).text).toContain('<div id="root"></div>');
      const file = join(siteDir, 'index.html');
      writeFileSync(file, SHELL.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>'));
      const later = new Date(Date.now() + 60_000);
      utimesSync(file, later, later);
      expect((await server.client().get('/jacobs')).text).toContain('data-build="2"');
    });
  });

  describe('public reads and the admin session', () => {
    it('never set a cookie, with or without an admin session, on a miss or a hit; the session still works', async () => {
      const sessionCookie = admin.cookieHeader;
      expect(sessionCookie).toContain(`${SESSION_COOKIE}=`);
      for (const path of CACHED_PATHS) {
        await emptyCache();
        const anonymous = seen(await raw('GET', path, { 'Accept-Encoding': 'gzip' }));
        const asAdminHit = seen(await raw('GET', path, { 'Accept-Encoding': 'gzip', Cookie: sessionCookie }));
        expect(asAdminHit, path).toEqual(anonymous);
        await emptyCache();
        const asAdminMiss = await raw('GET', path, { 'Accept-Encoding': 'gzip', Cookie: sessionCookie });
        expect(asAdminMiss.headers['set-cookie'], path).toBeUndefined();
        expect((await raw('GET', path, { 'Accept-Encoding': 'gzip' })).headers['set-cookie'], path).toBeUndefined();
      }
      expect((await admin.get('/api/admin/status')).body).toMatchObject({ adminAuthenticated: true });
      expect((await admin.get('/api/admin/products')).status).toBe(200);
    });

    it('an admin write empties the cache: the next public read (API and page) shows it', async () => {
      const before = await server.client().get('/api/settings');
      await server.client().get('/jacobs');
      const settings = (await admin.get('/api/admin/settings')).body;
      const saved = await admin.put('/api/admin/settings', { ...settings, companyName: 'Fast Path Rugs' });
      expect(saved.status).toBe(200);
      const after = await server.client().get('/api/settings');
      expect(after.body.companyName).toBe('Fast Path Rugs');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect((await server.client().get('/jacobs')).text).toContain('Fast Path Rugs');
      await admin.put('/api/admin/settings', { ...saved.body, companyName: settings.companyName });
    });

    it('never answers /api/admin from the cache, whatever the letter case', async () => {
      const asAdmin = await admin.get('/API/Admin/nope');
      expect(asAdmin.status).toBe(404);
      expect(asAdmin.headers.get('etag') ?? '').not.toMatch(/^"[\w-]{32}"$/);
      expect((await server.client().get('/API/Admin/nope')).status).toBe(401);
      expect((await server.client().get('/api/admin/nope')).status).toBe(401);
      const status = await admin.get('/api/admin/status');
      expect(status.body).toMatchObject({ adminAuthenticated: true });
      expect((await server.client().get('/api/admin/status')).body).toMatchObject({ adminAuthenticated: false });
      expect((await admin.get('/api/admin/products')).headers.get('etag') ?? '').not.toMatch(/^"[\w-]{32}"$/);
    });
  });
});
