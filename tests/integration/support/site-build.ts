// Builds the site for a test file into a folder of its own: the server renderer (`vite build --ssr`,
// into `<outDir>-ssr/`) and, unless the test brings its own shell, the browser bundle with the real
// index.html. Other builds (the developer's, other test files) are left alone.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

function vite(outDir: string, args: string[]): void {
  const build = spawnSync(process.execPath, [`${REPO}node_modules/vite/bin/vite.js`, 'build', ...args, '--logLevel', 'error'], {
    cwd: REPO,
    env: { ...process.env, SITE_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed:\n${build.stderr}`);
}

/**
 * Builds into `outDir()` before the file's tests (hooks run in the order they are registered, so
 * register this before the server that serves the folder) and removes the renderer's folder after.
 */
export function useSiteBuild(outDir: () => string, { browserBundle }: { browserBundle: boolean }): void {
  beforeAll(() => {
    if (browserBundle) vite(outDir(), []);
    vite(outDir(), ['--ssr']);
    if (!existsSync(`${outDir()}-ssr/entry-server.js`)) throw new Error('vite build --ssr wrote no entry-server.js');
  }, 300_000);
  afterAll(() => rmSync(`${outDir()}-ssr`, { recursive: true, force: true }));
}
