// `npm run build:site`: the three parts of the site, in order, into SITE_OUT_DIR (default
// dist/site): the public pages (which empties the folder), the web admin beside them (decision 159;
// its shells hold its first paint, decision 163) and the server renderer into `<folder>-ssr/`. The
// benchmark and the integration tests build through buildSite() too, so every build of the site
// has the same parts.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');
const VITE = resolve(REPO, 'node_modules/vite/bin/vite.js');

export type SitePart = 'public' | 'admin' | 'server renderer';

interface Step {
  vite: string[];
  /** Run after the Vite build, in a process of its own: `node <script> <site folder>`. */
  script?: string;
}

/** Each part's builds, in order. The admin's second one renders its first paint into its shells (decision 163). */
const STEPS: Record<SitePart, Step[]> = {
  public: [{ vite: [] }],
  admin: [{ vite: ['--mode', 'admin'] }, { vite: ['--ssr', '--mode', 'admin'], script: resolve(REPO, 'scripts/write-admin-shells.ts') }],
  'server renderer': [{ vite: ['--ssr'] }],
};

/** Builds `parts` (in the order given; 'public' empties the folder) into `outDir`; throws with the errors when one fails. */
export function buildSite(outDir: string, parts: readonly SitePart[] = ['public', 'admin', 'server renderer'], { quiet = false } = {}): void {
  const run = (what: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawnSync(process.execPath, args, {
      cwd: REPO,
      env,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'],
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`${what} failed${child.stderr ? `:\n${child.stderr}` : ''}`);
  };
  for (const part of parts) {
    for (const { vite, script } of STEPS[part]) {
      run(`vite build (${part})`, [VITE, 'build', ...vite, ...(quiet ? ['--logLevel', 'error'] : [])], { ...process.env, SITE_OUT_DIR: outDir });
      if (script) run(`${script} (${part})`, [script, outDir]);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  buildSite(resolve(REPO, process.env.SITE_OUT_DIR ?? 'dist/site'));
}
