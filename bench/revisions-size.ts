// The database size of history (decision 140): `node bench/revisions-size.ts`. The
// production app on a temporary, seeded DATA_DIR takes, through the admin API, 1,000 saves of the
// seeded post and then 300 saves of a 200 KB post (each save changing a sentence of its body and its
// excerpt, as an owner's edits do), all within the 30 days a record keeps every revision of. Prints
// the file's growth for each (WAL checkpointed), per save, and the revisions kept.
import { mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { applyStartupPassword } from '../server/auth/startup-password.ts';
import { DATABASE_FILE, openDatabase } from '../server/db/connection.ts';
import { migrate } from '../server/migrations/migrate.ts';
import { seedDatabase } from '../server/seed/seed-database.ts';
import { createHttpServer, SERVER_LIMITS } from '../server/http/http-server.ts';
import { bufferedDestination, createLogger } from '../server/http/logger.ts';

const SAVES = Number(process.env.REVISION_SAVES ?? 1000);
const LARGE_SAVES = Number(process.env.REVISION_LARGE_SAVES ?? 300);
const LARGE_POST_CHARS = 200_000;
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

type Post = Record<string, unknown> & { id: number; content: string; version: number };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `saves` saves of a post, each changing a sentence of its body and its excerpt; prints what they added. */
async function measure(label: string, start: Post, saves: number, cookie: string): Promise<void> {
  let post = start;
  const bodyBytes = Buffer.byteLength(JSON.stringify(post));
  const before = fileSize();
  for (let n = 0; n < saves; n += 1) {
    const { id, createdAt: _created, updatedAt: _updated, ...fields } = post;
    const content = post.content.replace(/( Edit \d+\.)?$/, ` Edit ${n}.`);
    post = (await (await call('PUT', `/api/admin/blog/${id}`, { ...fields, content, excerpt: `Excerpt, edit ${n}` }, cookie)).json()) as Post;
  }
  const after = fileSize();
  const kept = db.prepare("SELECT COUNT(*) AS count, SUM(length(fields)) AS bytes FROM revisions WHERE resource = 'blog' AND record_id = ?").get(String(start.id)) as { count: number; bytes: number };
  console.log(`Revisions: ${saves} saves of ${label} (${kb(bodyBytes)} as JSON): ${kept.count} revisions kept, ${kb(kept.bytes)} stored`);
  console.log(`  Database file: ${kb(before)} before, ${kb(after)} after: +${kb(after - before)}, ${kb((after - before) / saves)} per save`);
}

try {
  const login = await call('POST', '/api/admin/login', { password: PASSWORD }, '');
  const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const posts = (await (await call('GET', '/api/admin/blog', undefined, cookie)).json()) as { id: number; slug: string }[];
  const { id } = posts.find((post) => post.slug === POST_SLUG)!;
  const seeded = (await (await call('GET', `/api/admin/blog/${id}`, undefined, cookie)).json()) as Post;
  await measure(`the post "${POST_SLUG}"`, seeded, SAVES, cookie);

  // 200 KB of the seeded post's words in a random order, in paragraphs: text that compresses as
  // prose does (repeating the post itself would compress far better than any real long post).
  const words = seeded.content.split(/\s+/).filter(Boolean);
  let seed = 26;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let content = '';
  while (content.length < LARGE_POST_CHARS - 200) content += (random() < 0.02 ? '\n\n' : ' ') + words[Math.floor(random() * words.length)];
  const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...fields } = seeded;
  const large = (await (await call('POST', '/api/admin/blog', { ...fields, slug: 'a-long-post', title: 'A long post', content: content.trimEnd() }, cookie)).json()) as Post;
  await measure('a 200 KB post', large, LARGE_SAVES, cookie);
} finally {
  server.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
