// The public pages' load (decisions 190 and 191): the gzipped JavaScript a full load of each
// public page fetches in Chromium at phone size (at most 10 KB on a page without an island, goal 0;
// 90 KB on the pages with islands, 60 on Rug Fit's), the CSS each carries, and Lighthouse mobile at
// its default settings (4x CPU slowdown, nothing calibrated), each page five times and the medians
// counted (decisions 250, 260), beside a bare static page measured the same way in the same run:
// at least 99 and total blocking time at most 50 ms on every page without an island (the goal
// names home, services, a service page, an area page, the shop, a post and about), at least 98 on
// the pages with islands, CLS 0 everywhere. bench/run.ts runs it on its seeded server; `node
// bench/public-pages.ts` runs just this against a build in SITE_DIR (default dist/site, from `npm
// run build:site`).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { href, paths } from '../shared/paths.ts';
import { STATIC_PUBLIC_PATHS } from '../shared/public-routes.ts';
import { withControlPage } from './control-page.ts';
import { LIGHTHOUSE_RUNS, runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { medianBy } from './median.ts';
import { measureRouteCss, type RouteCss } from './route-css.ts';
import { measureRouteJavaScript, type RouteJavaScript } from './route-javascript.ts';
import { PAGE_JS_BUDGET_KB } from './rug-fit.ts';
import { startServer } from './start-server.ts';

/** A page without an island: at most this much script, goal none. */
export const STATIC_JS_BUDGET_KB = 10;
/** The pages with islands (the ROI calculator; the contact form and the newsletter). */
export const ISLAND_JS_BUDGET_KB = 90;
/** Each page with islands and its budget: Rug Fit has its own (bench/rug-fit.ts). */
const ISLAND_JS_BUDGETS_KB: Readonly<Record<string, number>> = { [paths.proofRoi]: ISLAND_JS_BUDGET_KB, [paths.contact]: ISLAND_JS_BUDGET_KB, [paths.rugFit]: PAGE_JS_BUDGET_KB };
/** Lighthouse performance of a page without an island, at Lighthouse's default settings. */
const STATIC_SCORE_GOAL = 99;
const ISLAND_SCORE_GOAL = 98;
const TBT_BUDGET_MS = 50;
const NOT_FOUND_ROUTE = '(not found)';
const POST_ROUTE = '/jacobs/blog/{slug}';
const AREA_ROUTE = '/jacobs/service-areas/{slug}';
/** The pages the goal names: home, services, a service page, an area page, the shop, a post and about. */
const GOAL_ROUTES: readonly string[] = [paths.home, paths.services, STATIC_PUBLIC_PATHS.find((path) => path.startsWith(`${paths.services}/`))!, AREA_ROUTE, paths.shop, POST_ROUTE, paths.about];
/** BENCH_LIGHTHOUSE_PAGES=goal runs Lighthouse on those seven alone (a quicker look; the bench runs every page). */
const GOAL_ONLY = process.env.BENCH_LIGHTHOUSE_PAGES === 'goal';
const CONTROL_ROUTE = '(bare static page)';

interface Check {
  budget: string;
  measured: string;
  pass: boolean | null;
}

/** `runs` runs of a page: the run with the median score, with the median total blocking time of all of them. */
export type LighthouseMedian = LighthouseResult & { route: string; performanceRuns: number[]; tbtRuns: number[] };

export interface PublicPagesResult {
  javascript: RouteJavaScript[];
  css: RouteCss[];
  /** The bare static page, measured the same way in the same run. */
  control: LighthouseMedian;
  lighthouse: LighthouseMedian[];
  /** The machine's load average (1, 5, 15 min) before and after the Lighthouse runs. */
  loadAverage: { before: number[]; after: number[] };
}

/** Every public page kind: each page without a record, and a post, a product, a service area and the not-found page. */
async function publicPageRoutes(baseUrl: string): Promise<{ route: string; path: string }[]> {
  const first = async <T>(path: string): Promise<T> => ((await (await fetch(`${baseUrl}${path}`)).json()) as T[])[0];
  const post = await first<{ slug: string }>('/api/blog?limit=1');
  const product = await first<{ id: number }>('/api/products?limit=1');
  const area = await first<{ slug: string }>('/api/service-areas');
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ route: path, path })),
    { route: POST_ROUTE, path: href.blogPost(post.slug) },
    { route: '/jacobs/product/{id}', path: href.product(product.id) },
    { route: AREA_ROUTE, path: href.serviceArea(area.slug) },
    { route: NOT_FOUND_ROUTE, path: '/jacobs/no-such-page' },
  ];
}

async function medianOfRuns(route: string, runs: number, run: () => Promise<LighthouseResult>): Promise<LighthouseMedian> {
  const results: LighthouseResult[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await run());
  // The score and the blocking time move with the machine's load: their medians are reported.
  const byScore = medianBy(results, (result) => result.performance);
  const byBlocking = medianBy(results, (result) => result.tbtMs);
  return { ...byScore, tbtMs: byBlocking.tbtMs, route, performanceRuns: results.map((result) => result.performance), tbtRuns: results.map((result) => result.tbtMs) };
}

const loadAverage = () => loadavg().map((value) => Math.round(value * 10) / 10);

/** Every page but the not-found one `runs` times, after the bare static page as many times. */
export async function measurePublicPages(baseUrl: string, runs: number): Promise<PublicPagesResult> {
  const routes = await publicPageRoutes(baseUrl);
  const javascript = await measureRouteJavaScript(baseUrl, routes);
  const css = await measureRouteCss(baseUrl, routes);
  const before = loadAverage();
  const control = await withControlPage((url) => medianOfRuns(CONTROL_ROUTE, runs, () => runLighthouse(url, '')));
  const lighthouse: LighthouseMedian[] = [];
  // Lighthouse refuses to score a page answered 404 (ERRORED_DOCUMENT_REQUEST): the not-found page's
  // script and CSS are measured above, its score is not.
  for (const { route, path } of routes.filter((entry) => entry.route !== NOT_FOUND_ROUTE && (!GOAL_ONLY || GOAL_ROUTES.includes(entry.route)))) {
    lighthouse.push(await medianOfRuns(route, runs, () => runLighthouse(baseUrl, path)));
  }
  return { javascript, css, control, lighthouse, loadAverage: { before, after: loadAverage() } };
}

const islandBudget = (path: string): number | undefined => ISLAND_JS_BUDGETS_KB[path.split('?')[0]];
const hasIsland = (path: string): boolean => islandBudget(path) !== undefined;

const medianOf = (runs: number[]) => (runs.length > 1 ? ` (median of ${runs.join('/')})` : '');
const figures = (page: LighthouseMedian) =>
  `perf ${page.performance}${medianOf(page.performanceRuns)}, a11y ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}; FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms${medianOf(page.tbtRuns)}, CLS ${page.cls}${page.failing.length ? `; below 0.9: ${page.failing.join('; ')}` : ''}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function publicPagesChecks({ javascript, css, control, lighthouse, loadAverage: load }: PublicPagesResult): Check[] {
  const checks: Check[] = [];
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
  checks.push(...css.map((route): Check => ({
    budget: `CSS of ${route.route}`,
    measured: `${kb(route.bytes)} KB (${kb(route.gzipBytes)} KB gz), ${route.customProperties} custom property declarations of ${route.customPropertyNames} names`,
    pass: null,
  })));
  checks.push({
    budget: `Lighthouse mobile, default settings: ${CONTROL_ROUTE}, this machine's yardstick in this run (load average ${load.before.join('/')} before, ${load.after.join('/')} after)`,
    measured: `${figures(control)}; benchmarkIndex ${control.benchmarkIndex}`,
    pass: null,
  });
  for (const page of lighthouse) {
    const island = hasIsland(page.path);
    const goal = island ? ISLAND_SCORE_GOAL : STATIC_SCORE_GOAL;
    checks.push({
      budget: `Lighthouse mobile, default settings, ${page.route}${GOAL_ROUTES.includes(page.route) ? ' (goal)' : ''}: perf >= ${goal}, ${island ? '' : `TBT <= ${TBT_BUDGET_MS} ms, `}CLS 0, a11y/best practices/SEO 100`,
      measured: figures(page),
      pass: page.performance >= goal && (island || page.tbtMs <= TBT_BUDGET_MS) && page.cls === 0 && page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100,
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
