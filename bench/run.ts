// npm run bench: measures, in one run, the server's throughput and tail latency (GET /api/products
// against Express's hello world in its own process, bench/throughput.ts), each read at 10,000
// products and 1,000 posts against the seeded catalogue, cached pages during a flood of uncached
// addresses, the public pages' JavaScript and Lighthouse scores (bench/public-pages.ts), the web
// admin's first-load JavaScript and its Lighthouse score (bench/admin-load.ts), the studio's
// offline replay against the same edits sent online (bench/studio-replay.ts), and Rug Fit's
// palette of a 12 MP photo, ranking of 1,000 rugs and page JavaScript in Chromium (bench/rug-fit.ts).
// Loopback only; figures go to
// bench/results/latest.json and the budgets are printed as PASS/FAIL figures.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { adminLoadChecks, measureAdminLoad } from './admin-load.ts';
import { load, round, type LoadResult } from './load-client.ts';
import { measureMissFlood } from './miss-flood.ts';
import { measurePublicPages, publicPagesChecks } from './public-pages.ts';
import { buildSite } from '../scripts/build-site.ts';
import { startServer } from './start-server.ts';
import { measureStudioReplay, studioReplayChecks } from './studio-replay.ts';
import { measureRugFit, rugFitChecks } from './rug-fit.ts';
import { measureThroughput, throughputCheck } from './throughput.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3);
const LARGE = { products: 10_000, posts: 1_000 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

// ---------------------------------------------------------------- the site build

/** SITE_DIR if given (its server renderer, if built, in SITE_DIR-ssr); otherwise a fresh build of
 * the site and its server renderer, so the figures are those of the code being measured. */
function siteDir(): string {
  if (process.env.SITE_DIR) return resolve(ROOT, process.env.SITE_DIR);
  const out = resolve(ROOT, '.tmp/bench-site');
  console.log(`Building the site, the admin and the server renderer into ${out} ...`);
  buildSite(out, undefined, { quiet: true });
  return out;
}

/**
 * A JSON answer, on a connection closed after it. Kept alive (fetch's pool keeps a socket for as
 * long as the server's Keep-Alive allows, 60 s here), it would be one more socket of this client
 * beside the load's 50, past the server's cap of 50 per client (decision 176): the server would
 * close load connections as they arrived, counted as errors and lost requests (decision 260).
 */
async function firstOf<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Connection: 'close' } });
  return (await response.json()) as T;
}

// ---------------------------------------------------------------- the run

interface Check {
  budget: string;
  measured: string;
  pass: boolean | null;
}

async function main() {
  const dir = siteDir();
  const small = await startServer({ SITE_DIR: dir });
  const large = await startServer({ SITE_DIR: dir, BENCH_PRODUCTS: String(LARGE.products), BENCH_POSTS: String(LARGE.posts) });
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, node: process.version, site: dir, serverRendered: existsSync(`${dir}-ssr/entry-server.js`) };
  const checks: Check[] = [];
  try {
    const [post] = await firstOf<{ slug: string }[]>(small.baseUrl, '/api/blog?limit=1');
    const [product] = await firstOf<{ id: number }[]>(small.baseUrl, '/api/products?limit=1');
    const [largePost] = await firstOf<{ slug: string }[]>(large.baseUrl, '/api/blog?limit=1');
    const [largeProduct] = await firstOf<{ id: number }[]>(large.baseUrl, '/api/products?limit=1');
    const targets = (p: { slug: string }, r: { id: number }) => [
      '/api/products',
      '/api/products?limit=24',
      '/api/blog',
      '/api/blog?limit=12',
      '/jacobs',
      '/jacobs/shop',
      '/jacobs/shop?page=2',
      '/api/shop?page=2',
      '/jacobs/blog',
      `/jacobs/blog/${p.slug}`,
      `/jacobs/product/${r.id}`,
      '/sitemap.xml',
    ];

    console.log(`Load: autocannon, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per target, loopback, Accept-Encoding: gzip\n`);
    const throughput = await measureThroughput(small.baseUrl, { connections: CONNECTIONS, seconds: SECONDS, rounds: THROUGHPUT_ROUNDS });
    results.throughput = throughput;
    checks.push(throughputCheck(throughput));
    // Each target runs on both servers back to back, so a change in the machine's load skews a
    // comparison as little as possible.
    const smallRuns: LoadResult[] = [];
    const largeRuns: LoadResult[] = [];
    const largeTargets = targets(largePost, largeProduct);
    for (const [index, path] of targets(post, product).entries()) {
      smallRuns.push(await load(small.baseUrl, path, { connections: CONNECTIONS, seconds: SECONDS }));
      largeRuns.push(await load(large.baseUrl, largeTargets[index], { connections: CONNECTIONS, seconds: SECONDS }));
    }
    results.load = { hello: throughput.hello, small: smallRuns, large: largeRuns };
    for (const [index, largeRun] of largeRuns.entries()) {
      const smallRun = smallRuns[index];
      const path = targets({ slug: '{slug}' }, { id: 0 })[index].replace('/0', '/{id}');
      const whole = path === '/api/products' || path === '/api/blog' || path === '/sitemap.xml';
      const factor = round(smallRun.requestsPerSecond / Math.max(1, largeRun.requestsPerSecond));
      const measured = `${largeRun.requestsPerSecond} vs ${smallRun.requestsPerSecond} req/s (${factor}x slower), p99 ${largeRun.p99Ms} vs ${smallRun.p99Ms} ms, ${round(largeRun.bytesPerResponse / 1024, 1)} KB/answer`;
      checks.push({
        budget: `${path} at 10k products/1k posts within 2x of small${whole ? ' (whole list: informational, answer is 100x+ larger)' : ''}`,
        measured,
        pass: whole ? null : factor <= 2 && largeRun.errors === 0,
      });
    }

    // Issue 14, item 4: cached pages while a flood asks for addresses the cache does not hold.
    const floods = [
      await measureMissFlood(large.baseUrl, { label: 'unread parameters (/jacobs/shop?utm=N)', floodPath: (n) => `/jacobs/shop?utm=${n}`, seconds: SECONDS }),
      await measureMissFlood(large.baseUrl, { label: 'uncached shop pages (/jacobs/shop?page=N)', floodPath: (n) => `/jacobs/shop?page=${n + 1}`, seconds: SECONDS }),
    ];
    results.missFlood = floods;
    for (const flood of floods) {
      checks.push({
        budget: `cached /jacobs during a miss flood of ${flood.flood}, 16 connections`,
        measured: `p50 ${flood.flooded.p50Ms} ms, p99 ${flood.flooded.p99Ms} ms (quiet: ${flood.quiet.p50Ms} / ${flood.quiet.p99Ms} ms); flood ${flood.floodRequestsPerSecond} req/s, statuses ${JSON.stringify(flood.floodStatuses)}`,
        pass: null,
      });
    }

    const replay = await measureStudioReplay();
    results.studioReplay = replay;
    checks.push(...studioReplayChecks(replay));

    const rugFit = await measureRugFit(small.baseUrl);
    results.rugFit = rugFit;
    checks.push(...rugFitChecks(rugFit));

    const publicPages = await measurePublicPages(small.baseUrl, LIGHTHOUSE_RUNS);
    results.publicPages = publicPages;
    checks.push(...publicPagesChecks(publicPages));
    const admin = await measureAdminLoad(small.baseUrl, LIGHTHOUSE_RUNS);
    results.admin = admin;
    checks.push(...adminLoadChecks(admin));
    results.loadAverage = loadavg().map((value) => round(value));
    checks.push({ budget: 'machine load average (1/5/15 min) after the run: CPU-bound figures move with it', measured: (results.loadAverage as number[]).join(' / '), pass: null });
  } finally {
    small.child.kill('SIGTERM');
    large.child.kill('SIGTERM');
  }

  results.checks = checks;
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results.load as { hello: LoadResult; small: LoadResult[]; large: LoadResult[] }, checks);
  if (checks.some((check) => check.pass === false)) process.exitCode = 1;
}

function printTable(runs: { hello: LoadResult; small: LoadResult[]; large: LoadResult[] }, checks: Check[]) {
  const row = (cells: (string | number)[], widths: number[]) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  const widths = [34, 10, 9, 9, 12];
  console.log(row(['target', 'req/s', 'p50 ms', 'p99 ms', 'KB/answer'], widths));
  const print = (label: string, run: LoadResult) => console.log(row([label, run.requestsPerSecond, run.p50Ms, run.p99Ms, round(run.bytesPerResponse / 1024, 1)], widths));
  print('Express hello world (own process)', runs.hello);
  for (const run of runs.small) print(run.path.slice(0, 34), run);
  console.log('--- 10,000 products, 1,000 posts');
  for (const run of runs.large) print(run.path.slice(0, 34), run);
  console.log('');
  for (const check of checks) console.log(`${check.pass === null ? 'INFO' : check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
  console.log('\nWritten: bench/results/latest.json');
}

await main();
