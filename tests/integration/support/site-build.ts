// Builds the site for a test file into a folder of its own: the server renderer (`vite build --ssr`,
// into `<outDir>-ssr/`) and, unless the test brings its own shell, the browser bundle with the real
// index.html. Other builds (the developer's, other test files) are left alone.
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { buildSite } from '../../../scripts/build-site.ts';

/**
 * Builds into `outDir()` before the file's tests (hooks run in the order they are registered, so
 * register this before the server that serves the folder) and removes the renderer's folder after.
 */
export function useSiteBuild(outDir: () => string, { browserBundle }: { browserBundle: boolean }): void {
  beforeAll(() => {
    buildSite(outDir(), browserBundle ? ['public', 'server renderer'] : ['server renderer'], { quiet: true });
    if (!existsSync(`${outDir()}-ssr/entry-server.js`)) throw new Error('vite build --ssr wrote no entry-server.js');
  }, 300_000);
  afterAll(() => rmSync(`${outDir()}-ssr`, { recursive: true, force: true }));
}
