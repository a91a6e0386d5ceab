// The app:// protocol the Electron window loads the renderer from, tested with real files on
// disk and real Request/Response objects: only files inside the renderer folder, with their MIME
// types, and the page's image policy as a header.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../testing/studio-harness.ts';
import { APP_ENTRY_URL, createAppProtocolHandler, isAppUrl } from './app-protocol.ts';

let handler: (request: Request) => Promise<Response>;
let pageFor = 'https://cms.example.com';

beforeAll(() => {
  const outside = tempDir('studio-outside-');
  writeFileSync(join(outside, 'secret.txt'), 'not for the renderer');
  const root = join(tempDir('studio-app-'), 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Jacobs Studio</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'assets', 'linked.txt'));
  handler = createAppProtocolHandler({ rootDir: root, pagePolicy: () => `img-src 'self' ${pageFor}` });
});

const get = (url: string, init?: RequestInit) => handler(new Request(url, init));

describe('app:// protocol', () => {
  it('serves the page with the policy of the moment as a header, and nosniff', async () => {
    const page = await get(APP_ENTRY_URL);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('Content-Security-Policy')).toBe("img-src 'self' https://cms.example.com");
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Jacobs Studio</title>');

    pageFor = 'https://other.example.com';
    expect((await get('app://studio/')).headers.get('Content-Security-Policy')).toBe("img-src 'self' https://other.example.com");
  });

  it('gives scripts, styles, fonts and images their MIME types, and the policy to pages only', async () => {
    const types = {
      'app://studio/assets/index-abc.js': 'text/javascript; charset=utf-8',
      'app://studio/assets/index-abc.css': 'text/css; charset=utf-8',
      'app://studio/assets/inter.woff2': 'font/woff2',
      'app://studio/assets/logo.svg': 'image/svg+xml',
    };
    for (const [url, type] of Object.entries(types)) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type'), url).toBe(type);
      expect(response.headers.get('Content-Security-Policy'), url).toBeNull();
    }
  });

  it('refuses every path that leaves the renderer folder', async () => {
    for (const url of [
      'app://studio/../secret.txt',
      'app://studio/%2e%2e/%2e%2e/secret.txt',
      'app://studio/assets/..%2f..%2f..%2fsecret.txt',
      'app://studio/assets%5c..%5c..%5csecret.txt',
      'app://studio/%2fetc%2fpasswd',
      'app://studio/assets/linked.txt',
      'app://studio/assets/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('not for the renderer');
    }
  });

  it('answers 404 for folders, missing files and any other host, 405 for anything but reading', async () => {
    expect((await get('app://studio/assets')).status).toBe(404);
    expect((await get('app://studio/missing.js')).status).toBe(404);
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
    expect((await get(APP_ENTRY_URL, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('tells the app page from anything else', () => {
    expect(isAppUrl(`${APP_ENTRY_URL}#/admin/dashboard`)).toBe(true);
    for (const url of ['app://elsewhere/index.html', 'file:///tmp/out/renderer/index.html', 'https://studio/index.html', 'not a url']) expect(isAppUrl(url), url).toBe(false);
  });
});
