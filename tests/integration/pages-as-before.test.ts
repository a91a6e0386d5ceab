// The pages rendered from their seeded sections read as they did when they were
// code. pages-as-before.json holds, for every page that needs no record and a few that do, what a
// visitor and a crawler read there before the switch (each run of text in <main> and in the
// footer, the title, the meta tags, the canonical address and the JSON-LD), taken from the server
// at that commit with `UPDATE_PAGES_AS_BEFORE=1`. A difference names the page and the part.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_PUBLIC_PATHS } from '../../shared/public-routes.ts';
import { readHead } from './support/html-head.ts';
import { useSiteBuild } from './support/site-build.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'pages-as-before.json');
// The booking page came after (its open times follow the clock: page-sections-seed.test.ts holds its
// words); the not-found page, at an address no page has and at an unknown service area's (both are
// the owner's words since).
const PATHS = [...STATIC_PUBLIC_PATHS.filter((path) => path !== '/jacobs/book'), '/jacobs/service-areas/evanston', '/jacobs/product/1', '/jacobs/blog/do-rugs-increase-home-value', '/jacobs/no-such-page', '/jacobs/service-areas/atlantis'];

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
useTestServer((started) => ({ server } = started), { siteDir: () => siteDir });

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;|&#xa0;/g, ' ').replace(/&amp;/g, '&');

/** Each run of text between tags, as a reader meets it (the year beside the copyright is the clock's). */
const textsOf = (html: string) =>
  html
    .replace(/<(style|script|svg)[^>]*>[\s\S]*?<\/\1>|<!-- -->/g, '')
    .split(/<[^>]+>/)
    .map((text) => decode(text).replace(/\s+/g, ' ').trim().replace(/© \d{4}/, '© YEAR'))
    .filter(Boolean);

const part = (html: string, tag: string) => new RegExp(`<${tag}[\\s>][\\s\\S]*</${tag}>`).exec(html)?.[0] ?? '';

async function pageAsRead(path: string) {
  const response = await server.client().get(path);
  // The test server's port and the seeding time change from run to run.
  const html = response.text.replaceAll(server.baseUrl, 'http://origin').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, 'SEEDED-AT');
  const head = readHead(html);
  const metaKeys = [...head.head.matchAll(/<meta (?:name|property)="([^"]+)"/g)].map((match) => match[1]);
  return {
    status: response.status,
    title: head.titles,
    meta: Object.fromEntries([...new Set(metaKeys)].sort().map((key) => [key, head.meta(key)])),
    canonical: head.canonical,
    jsonLd: head.jsonLd,
    main: textsOf(part(html, 'main')),
    footer: textsOf(part(html, 'footer')),
  };
}

describe('every page reads as before', () => {
  if (process.env.UPDATE_PAGES_AS_BEFORE) {
    it('writes the fixture', { timeout: 120_000 }, async () => {
      const pages: Record<string, unknown> = {};
      for (const path of PATHS) pages[path] = await pageAsRead(path);
      writeFileSync(FIXTURE, `${JSON.stringify(pages, null, 1)}\n`);
    });
    return;
  }
  const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Awaited<ReturnType<typeof pageAsRead>>>;
  it.each(PATHS)('%s', async (path) => {
    expect(await pageAsRead(path)).toEqual(before[path]);
  });
});
