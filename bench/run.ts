// npm run bench: measures, in one run, the server's throughput and tail latency (against a
// hello-world route of the same Express server), the same at 10,000 products and 1,000 posts,
// the gzipped JavaScript each page needs for its first render, and CLS/LCP in Chromium.
// Loopback only; figures go to bench/results/latest.json and a PASS/FAIL table is printed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LARGE = { products: 10_000, posts: 1_000 };
const JS_BUDGET_KB = 130;

interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  bytesPerResponse: number;
}

// ---------------------------------------------------------------- the site build

function siteDir(): string {
  const dir = resolve(ROOT, process.env.SITE_DIR ?? 'dist/site');
  if (existsSync(join(dir, 'index.html'))) return dir;
  const out = resolve(ROOT, '.tmp/bench-site');
  console.log(`No site build in ${dir}: building into ${out} ...`);
  const build = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, env: { ...process.env, SITE_OUT_DIR: out }, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  return out;
}

// ---------------------------------------------------------------- servers and load

async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(ROOT, 'bench/server.ts')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return { baseUrl: `http://127.0.0.1:${port}`, child };
  }
  throw new Error('bench server exited before listening');
}

function get(url: string, agent: Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { agent, headers: { 'Accept-Encoding': 'gzip', Accept: '*/*' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** autocannon-like: CONNECTIONS keep-alive connections, each sending its next request when the last answer ends. */
async function load(baseUrl: string, path: string): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = `${baseUrl}${path}`;
  for (let warm = 0; warm < 20; warm += 1) await get(url, agent);
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const response = await get(url, agent);
        if (response.status !== 200) errors += 1;
        bytes += response.bytes;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    path,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
    bytesPerResponse: Math.round(bytes / Math.max(1, latencies.length)),
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function firstOf<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  return (await response.json()) as T;
}

// ---------------------------------------------------------------- JavaScript per route

const ROUTE_CHUNKS: Record<string, string> = { '/jacobs': 'home-page', '/jacobs/shop': 'shop-page', '/jacobs/blog/{slug}': 'blog-post-page' };

/** The JS files a chunk pulls in statically (imports Vite left in the minified code). */
function staticImports(dir: string, file: string): string[] {
  const code = readFileSync(join(dir, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) found.add(join('assets', match[1].slice(2)));
  return [...found];
}

function chunkGraph(dir: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(dir, file))) continue;
    seen.add(file);
    queue.push(...staticImports(dir, file));
  }
  return seen;
}

function routeJavaScript(dir: string) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const assets = existsSync(join(dir, 'assets')) ? readdir(join(dir, 'assets')) : [];
  const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 6 }).length;
  const base = chunkGraph(dir, entry);
  return Object.entries(ROUTE_CHUNKS).map(([route, name]) => {
    const chunk = assets.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
    const files = chunkGraph(dir, [...entry, ...(chunk ? [join('assets', chunk)] : [])]);
    const bytes = [...files].reduce((sum, file) => sum + gz(file), 0);
    return {
      route,
      files: [...files].sort(),
      routeChunkFound: Boolean(chunk),
      gzipKB: round(bytes / 1024, 1),
      entryGzipKB: round([...base].reduce((sum, file) => sum + gz(file), 0) / 1024, 1),
      adminCode: [...files].some((file) => /admin/i.test(file) || /AdminApp|admin-root/.test(readFileSync(join(dir, file), 'utf8'))),
    };
  });
}

function readdir(dir: string): string[] {
  return (spawnSync('ls', [dir], { encoding: 'utf8' }).stdout ?? '').split('\n').filter(Boolean);
}

// ---------------------------------------------------------------- Chromium: CLS and LCP

async function pageMetrics(baseUrl: string, paths: string[]) {
  let chromium: typeof import('@playwright/test').chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return { error: '@playwright/test not available' };
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { error: `no Chromium at ${executablePath}` };
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const store = { cls: 0, lcp: 0 };
        (window as unknown as { __vitals: typeof store }).__vitals = store;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) store.cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          store.lcp = entries[entries.length - 1].startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const vitals = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { ...(window as unknown as { __vitals: { cls: number; lcp: number } }).__vitals, fcp: fcp?.startTime ?? null, domContentLoaded: nav.domContentLoadedEventEnd };
      });
      const jsBytes = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js')).reduce((sum, entry) => sum + entry.transferSize, 0),
      );
      results.push({ path, cls: round(vitals.cls, 4), lcpMs: Math.round(vitals.lcp), fcpMs: vitals.fcp === null ? null : Math.round(vitals.fcp), jsTransferKB: round(jsBytes / 1024, 1) });
      await context.close();
    }
    return { results };
  } finally {
    await browser.close();
  }
}

function lighthouseStatus(): string {
  const local = existsSync(join(ROOT, 'node_modules/lighthouse'));
  return local ? 'installed' : 'not installed (not a dependency; Lighthouse scores are not measured)';
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
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, node: process.version };
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
      '/jacobs/blog',
      `/jacobs/blog/${p.slug}`,
      `/jacobs/product/${r.id}`,
      '/sitemap.xml',
    ];

    console.log(`Load: ${CONNECTIONS} keep-alive connections, ${SECONDS} s per target, loopback, Accept-Encoding: gzip\n`);
    // Each target runs on both servers back to back (and hello right before /api/products), so a
    // change in the machine's load skews a comparison as little as possible.
    const hello = await load(small.baseUrl, '/__bench/hello');
    const smallRuns: LoadResult[] = [];
    const largeRuns: LoadResult[] = [];
    const largeTargets = targets(largePost, largeProduct);
    for (const [index, path] of targets(post, product).entries()) {
      smallRuns.push(await load(small.baseUrl, path));
      largeRuns.push(await load(large.baseUrl, largeTargets[index]));
    }
    results.load = { hello, small: smallRuns, large: largeRuns };

    const products = smallRuns[0];
    const ratio = round(products.requestsPerSecond / hello.requestsPerSecond);
    checks.push({ budget: 'GET /api/products req/s vs hello world >= 0.5', measured: `${ratio} (${products.requestsPerSecond} vs ${hello.requestsPerSecond} req/s; p99 ${products.p99Ms} ms vs ${hello.p99Ms} ms)`, pass: ratio >= 0.5 });
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

    const js = routeJavaScript(dir);
    results.javascript = js;
    for (const route of js) {
      const budget = route.route === '/jacobs' ? JS_BUDGET_KB : null;
      checks.push({
        budget: `first-render JS of ${route.route}${budget ? ` <= ${budget} KB gz` : ' (informational)'}`,
        measured: `${route.gzipKB} KB gz (entry ${route.entryGzipKB} KB${route.routeChunkFound ? '' : ', route chunk not found'})`,
        pass: budget ? route.gzipKB <= budget : null,
      });
      checks.push({ budget: `no admin code in ${route.route}'s first render`, measured: route.adminCode ? 'admin code found' : 'none', pass: !route.adminCode });
    }

    const metrics = await pageMetrics(small.baseUrl, ['/jacobs', '/jacobs/shop', `/jacobs/blog/${post.slug}`]);
    results.chromium = metrics;
    if ('results' in metrics && metrics.results) {
      for (const page of metrics.results) {
        checks.push({ budget: `CLS < 0.05 on ${page.path} (Chromium, 390x844, unthrottled)`, measured: `${page.cls} (LCP ${page.lcpMs} ms, FCP ${page.fcpMs} ms, JS ${page.jsTransferKB} KB transferred)`, pass: page.cls < 0.05 });
      }
    } else {
      checks.push({ budget: 'CLS/LCP in Chromium', measured: String((metrics as { error: string }).error), pass: null });
    }
    const lighthouse = lighthouseStatus();
    results.lighthouse = lighthouse;
    checks.push({ budget: 'Lighthouse mobile perf >= 95, SEO/a11y/best practices 100', measured: lighthouse, pass: null });
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
  print('hello world', runs.hello);
  for (const run of runs.small) print(run.path.slice(0, 34), run);
  console.log('--- 10,000 products, 1,000 posts');
  for (const run of runs.large) print(run.path.slice(0, 34), run);
  console.log('');
  for (const check of checks) console.log(`${check.pass === null ? 'INFO' : check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
  console.log('\nWritten: bench/results/latest.json');
}

await main();
