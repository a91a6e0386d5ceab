// A built site standing in for the real one, for the tests of the real server process under a
// flood: the shell, any static files, and a server renderer that renders at once (its page names
// the address it was rendered for), so pages are served and cached as real ones are.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SHELL = '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function render({ pathname, query }) {
  const url = query ? pathname + '?' + query : pathname;
  return { html: '<main>' + url.replace(/[&<>"]/g, '') + '</main>', styles: '', islands: [] };
}
`;

/** Writes the stand-in into `dir`/site (and its renderer into `dir`/site-ssr); answers the site's folder for SITE_DIR. */
export function stubSite(dir: string, files: Record<string, string | Buffer> = {}): string {
  const siteDir = join(dir, 'site');
  mkdirSync(siteDir);
  for (const [name, content] of Object.entries({ 'index.html': SHELL, ...files })) writeFileSync(join(siteDir, name), content);
  mkdirSync(`${siteDir}-ssr`);
  writeFileSync(`${siteDir}-ssr/entry-server.js`, RENDERER);
  return siteDir;
}
