// Serving the built site: static caching, and the page (the shell with its head tags) with the status the route deserves.
import { SHOWN_IMAGE } from './support/visitor.ts';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client.ts';
import { validBlogPost, validProduct } from '../support/record-data.ts';
import { fakeSiteDir, startTestServer, useTestServer, type TestServer } from './support/test-server.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Jacobs</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () =>
    fakeSiteDir({
      'index.html': INDEX_HTML,
      'assets/index-abc123.js': 'console.log("app")',
      'images/rugs/placeholder.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
});

/**
 * The built shell with the server's head tags in place of its own title (without a renderer, #root
 * stays empty). The admin's title is marked for the admin's own head management to take over.
 */
function expectShell(html: string, title = '<title>') {
  expect(html.startsWith(`<!doctype html><html><head>${title}`)).toBe(true);
  // A public page that exists ends with the image that counts it when shown; the admin's never does.
  expect(html).toMatch(new RegExp(`^<!doctype html><html><head><title[^>]*>[^<]+</title>.*</head><body><div id="root"></div>(?:${SHOWN_IMAGE})?</body></html>$`, 's'));
  expect(html).not.toContain('<title>Jacobs</title>');
}

async function page(path: string) {
  return server.client().get(path);
}

describe('static files', () => {
  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await page('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const image = await page('/images/rugs/placeholder.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('public pages', () => {
  it.each([
    '/jacobs',
    '/jacobs/',
    '/jacobs/services',
    '/jacobs/services/rug-intelligence',
    '/jacobs/shop',
    '/jacobs/blog',
    '/jacobs/privacy',
    '/jacobs/blog/do-rugs-increase-home-value',
  ])('%s -> 200 with the page, not cached', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expectShell(response.text);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}(-gz)?"$/);
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    for (const path of ['/jacobs/nope', '/jacobs/services/nope', '/elsewhere']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expectShell(response.text);
      expect(response.text).toContain('<title>404 Page Not Found | Jacobs Rug Consultancy</title>');
    }
  });

  it('answers a missing file with a plain 404, not the page', async () => {
    for (const path of ['/assets/index-old999.js', '/images/rugs/missing.svg', '/favicon.ico']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain('<html');
    }
  });

  it('answers 400 JSON for an undecodable path', async () => {
    const response = await page('/jacobs/blog/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Bad request' });
  });

  it('answers 404 for a blog post the public cannot see', async () => {
    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Secret Draft', published: false });
    expect((await page('/jacobs/blog/secret-draft')).status).toBe(404);
    expect((await page('/jacobs/blog/no-such-post')).status).toBe(404);
  });

  it('answers products by id under both forms, 404 for inactive, unknown and non-numeric ids', async () => {
    const [first] = (await server.client().get('/api/products')).body;
    expect((await page(`/jacobs/product/${first.id}`)).status).toBe(200);
    expect((await page(`/jacobs/shop/${first.id}`)).status).toBe(200);
    const hidden = await admin.post('/api/admin/products', { ...validProduct(), name: 'Hidden Page Rug', active: false });
    expect((await page(`/jacobs/product/${hidden.body.id}`)).status).toBe(404);
    expect((await page('/jacobs/product/999999')).status).toBe(404);
    expect((await page('/jacobs/product/abc')).status).toBe(404);
  });
});

describe('admin pages', () => {
  it.each(['/admin', '/admin/dashboard', '/admin/settings', '/admin/anything'])('%s -> 200, noindex', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expectShell(response.text, '<title data-ssr>');
    expect(response.text).toContain('<meta name="robots" content="noindex" data-ssr>');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('without a build', () => {
  it('answers 503 telling to run npm run build', async () => {
    const unbuilt = await startTestServer();
    const response = await unbuilt.client().get('/jacobs');
    expect(response.status).toBe(503);
    expect(response.text).toContain('npm run build');
    expect((await unbuilt.client().get('/api/settings')).status).toBe(200);
  });
});
