// Load test, run by hand (not part of npm test):
//   node scripts/load-test.ts [--connections 200] [--duration 30] [--max-requests 5000000]
//                             [--site-dir dist/site] [--url http://127.0.0.1:3000]
// Holds N keep-alive connections busy for the given seconds against public pages (/jacobs,
// /jacobs/shop, a blog post) and the public API (/api/products, /api/blog, /api/settings), then
// reports requests, errors, status counts and p50/p95/p99 latency. Without --url it starts the
// server itself on a fresh temporary DATA_DIR (and removes it afterwards); --url must be a server
// on this machine. The connections come from many loopback addresses (127.0.0.2, .3 …, 25 each), as
// from many visitors: the server caps each client's connections (decision 176). Exits 1 on any
// network error or 5xx answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    'max-requests': { type: 'string', default: '5000000' },
    'site-dir': { type: 'string', default: process.env.SITE_DIR ?? 'dist/site' },
    url: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(
    'Usage: node scripts/load-test.ts [--connections 200] [--duration 30] [--max-requests 5000000] [--site-dir dist/site] [--url http://127.0.0.1:3000]',
  );
  process.exit(0);
}

function positiveInteger(name: string, raw: string, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return value;
}

const connections = positiveInteger('connections', flags.connections, 5_000);
const durationMs = positiveInteger('duration', flags.duration, 3_600) * 1000;
const maxRequests = positiveInteger('max-requests', flags['max-requests'], 50_000_000);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts `node server/index.ts` on a temporary DATA_DIR; resolves with its address once it answers. */
async function startOwnServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const siteDir = resolve(flags['site-dir']);
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`No built site in ${siteDir}: run \`npm run build\` or pass --site-dir (the pages would answer 503).`);
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jacobs-load-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [resolve(import.meta.dirname, '../server/index.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      // Each loopback address stands for many visitors: one client's request budget would refuse them.
      REQUESTS_PER_CLIENT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/settings`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  console.error('The server did not start within 30 s.');
  process.exit(1);
}

interface Tally {
  statuses: Map<number, number>;
  perTarget: Map<string, number>;
  errors: Map<string, number>;
  latencies: Float64Array;
  count: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Connections per source address, below the server's cap per client. */
const PER_ADDRESS = 25;

/** One keep-alive agent per source address; an IPv6 loopback server is reached from ::1 alone. */
function agentsFor(hostname: string): Agent[] {
  if (hostname === '[::1]') return [new Agent({ keepAlive: true, maxSockets: connections })];
  return Array.from({ length: Math.ceil(connections / PER_ADDRESS) }, (_, n) => new Agent({ keepAlive: true, maxSockets: PER_ADDRESS, localAddress: `127.0.0.${2 + n}` }));
}

async function run(baseUrl: string): Promise<Tally> {
  const url = new URL(baseUrl);
  const hostname = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  const { port } = url;
  const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as { slug: string }[];
  const targets = ['/jacobs', '/jacobs/shop', posts[0] ? `/jacobs/blog/${posts[0].slug}` : '/jacobs/blog', '/api/products', '/api/blog', '/api/settings'];
  const agents = agentsFor(hostname);
  const tally: Tally = { statuses: new Map(), perTarget: new Map(), errors: new Map(), latencies: new Float64Array(maxRequests), count: 0 };
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  const endAt = performance.now() + durationMs;

  const once = (path: string, agent: Agent) =>
    new Promise<void>((done) => {
      const started = performance.now();
      const record = () => {
        if (tally.count < maxRequests) tally.latencies[tally.count] = performance.now() - started;
        tally.count += 1;
        bump(tally.perTarget, path);
        done();
      };
      const req = request({ hostname, port, path, agent, headers: { 'Accept-Encoding': 'gzip', Accept: path.startsWith('/api') ? 'application/json' : 'text/html' } }, (res) => {
        bump(tally.statuses, res.statusCode ?? 0);
        res.on('data', () => {});
        res.on('end', record);
        res.on('error', (error) => {
          bump(tally.errors, error.message);
          record();
        });
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
      req.on('error', (error) => {
        bump(tally.errors, (error as NodeJS.ErrnoException).code ?? error.message);
        record();
      });
      req.end();
    });

  const worker = async (index: number) => {
    const agent = agents[Math.floor(index / PER_ADDRESS) % agents.length];
    for (let turn = index; performance.now() < endAt && tally.count < maxRequests; turn += 1) await once(targets[turn % targets.length], agent);
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  for (const agent of agents) agent.destroy();
  return tally;
}

function report(tally: Tally, seconds: number): boolean {
  const sorted = tally.latencies.slice(0, Math.min(tally.count, maxRequests)).sort();
  const fiveXx = [...tally.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\nLoad test: ${connections} connections for ${seconds.toFixed(1)} s`);
  console.log(`  requests      ${tally.count} (${(tally.count / seconds).toFixed(0)}/s)`);
  console.log(`  errors        ${errors}${errors ? ` ${JSON.stringify(Object.fromEntries(tally.errors))}` : ''}`);
  console.log(`  statuses      ${JSON.stringify(Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b)))}`);
  console.log(`  per target    ${JSON.stringify(Object.fromEntries(tally.perTarget))}`);
  console.log(`  latency       p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`);
  const ok = errors === 0 && fiveXx === 0;
  console.log(ok ? '  result        OK: no errors, no 5xx' : `  result        FAILED: ${errors} errors, ${fiveXx} answers 5xx`);
  return ok;
}

let baseUrl: string;
let stopServer = async () => {};
if (flags.url) {
  const url = new URL(flags.url);
  if (!LOOPBACK.has(url.hostname) || url.protocol !== 'http:') {
    console.error('--url must be an http:// address on this machine (127.0.0.1, localhost or [::1]).');
    process.exit(2);
  }
  if (url.hostname === '[::1]' && connections > PER_ADDRESS) {
    console.error(`An IPv6 loopback server is reached from ::1 alone, and the server takes at most 50 connections from one client: use 127.0.0.1, or --connections ${PER_ADDRESS} or fewer.`);
    process.exit(2);
  }
  baseUrl = url.origin;
} else {
  const own = await startOwnServer();
  baseUrl = own.baseUrl;
  stopServer = own.stop;
}
process.once('SIGINT', () => void stopServer().then(() => process.exit(130)));

console.log(`Loading ${baseUrl} with ${connections} connections for ${durationMs / 1000} s (at most ${maxRequests} requests)...`);
const started = performance.now();
let passed = false;
try {
  passed = report(await run(baseUrl), (performance.now() - started) / 1000);
} finally {
  await stopServer();
}
process.exit(passed ? 0 : 1);
