// `npm run build:site`: the three Vite builds of the site, in order, into SITE_OUT_DIR (default
// dist/site): the public pages with their islands (which empties the folder), the web admin beside
// them (decision 201) and the server renderer into `<folder>-ssr/`. The benchmark and the integration tests build
// through buildSite() too, so every build of the site has the same parts.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');
const VITE = resolve(REPO, 'node_modules/vite/bin/vite.js');

export type SitePart = 'public' | 'admin' | 'server renderer';

const ARGS: Record<SitePart, string[]> = {
  public: [],
  admin: ['--mode', 'admin'],
  'server renderer': ['--ssr'],
};

/** Builds `parts` (in the order given; 'public' empties the folder) into `outDir`; throws with Vite's errors when one fails. */
export function buildSite(outDir: string, parts: readonly SitePart[] = ['public', 'admin', 'server renderer'], { quiet = false } = {}): void {
  for (const part of parts) {
    const build = spawnSync(process.execPath, [VITE, 'build', ...ARGS[part], ...(quiet ? ['--logLevel', 'error'] : [])], {
      cwd: REPO,
      env: { ...process.env, SITE_OUT_DIR: outDir },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'],
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build (${part}) failed${build.stderr ? `:\n${build.stderr}` : ''}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  buildSite(resolve(REPO, process.env.SITE_OUT_DIR ?? 'dist/site'));
}
