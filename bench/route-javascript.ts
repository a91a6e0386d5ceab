// The JavaScript a full load of a page fetches, as a browser fetches it: every script response
// while Debian's Chromium loads the page (until the network is idle), gzipped here at the level the
// server's compression uses, so the figure does not depend on the build layout or on guessing which
// chunks a page imports. Admin code is any chunk named for the admin.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

export interface RouteJavaScript {
  route: string;
  path: string;
  gzipKB: number;
  scripts: { file: string; gzipKB: number }[];
  adminCode: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface MeasuredRoute {
  route: string;
  path: string;
  /** Run in the fresh browser context before the page loads (signing in, say). */
  prepare?: (context: BrowserContext, baseUrl: string) => Promise<void>;
}

export async function measureRouteJavaScript(baseUrl: string, routes: MeasuredRoute[]): Promise<RouteJavaScript[]> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const results: RouteJavaScript[] = [];
    for (const { route, path, prepare } of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await prepare?.(context, baseUrl);
      const page = await context.newPage();
      const pending: Promise<{ file: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname;
        pending.push(response.body().then((body) => ({ file, bytes: gzipSync(body, { level: 6 }).length })));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const scripts = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
      await context.close();
      results.push({
        route,
        path,
        gzipKB: kb(scripts.reduce((sum, script) => sum + script.bytes, 0)),
        scripts: scripts.map((script) => ({ file: script.file, gzipKB: kb(script.bytes) })),
        adminCode: scripts.filter((script) => /admin/i.test(script.file)).map((script) => script.file),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
