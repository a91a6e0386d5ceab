// One benchmark server (a child of bench/run.ts): the production app from createApp, nothing added,
// on a temporary DATA_DIR, seeded, optionally grown to BENCH_PRODUCTS products and BENCH_POSTS
// posts, with the admin password bench/admin-load.ts signs in with. Prints {"port":N} once listening.
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { constants, PerformanceObserver, type NodeGCPerformanceDetail } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { applyStartupPassword } from '../server/auth/startup-password.ts';
import { DATABASE_FILE, openDatabase } from '../server/db/connection.ts';
import { migrate } from '../server/migrations/migrate.ts';
import { seedDatabase } from '../server/seed/seed-database.ts';
import { builtInArt } from '../server/products/built-in-art.ts';
import { createPaletteLookup } from '../server/products/palettes.ts';
import { createHttpServer, SERVER_LIMITS } from '../server/http/http-server.ts';
import { bufferedDestination, createLogger } from '../server/http/logger.ts';
import { blogResource } from '../shared/contract/blog.ts';
import { productResource } from '../shared/contract/products.ts';
import { recordTableOf } from '../server/db/record-table.ts';
import type { ValuesOf } from '../server/records/record-service.ts';
import { catalogueProduct, cataloguePost } from '../tests/support/record-data.ts';
import { BENCH_ADMIN_PASSWORD } from './start-server.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 0);
const posts = Number(process.env.BENCH_POSTS ?? 0);
const siteDir = process.env.SITE_DIR ?? 'dist/site';

const dataDir = mkdtempSync(join(tmpdir(), 'jacobs-bench-'));
const db = openDatabase(join(dataDir, DATABASE_FILE));
migrate(db);
// Seeded as server/index.ts seeds a new database: the rugs with their pictures' palettes, made
// before the server listens. Seeded without them, the app would make them in the background as it
// starts, seconds of work that would run through the first measurements.
const art = builtInArt();
await art.load();
seedDatabase(db, { paletteOf: createPaletteLookup(db, art) });
await applyStartupPassword(db, BENCH_ADMIN_PASSWORD, () => {});

db.transaction(() => {
  const productTable = recordTableOf<ValuesOf<'products'>>(db, productResource);
  for (let index = productTable.select().length; index < products; index += 1) {
    productTable.insert(catalogueProduct(index));
  }
  const blogTable = recordTableOf<ValuesOf<'blog'>>(db, blogResource);
  for (let index = blogTable.select().length; index < posts; index += 1) {
    blogTable.insert(cataloguePost(index));
  }
})();

// As deployed: a configured public origin over HTTPS (so HSTS on every answer), no proxy trusted, and
// the production logger written to /dev/null (its cost is measured, its lines are not kept). The
// booking bench (bench/booking.ts) stands for many visitors: BENCH_MANY_VISITORS=1 trusts the bench's
// X-Forwarded-For (a proxy on this machine), which names each visitor, and lifts the hourly
// allowance past which bookings would be held.
const manyVisitors = process.env.BENCH_MANY_VISITORS === '1';
const UNLIMITED = 1_000_000;
const app = createApp({
  db,
  sessionSecret: 'bench-session-secret-0123456789abcdef',
  siteDir,
  dataDir,
  publicUrl: 'https://rugs.example',
  ...(manyVisitors && { trustProxy: 'loopback', bookingLimits: { perHour: UNLIMITED } }),
  logger: createLogger({ destination: bufferedDestination(openSync('/dev/null', 'w')) }),
  // bench/visit-counting.ts compares cached pages with visits counted and not.
  countVisits: process.env.BENCH_COUNT_VISITS !== 'off',
});

// The production limits, but keep-alive connections outlive the pauses between measurements, and
// the per-client request budget (server/http/fair-share.ts) is lifted: the bench's loads come from
// one address standing for many visitors. Its cost per request is still paid. The pipelining flood
// (bench/pipelining.ts) sets BENCH_CLIENT_BUDGET=production and meets the budget as deployed.
const clientBudget = process.env.BENCH_CLIENT_BUDGET === 'production' ? {} : { requestsPerClientPerSecond: 1_000_000 };
const server = createHttpServer(app, { ...SERVER_LIMITS, keepAliveTimeoutMs: 60_000, ...clientBudget }).listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

// The pauses for young-generation collections since the last SIGUSR2, answered on stdout at each
// (bench/start-server.ts: minorGcSince): with 50 bookings in flight, each pause holds them all.
let minorGc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if ((entry as unknown as { detail: NodeGCPerformanceDetail }).detail.kind !== constants.NODE_PERFORMANCE_GC_MINOR) continue;
    minorGc = { count: minorGc.count + 1, totalMs: minorGc.totalMs + entry.duration, maxMs: Math.max(minorGc.maxMs, entry.duration) };
  }
}).observe({ entryTypes: ['gc'] });
process.on('SIGUSR2', () => {
  process.stdout.write(`${JSON.stringify({ minorGc })}\n`);
  minorGc = { count: 0, totalMs: 0, maxMs: 0 };
});

function shutdown(): void {
  server.close();
  server.closeAllConnections();
  app.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
