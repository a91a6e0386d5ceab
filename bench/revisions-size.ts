// The database size of history (decision 140): `node bench/revisions-size.ts`. The production app
// on a temporary, seeded DATA_DIR takes 1,000 saves of one post through the admin API (each
// changing a sentence of its body and its excerpt, as an owner's edits do), all within the 30 days
// a record keeps every revision of. Prints the file's size before and after (WAL checkpointed),
// the growth per save, and the revisions kept.
import { mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { applyStartupPassword } from '../server/auth/startup-password.ts';
import { DATABASE_FILE, openDatabase } from '../server/db/connection.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { createHttpServer, SERVER_LIMITS } from '../server/http/http-server.ts';
import { bufferedDestination, createLogger } from '../server/http/logger.ts';

const SAVES = Number(process.env.REVISION_SAVES ?? 1000);
const PASSWORD = 'bench-revisions-password';
const POST_SLUG = 'do-rugs-increase-home-value';

const dataDir = mkdtempSync(join(tmpdir(), 'jacobs-bench-revisions-'));
const file = join(dataDir, DATABASE_FILE);
const db = openDatabase(file);
migrate(db);
seedDatabase(db);
await applyStartupPassword(db, PASSWORD, () => {});

const app = createApp({
  db,
  sessionSecret: 'bench-session-secret-0123456789abcdef',
  siteDir: join(dataDir, 'no-site'),
  dataDir,
  logger: createLogger({ destination: bufferedDestination(openSync('/dev/null', 'w')) }),
});
const server = createHttpServer(app, SERVER_LIMITS).listen(0, '127.0.0.1');
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function call(method: string, path: string, body: unknown, cookie = '') {
  const response = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The file's size with everything written back from the WAL. */
const fileSize = () => {
  db.pragma('wal_checkpoint(TRUNCATE)');
  return statSync(file).size;
};

try {
  const login = await call('POST', '/api/admin/login', { password: PASSWORD }, '');
  const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const posts = (await (await call('GET', '/api/admin/blog', undefined, cookie)).json()) as { id: number; slug: string }[];
  const { id } = posts.find((post) => post.slug === POST_SLUG)!;
  let post = (await (await call('GET', `/api/admin/blog/${id}`, undefined, cookie)).json()) as Record<string, unknown> & { content: string; version: number };
  const bodyBytes = Buffer.byteLength(JSON.stringify(post));
  const before = fileSize();

  for (let n = 0; n < SAVES; n += 1) {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = post;
    const content = post.content.replace(/( Edit \d+\.)?$/, ` Edit ${n}.`);
    post = (await (await call('PUT', `/api/admin/blog/${id}`, { ...fields, content, excerpt: `Excerpt, edit ${n}` }, cookie)).json()) as typeof post;
  }

  const after = fileSize();
  const kept = db.prepare("SELECT COUNT(*) FROM revisions WHERE resource = 'blog' AND record_id = ?").pluck().get(String(id)) as number;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Revisions: ${SAVES} saves of the post "${POST_SLUG}" (${kb(bodyBytes)} as JSON), ${kept} revisions kept`);
  console.log(`Database file: ${kb(before)} before, ${kb(after)} after: +${kb(after - before)}, ${kb((after - before) / SAVES)} per save`);
} finally {
  server.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
