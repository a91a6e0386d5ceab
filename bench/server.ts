// One benchmark server (a child of bench/run.ts): the production app from createApp, nothing added,
// on a temporary DATA_DIR, seeded, optionally grown to BENCH_PRODUCTS products and BENCH_POSTS
// posts, with the admin password bench/admin-load.ts signs in with. Prints {"port":N} once listening.
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { applyStartupPassword } from '../server/auth/startup-password.ts';
import { createBlogTable } from '../server/blog/repository.ts';
import { DATABASE_FILE, openDatabase } from '../server/db/connection.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { createHttpServer, SERVER_LIMITS } from '../server/http/http-server.ts';
import { bufferedDestination, createLogger } from '../server/http/logger.ts';
import { createProductTable } from '../server/products/repository.ts';
import { BENCH_ADMIN_PASSWORD } from './admin-load.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 0);
const posts = Number(process.env.BENCH_POSTS ?? 0);
const siteDir = process.env.SITE_DIR ?? 'dist/site';

const dataDir = mkdtempSync(join(tmpdir(), 'jacobs-bench-'));
const db = openDatabase(join(dataDir, DATABASE_FILE));
migrate(db);
seedDatabase(db);
await applyStartupPassword(db, BENCH_ADMIN_PASSWORD, () => {});

const COLLECTIONS = ['luxury-wool', 'neutral-modern', 'pet-safe', 'heritage'] as const;
const PARAGRAPH = 'A hand-knotted wool rug anchors a room, softens its acoustics and holds its value for decades. ';

db.transaction(() => {
  const productTable = createProductTable(db);
  for (let index = productTable.select().length; index < products; index += 1) {
    productTable.insert({
      name: `Bench Rug ${index}`,
      slug: `bench-rug-${index}`,
      description: PARAGRAPH.repeat(2).trim(),
      price: 1000 + (index % 9000) + 0.5,
      roiMultiplier: index % 3 === 0 ? 1.15 : null,
      roiDisclaimer: index % 3 === 0 ? 'Estimates only.' : null,
      collection: COLLECTIONS[index % 4],
      size: "8' x 10'",
      imageUrl: '/images/rugs/placeholder.svg',
      imageAlt: `Bench Rug ${index}`,
      gallery: [{ url: '/images/rugs/placeholder.svg', alt: `Bench Rug ${index}` }],
      fiber: 'Wool',
      origin: 'Nepal',
      petSafeNotes: index % 2 ? 'Untreated wool.' : null,
      featured: false,
      active: true,
      displayOrder: index,
    });
  }
  const blogTable = createBlogTable(db);
  for (let index = blogTable.select().length; index < posts; index += 1) {
    blogTable.insert({
      title: `Bench Post ${index}`,
      slug: `bench-post-${index}`,
      author: 'Bench Author',
      excerpt: PARAGRAPH.trim(),
      content: `# Bench Post ${index}\n\n${PARAGRAPH.repeat(20)}`,
      category: 'Bench',
      imageUrl: null,
      imageAlt: null,
      readingTime: '3 min read',
      published: true,
      publishedAt: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
      featured: false,
      seoTitle: null,
      seoDescription: null,
    });
  }
})();

// As deployed: a configured public origin over HTTPS (so HSTS on every answer), no proxy trusted, and
// the production logger written to /dev/null (its cost is measured, its lines are not kept).
const app = createApp({
  db,
  sessionSecret: 'bench-session-secret-0123456789abcdef',
  siteDir,
  dataDir,
  publicUrl: 'https://rugs.example',
  logger: createLogger({ destination: bufferedDestination(openSync('/dev/null', 'w')) }),
});

// The production limits, but keep-alive connections outlive the pauses between measurements.
const server = createHttpServer(app, { ...SERVER_LIMITS, keepAliveTimeoutMs: 60_000 }).listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

function shutdown(): void {
  server.close();
  server.closeAllConnections();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
