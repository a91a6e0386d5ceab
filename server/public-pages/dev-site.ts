// `npm run dev` (scripts/dev.ts): the public pages rendered from site/'s sources, as the build would
// render them, through a Vite server in middleware mode that only loads modules: the renderer
// (site/entry-server.tsx) and the pages' shell (site/index.html, written into `siteDir` for
// page-html.ts's shell). The browser talks to the Vite dev server on :5173, which sends /jacobs
// here and serves the islands' entries (named by their source address) with hot reload. Every
// change to a file under site/ or shared/ is a new version, so no cached page outlives an edit. Never used in
// production: vite is a development dependency.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { islandEntry } from '../../shared/islands.ts';
import type { SiteSource, ServerEntry } from './ssr.ts';

const REPO = resolve(import.meta.dirname, '../..');

export async function devSite(siteDir: string): Promise<SiteSource> {
  const { createServer } = await import('vite');
  // No hot reload here (so no Fast Refresh preamble in the shell): the browser's Vite on :5173 has it.
  const vite = await createServer({ configFile: join(REPO, 'vite.config.ts'), server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' });
  let changes = 0;
  const writeShell = async () => {
    mkdirSync(siteDir, { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), await vite.transformIndexHtml('/jacobs', readFileSync(join(REPO, 'site/index.html'), 'utf8')));
  };
  await writeShell();
  vite.watcher.on('all', (_event, file) => {
    if (!/[\\/](site|shared)[\\/]/.test(file)) return;
    changes += 1;
    if (/site[\\/](index|head)\.html$/.test(file)) void writeShell();
  });
  return {
    entry: () => vite.ssrLoadModule('/entry-server.tsx') as Promise<ServerEntry>,
    islandScripts: (islands) => ({ scripts: islands.map((island) => `/${islandEntry(island)}`), preloads: [] }),
    version: () => `dev:${changes}`,
  };
}
