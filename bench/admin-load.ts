// The web admin's load (decision 201): the gzipped JavaScript a full load of the login screen
// and of the dashboard (signed in) fetches in Chromium at phone size, against 180 KB each, and
// Lighthouse mobile on /admin (the login screen; budget: performance >= 85). bench/run.ts runs it on
// its seeded server; `node bench/admin-load.ts` runs just this against a build in SITE_DIR
// (default dist/site, from `npm run build:site`).
import { resolve } from 'node:path';
import { paths } from '../shared/paths.ts';
import { LIGHTHOUSE_RUNS, runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { medianBy } from './median.ts';
import { measureRouteJavaScript, type RouteJavaScript } from './route-javascript.ts';
import { BENCH_ADMIN_PASSWORD, startServer } from './start-server.ts';

export const ADMIN_JS_BUDGET_KB = 180;
export const ADMIN_LIGHTHOUSE_BUDGET = 85;

export interface AdminLoadResult {
  javascript: RouteJavaScript[];
  lighthouse: LighthouseResult;
  lighthousePerformanceRuns: number[];
}

export async function measureAdminLoad(baseUrl: string, lighthouseRuns: number): Promise<AdminLoadResult> {
  const javascript = await measureRouteJavaScript(baseUrl, [
    { route: `${paths.admin.login} (login)`, path: paths.admin.login },
    {
      route: `${paths.admin.dashboard} (signed in)`,
      path: paths.admin.dashboard,
      prepare: async (context, base) => {
        const response = await context.request.post(`${base}/api/admin/login`, { data: { password: BENCH_ADMIN_PASSWORD } });
        if (!response.ok()) throw new Error(`bench admin login failed: ${response.status()}`);
      },
    },
  ]);
  // Its performance score moves with the machine's load: the run with the median score is reported.
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await runLighthouse(baseUrl, paths.admin.login));
  return { javascript, lighthouse: medianBy(runs, (run) => run.performance), lighthousePerformanceRuns: runs.map((run) => run.performance) };
}

export function adminLoadChecks({ javascript, lighthouse, lighthousePerformanceRuns }: AdminLoadResult) {
  return [
    ...javascript.map((route) => ({
      budget: `admin: JS of a full load of ${route.route} <= ${ADMIN_JS_BUDGET_KB} KB gz`,
      measured: `${route.gzipKB} KB gz in ${route.scripts.length} scripts (largest ${route.scripts.slice(0, 3).map((script) => `${script.file.replace('/assets/', '')} ${script.gzipKB}`).join(', ')})`,
      pass: route.gzipKB <= ADMIN_JS_BUDGET_KB,
    })),
    {
      // The admin is never indexed (noindex), so its SEO score is informational.
      budget: `Lighthouse mobile ${paths.admin.login}: perf >= ${ADMIN_LIGHTHOUSE_BUDGET}`,
      measured: `perf ${lighthouse.performance}, a11y ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}, median of perf ${lighthousePerformanceRuns.join('/')} (FCP ${lighthouse.fcpMs} ms, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls})`,
      pass: lighthouse.performance >= ADMIN_LIGHTHOUSE_BUDGET,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const server = await startServer({ SITE_DIR: resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site') });
  try {
    const checks = adminLoadChecks(await measureAdminLoad(server.baseUrl, LIGHTHOUSE_RUNS));
    for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
  }
}
