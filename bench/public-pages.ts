// The public pages' load (issue 23; decisions 190 and 191): the gzipped JavaScript a full load of
// each public page fetches in Chromium at phone size (at most 10 KB on a page without an island,
// goal 0; the shop is one; 90 KB on the pages with islands, 60 on Rug Fit's), and Lighthouse mobile:
// performance 100 on the home page, a post and a product, at least 98 on the pages with islands, total blocking
// time at most 50 ms on every page without an island, CLS 0 everywhere; Lighthouse's CPU slowdown
// is calibrated for the machine (bench/cpu-calibration.ts, decision 255); each page runs five
// times, and the medians count (decisions 258, 263). bench/run.ts runs it on its
// seeded server; `node bench/public-pages.ts` runs just this against a build in SITE_DIR (default
// dist/site, from `npm run build:site`).
import { resolve } from 'node:path';
import { href, paths } from '../shared/paths.ts';
import { STATIC_PUBLIC_PATHS } from '../shared/public-routes.ts';
import { cpuCalibrationCheck, type CpuCalibration } from './cpu-calibration.ts';
import { cpuCalibration, LIGHTHOUSE_RUNS, runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { medianBy } from './median.ts';
import { measureRouteJavaScript, type RouteJavaScript } from './route-javascript.ts';
import { PAGE_JS_BUDGET_KB } from './rug-fit.ts';
import { startServer } from './start-server.ts';

/** A page without an island: at most this much script, goal none. */
export const STATIC_JS_BUDGET_KB = 10;
/** The pages with islands (the ROI calculator; the contact form and the newsletter). */
export const ISLAND_JS_BUDGET_KB = 90;
/** Each page with islands and its budget: Rug Fit has its own (issue 27, bench/rug-fit.ts). */
const ISLAND_JS_BUDGETS_KB: Readonly<Record<string, number>> = { [paths.proofRoi]: ISLAND_JS_BUDGET_KB, [paths.contact]: ISLAND_JS_BUDGET_KB, [paths.rugFit]: PAGE_JS_BUDGET_KB };
const ISLAND_PAGES: readonly string[] = Object.keys(ISLAND_JS_BUDGETS_KB);
const FULL_SCORE_GOAL = 100;
const ISLAND_SCORE_GOAL = 98;
const TBT_BUDGET_MS = 50;
const NOT_FOUND_ROUTE = '(not found)';

interface Check {
  budget: string;
  measured: string;
  pass: boolean | null;
}

export interface PublicPagesResult {
  /** The CPU slowdown the Lighthouse runs used, and how it was found. */
  cpu: CpuCalibration;
  javascript: RouteJavaScript[];
  /**
   * `runs` runs of each page: the run with the median score, with the median total blocking time
   * of all of them (one run read 0 and another 66 ms for the same static page, decision 258).
   */
  lighthouse: (LighthouseResult & { route: string; scored: boolean; performanceRuns: number[]; tbtRuns: number[] })[];
}

/** Every public page kind: each page without a record, and a post, a product, a service area and the not-found page. */
async function publicPageRoutes(baseUrl: string): Promise<{ route: string; path: string }[]> {
  const first = async <T>(path: string): Promise<T> => ((await (await fetch(`${baseUrl}${path}`)).json()) as T[])[0];
  const post = await first<{ slug: string }>('/api/blog?limit=1');
  const product = await first<{ id: number }>('/api/products?limit=1');
  const area = await first<{ slug: string }>('/api/service-areas');
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ route: path, path })),
    { route: '/jacobs/blog/{slug}', path: href.blogPost(post.slug) },
    { route: '/jacobs/product/{id}', path: href.product(product.id) },
    { route: '/jacobs/service-areas/{slug}', path: href.serviceArea(area.slug) },
    { route: NOT_FOUND_ROUTE, path: '/jacobs/no-such-page' },
  ];
}

/** Every page but the not-found one, `runs` times; the scored pages (a performance goal of their own) are marked. */
export async function measurePublicPages(baseUrl: string, runs: number): Promise<PublicPagesResult> {
  const routes = await publicPageRoutes(baseUrl);
  const javascript = await measureRouteJavaScript(baseUrl, routes);
  const scored = new Set([paths.home, routes.find((route) => route.route === '/jacobs/blog/{slug}')!.path, routes.find((route) => route.route === '/jacobs/product/{id}')!.path, ...ISLAND_PAGES]);
  const lighthouse: PublicPagesResult['lighthouse'] = [];
  const cpu = await cpuCalibration();
  // Lighthouse refuses to score a page answered 404 (ERRORED_DOCUMENT_REQUEST): the not-found page's
  // script is measured above, its score is not.
  for (const { route, path } of routes.filter((entry) => entry.route !== NOT_FOUND_ROUTE)) {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(baseUrl, path));
    // The score and the blocking time move with the machine's load: their medians are reported.
    const byScore = medianBy(results, (result) => result.performance);
    const byBlocking = medianBy(results, (result) => result.tbtMs);
    lighthouse.push({ ...byScore, tbtMs: byBlocking.tbtMs, route, scored: scored.has(path), performanceRuns: results.map((result) => result.performance), tbtRuns: results.map((result) => result.tbtMs) });
  }
  return { cpu, javascript, lighthouse };
}

const islandBudget = (path: string): number | undefined => ISLAND_JS_BUDGETS_KB[path.split('?')[0]];
const hasIsland = (path: string): boolean => islandBudget(path) !== undefined;

export function publicPagesChecks({ cpu, javascript, lighthouse }: PublicPagesResult): Check[] {
  const checks: Check[] = [cpuCalibrationCheck(cpu)];
  checks.push(...javascript.map((route): Check => {
    const budget = islandBudget(route.path) ?? STATIC_JS_BUDGET_KB;
    return {
      budget: `JS of a full load of ${route.route} <= ${budget} KB gz${hasIsland(route.path) ? ' (islands)' : ', goal 0'}`,
      measured: route.scripts.length
        ? `${route.gzipKB} KB gz in ${route.scripts.length} scripts (largest ${route.scripts.slice(0, 3).map((script) => `${script.file.replace('/assets/', '')} ${script.gzipKB}`).join(', ')})`
        : '0 KB: no script',
      pass: route.gzipKB <= budget,
    };
  }));
  const withAdmin = javascript.filter((route) => route.adminCode.length > 0);
  checks.push({ budget: 'no admin code on any public page', measured: withAdmin.length ? withAdmin.map((route) => `${route.route}: ${route.adminCode.join(', ')}`).join('; ') : `none in ${javascript.length} pages`, pass: withAdmin.length === 0 });
  for (const page of lighthouse) {
    const medianOf = (runs: number[]) => (runs.length > 1 ? ` (median of ${runs.join('/')})` : '');
    const figures = `perf ${page.performance}${medianOf(page.performanceRuns)}, a11y ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}; FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms${medianOf(page.tbtRuns)}, CLS ${page.cls}${page.failing.length ? `; below 0.9: ${page.failing.join('; ')}` : ''}`;
    const island = hasIsland(page.path);
    const goal = island ? ISLAND_SCORE_GOAL : FULL_SCORE_GOAL;
    const scored = page.scored;
    checks.push({
      budget: `Lighthouse mobile ${page.route}: ${scored ? `perf >= ${goal}, ` : ''}${island ? '' : `TBT <= ${TBT_BUDGET_MS} ms, `}CLS 0, a11y/best practices/SEO 100`,
      measured: figures,
      pass: (!scored || page.performance >= goal) && (island || page.tbtMs <= TBT_BUDGET_MS) && page.cls === 0 && page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100,
    });
  }
  return checks;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const server = await startServer({ SITE_DIR: resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site') });
  try {
    const checks = publicPagesChecks(await measurePublicPages(server.baseUrl, LIGHTHOUSE_RUNS));
    for (const check of checks) console.log(`${check.pass === null ? 'INFO' : check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
    if (checks.some((check) => check.pass === false)) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
  }
}
