// Builds the studio renderer for studio:web, unless the last build is newer than every source
// it is made from (the renderer, the bridge types and shared/).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const STUDIO_WEB_DIR = join(ROOT, 'out', 'studio-web');
const STAMP = join(STUDIO_WEB_DIR, '.built-at');
const SOURCES = [join(ROOT, 'studio', 'src', 'renderer'), join(ROOT, 'studio', 'src', 'bridge'), join(ROOT, 'shared')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function rendererIsFresh(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(STUDIO_WEB_DIR, 'index.html'))) return false;
  const builtAt = statSync(STAMP).mtimeMs;
  return SOURCES.every((dir) => newestMtime(dir) <= builtAt);
}

export async function buildRenderer({ force = false } = {}): Promise<string> {
  if (!force && rendererIsFresh()) return STUDIO_WEB_DIR;
  await build({
    configFile: false,
    root: join(ROOT, 'studio', 'src', 'renderer'),
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: STUDIO_WEB_DIR, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
  writeFileSync(STAMP, new Date().toISOString());
  return STUDIO_WEB_DIR;
}
