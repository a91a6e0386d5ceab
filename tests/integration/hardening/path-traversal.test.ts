// Path traversal: the Markdown route and every file route (static assets, /images, uploaded
// /media, the SPA fallback) get `../` in every encoding sent raw (fetch would normalise it away).
// Nothing outside the site directory may ever be served, and nothing may answer 5xx.
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { rawRequest } from './support/raw-request.ts';
import { runPool } from './support/server-process.ts';

const SENTINEL = 'TOP-SECRET-SENTINEL-6d1f';
const INDEX_HTML = '<!doctype html><html><head><title>Jacobs</title></head><body><div id="root"></div></body></html>';

// root/site is the site; root/secret.txt and root/data/... sit beside it, one `../` away.
const root = mkdtempSync(join(tmpdir(), 'jacobs-traversal-'));
const siteDir = join(root, 'site');
for (const [path, content] of Object.entries({
  'site/index.html': INDEX_HTML,
  'site/admin.html': INDEX_HTML,
  'site/assets/app-1a2b.js': 'export const app = 1;',
  'site/images/rugs/placeholder.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'secret.txt': SENTINEL,
  'site-private/key.pem': SENTINEL,
  'data/jacobs.sqlite': `SQLite format 3\u0000${SENTINEL}`,
})) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

let server: TestServer;
useTestServer((started) => (server = started.server), { withAdmin: false, siteDir: () => siteDir });

const UP = ['../', '..%2f', '..%2F', '%2e%2e%2f', '%2E%2E%2F', '%2e%2e/', '.%2e/', '%2e./', '..%5c', '%2e%2e%5c', '..\\', '%252e%252e%252f', '..%252f', '%c0%ae%c0%ae/', '..%c0%af', '....//', '..;/', '..%00/', '%2e%2e%00/'];
const PREFIXES = ['/', '/assets/', '/images/', '/images/rugs/', '/media/', '/media/0123456789abcdef/', '/jacobs/', '/jacobs/blog/', '/admin/', '/content/blog/', '/api/', '/api/blog/'];
const TARGETS = ['secret.txt', 'site-private/key.pem', 'data/jacobs.sqlite', 'etc/passwd', 'secret.txt%00.md', 'secret.txt%00.js', 'secret.txt.md'];
const FORBIDDEN = [SENTINEL, 'root:x:0:0', 'SQLite format 3'];
const SITE_FILES = ['export const app = 1;', '<svg xmlns="http://www.w3.org/2000/svg"/>'];

async function expectSafe(path: string): Promise<number> {
  const response = await rawRequest(server.baseUrl, 'GET', path);
  expect(response.status, path).toBeLessThan(500);
  for (const secret of FORBIDDEN) expect(response.text, path).not.toContain(secret);
  // A 200 is the site's page (the shell, with its server-rendered parts), a file of the site, or
  // an API answer; nothing else.
  const type = String(response.headers['content-type']);
  if (response.status === 200 && type.startsWith('text/html')) expect(response.text, path).toContain('<div id="root"');
  else if (response.status === 200 && !type.startsWith('application/json')) expect(SITE_FILES, path).toContain(response.text);
  return response.status;
}

describe('path traversal', () => {
  it('serves the real site files (the control case)', async () => {
    expect(await expectSafe('/assets/app-1a2b.js')).toBe(200);
    expect(await expectSafe('/images/rugs/placeholder.svg')).toBe(200);
    expect(await expectSafe('/jacobs')).toBe(200);
  });

  it('never serves a file outside the site directory, for every encoding of ../ on every file route', async () => {
    const paths = PREFIXES.flatMap((prefix) => UP.flatMap((up) => [1, 2, 5].flatMap((depth) => TARGETS.map((target) => `${prefix}${up.repeat(depth)}${target}`))));
    expect(paths.length).toBeGreaterThan(3000);
    await runPool(paths, 16, async (path) => void (await expectSafe(path)));
  }, 60_000);

  it('rejects absolute paths, null bytes and doubled slashes', async () => {
    for (const path of [
      '//etc/passwd',
      '/%2fetc%2fpasswd',
      '/%2F%2E%2E%2Fsecret.txt',
      `/${'%2e%2e%2f'.repeat(8)}etc/passwd`,
      '/assets//..//..//secret.txt',
      '/assets/app-1a2b.js%00.png',
      '/index.html%00',
      '/%00../secret.txt',
      '/content/blog/do-rugs-increase-home-value.md%00',
      '/content/blog/%00.md',
      '/content/blog/..',
      '/content/blog/.md',
      '/content/blog/...md',
      '/images/rugs/%2e%2e',
      `/${'a/'.repeat(500)}${'../'.repeat(501)}secret.txt`,
    ]) {
      await expectSafe(path);
    }
  });

  it('the Markdown route answers only a well-formed slug: 404 (or 400) for every traversal', async () => {
    for (const up of UP) {
      for (const target of ['secret.txt', 'secret', 'etc/passwd']) {
        const status = await expectSafe(`/content/blog/${up}${target}.md`);
        expect([400, 404], `${up}${target}`).toContain(status);
      }
    }
  });

  it('holds for random paths built from traversal pieces', async () => {
    const piece = fc.oneof(fc.constantFrom(...UP, ...TARGETS, 'assets/', 'images/', '%00', '%2f', '%5c', '.', '..', '/', '%', '%zz', '%e0%a4'), fc.webSegment());
    const path = fc.tuple(fc.constantFrom(...PREFIXES), fc.array(piece, { maxLength: 12 })).map(([prefix, pieces]) => prefix + pieces.join(''));
    await fc.assert(
      fc.asyncProperty(path, async (candidate) => {
        await expectSafe(candidate);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
