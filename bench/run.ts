// npm run bench: measures, in one run, the server's throughput and tail latency (GET /api/products
// against Express's hello world in its own process, bench/throughput.ts), each read at 10,000
// products and 1,000 posts against a catalogue of two full list pages, cached pages during a flood of uncached
// addresses, another address's service during a pipelining flood (bench/pipelining.ts), the
// public pages' JavaScript and Lighthouse scores (bench/public-pages.ts), the web
// admin's first-load JavaScript and its Lighthouse score (bench/admin-load.ts), the studio's
// offline replay against the same edits sent online (bench/studio-replay.ts), what writing every
// keystroke to disk costs the studio (bench/studio-typing.ts), Rug Fit's palette of a 12 MP photo,
// ranking of 1,000 rugs and page JavaScript in Chromium (bench/rug-fit.ts), and booking's open
// times of 8 weeks and POST /api/bookings at 50 connections (bench/booking.ts).
// Cached pages with visits counted and not (bench/visit-counting.ts). Loopback only; figures go to
// bench/results/latest.json and the budgets are printed as PASS/FAIL figures.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { adminLoadChecks, measureAdminLoad } from './admin-load.ts';
import { load, round, type LoadResult } from './load-client.ts';
import { measureMissFlood } from './miss-flood.ts';
import { LIGHTHOUSE_RUNS } from './lighthouse.ts';
import { measurePipelining, pipeliningChecks } from './pipelining.ts';
import { measurePublicPages, publicPagesChecks } from './public-pages.ts';
import { buildSite } from '../scripts/build-site.ts';
import { BLOG_PAGE_SIZE } from '../shared/domain/blog-list.ts';
import { SHOP_PAGE_SIZE } from '../shared/domain/shop.ts';
import { startServer } from './start-server.ts';
import { measureStudioReplay, studioReplayChecks } from './studio-replay.ts';
import { measureStudioTyping, studioTypingChecks } from './studio-typing.ts';
import { measureRugFit, rugFitChecks } from './rug-fit.ts';
import { bookingChecks, measureBooking } from './booking.ts';
import { measureThroughput, throughputCheck, THROUGHPUT_ROUNDS } from './throughput.ts';
import { measureVisitCounting, visitCountingChecks } from './visit-counting.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LARGE = { products: 10_000, posts: 1_000 };
/**
 * The large catalogue's yardstick: a small one whose shop and blog have two full pages each, so a
 * list page at 10k products is compared with a list page of as many cards (decision 260). The
 * seeded site has 15 products: its shop's page 2 was empty, and the comparison one of bytes.
 */
const TWO_PAGES = { products: 2 * SHOP_PAGE_SIZE, posts: 2 * BLOG_PAGE_SIZE };

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
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const started = async (env: Record<string, string>) => {
    const server = await startServer({ SITE_DIR: dir, ...env });
    servers.push(server);
    return server;
  };
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, node: process.version, site: dir, serverRendered: existsSync(`${dir}-ssr/entry-server.js`) };
  const checks: Check[] = [];
  try {
    // The seeded site alone first: nothing else starting or settling while the throughput is measured.
    const small = await started({});
    console.log(`Load: autocannon, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per target, loopback, Accept-Encoding: gzip\n`);
    const throughput = await measureThroughput(small.baseUrl, { connections: CONNECTIONS, seconds: SECONDS, rounds: THROUGHPUT_ROUNDS });
    results.throughput = throughput;
    checks.push(throughputCheck(throughput));
    // Before the other servers start too: a cached page with visits counted and not.
    const counting = await measureVisitCounting(dir, { connections: CONNECTIONS, seconds: SECONDS, rounds: THROUGHPUT_ROUNDS });
    results.visitCounting = counting;
    checks.push(...visitCountingChecks(counting));

    const twoPages = await started({ BENCH_PRODUCTS: String(TWO_PAGES.products), BENCH_POSTS: String(TWO_PAGES.posts) });
    const large = await started({ BENCH_PRODUCTS: String(LARGE.products), BENCH_POSTS: String(LARGE.posts) });
    const targets = async (baseUrl: string) => {
      const [post] = await firstOf<{ slug: string }[]>(baseUrl, '/api/blog?limit=1');
      const [product] = await firstOf<{ id: number }[]>(baseUrl, '/api/products?limit=1');
      return [
        '/api/products',
        '/api/products?limit=24',
        '/api/blog',
        '/api/blog?limit=12',
        '/jacobs',
        '/jacobs/shop',
        '/jacobs/shop?page=2',
        '/api/shop?page=2',
        '/jacobs/blog',
        '/jacobs/blog?page=2',
        `/jacobs/blog/${post.slug}`,
        `/jacobs/product/${product.id}`,
        '/sitemap.xml',
      ].map((path) => ({ path, label: path.replace(post.slug, '{slug}').replace(`/product/${product.id}`, '/product/{id}') }));
    };
    // Each target runs on both servers back to back, so a change in the machine's load skews a
    // comparison as little as possible.
    const twoPagesRuns: LoadResult[] = [];
    const largeRuns: LoadResult[] = [];
    const twoPagesTargets = await targets(twoPages.baseUrl);
    const largeTargets = await targets(large.baseUrl);
    for (const [index, { path }] of twoPagesTargets.entries()) {
      twoPagesRuns.push(await load(twoPages.baseUrl, path, { connections: CONNECTIONS, seconds: SECONDS }));
      largeRuns.push(await load(large.baseUrl, largeTargets[index].path, { connections: CONNECTIONS, seconds: SECONDS }));
    }
    results.load = { hello: throughput.hello, twoPages: twoPagesRuns, large: largeRuns };
    for (const [index, largeRun] of largeRuns.entries()) {
      const twoPagesRun = twoPagesRuns[index];
      const { label } = twoPagesTargets[index];
      const whole = label === '/api/products' || label === '/api/blog' || label === '/sitemap.xml';
      const factor = round(twoPagesRun.requestsPerSecond / Math.max(1, largeRun.requestsPerSecond));
      const measured = `${largeRun.requestsPerSecond} vs ${twoPagesRun.requestsPerSecond} req/s (${factor}x slower), p99 ${largeRun.p99Ms} vs ${twoPagesRun.p99Ms} ms, ${round(largeRun.bytesPerResponse / 1024, 1)} vs ${round(twoPagesRun.bytesPerResponse / 1024, 1)} KB/answer`;
      checks.push({
        budget: `${label} at ${LARGE.products / 1000}k products/${LARGE.posts / 1000}k posts within 2x of ${TWO_PAGES.products} products/${TWO_PAGES.posts} posts${whole ? ' (whole list: informational, its answer grows with the catalogue)' : ''}`,
        measured,
        pass: whole ? null : factor <= 2 && largeRun.errors === 0,
      });
    }

    // Cached pages while a flood asks for addresses the cache does not hold.
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

    // One address pipelining thousands of requests on 40 sockets: another address's answers, and the server's memory.
    const pipelining = await measurePipelining(dir);
    results.pipelining = pipelining;
    checks.push(...pipeliningChecks(pipelining));

    const replay = await measureStudioReplay();
    results.studioReplay = replay;
    checks.push(...studioReplayChecks(replay));
    const typing = await measureStudioTyping();
    results.studioTyping = typing;
    checks.push(...studioTypingChecks(typing));

    const rugFit = await measureRugFit(small.baseUrl);
    results.rugFit = rugFit;
    checks.push(...rugFitChecks(rugFit));

    const booking = await measureBooking();
    results.booking = booking;
    checks.push(...bookingChecks(booking));

    const publicPages = await measurePublicPages(small.baseUrl, LIGHTHOUSE_RUNS);
    results.publicPages = publicPages;
    checks.push(...publicPagesChecks(publicPages));
    const admin = await measureAdminLoad(small.baseUrl, LIGHTHOUSE_RUNS);
    results.admin = admin;
    checks.push(...adminLoadChecks(admin));
    results.loadAverage = loadavg().map((value) => round(value));
    checks.push({ budget: 'machine load average (1/5/15 min) after the run: CPU-bound figures move with it', measured: (results.loadAverage as number[]).join(' / '), pass: null });
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }

  results.checks = checks;
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results.load as LoadTable, checks);
  if (checks.some((check) => check.pass === false)) process.exitCode = 1;
}

interface LoadTable {
  hello: LoadResult;
  twoPages: LoadResult[];
  large: LoadResult[];
}

function printTable(runs: LoadTable, checks: Check[]) {
  const row = (cells: (string | number)[], widths: number[]) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  const widths = [34, 10, 9, 9, 12];
  console.log(row(['target', 'req/s', 'p50 ms', 'p99 ms', 'KB/answer'], widths));
  const print = (label: string, run: LoadResult) => console.log(row([label, run.requestsPerSecond, run.p50Ms, run.p99Ms, round(run.bytesPerResponse / 1024, 1)], widths));
  print('Express hello world (own process)', runs.hello);
  console.log(`--- ${TWO_PAGES.products} products, ${TWO_PAGES.posts} posts`);
  for (const run of runs.twoPages) print(run.path.slice(0, 34), run);
  console.log(`--- ${LARGE.products.toLocaleString('en-US')} products, ${LARGE.posts.toLocaleString('en-US')} posts`);
  for (const run of runs.large) print(run.path.slice(0, 34), run);
  console.log('');
  for (const check of checks) console.log(`${check.pass === null ? 'INFO' : check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
  console.log('\nWritten: bench/results/latest.json');
}

await main();
