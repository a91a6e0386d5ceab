// A full disk answered a generic 500 (after up to 30 s), and /healthz said "ok". A write that fails
// for lack of space must answer 507 "The server's disk is full: nothing was saved" within a second,
// with nothing of it kept; reads go on; /healthz says `disk: full` (and `low` under 5% free) and
// the admin's status carries it for the banner. First with SQLite's own "database or disk is full"
// (the database held to its size, as a full disk holds it), on the in-process app; then, where this
// machine lets the test mount one (as root), the real server process on a real 100 MB tmpfs.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE } from '../../../shared/contract/disk.ts';
import { validBlogPost, validProduct } from '../../support/record-data.ts';
import { uploadImage } from '../support/media-upload.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { HttpClient } from '../support/http-client.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { canMountTmpfs, mountSmallDisk, type SmallDisk } from './support/small-disk.ts';

const MESSAGE = { name: 'Ann Lee', email: 'ann@example.com', message: 'A long note about our living room. '.repeat(140) };
const BIG_POST = validBlogPost({ title: 'A very long post', content: 'Wool, silk and jute. '.repeat(9000) });
const count = (server: TestServer, table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** An answer and how long it took. */
async function timed<T>(request: Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const answer = await request;
  return { ...answer, ms: performance.now() - started };
}

function expectDiskFull(answer: { status: number; body: unknown; ms: number }) {
  expect(answer.status).toBe(507);
  expect(answer.body).toEqual({ error: DISK_FULL_MESSAGE });
  expect(answer.ms).toBeLessThan(1_000);
}

/** The database may grow no further: its free pages taken by a filler, its size capped where it stands. */
function fillDatabase(server: TestServer): void {
  server.db.exec('CREATE TABLE IF NOT EXISTS disk_filler (data BLOB)');
  server.db.pragma(`max_page_count = ${server.db.pragma('page_count', { simple: true }) as number}`);
  const insert = server.db.prepare('INSERT INTO disk_filler (data) VALUES (zeroblob(?))');
  for (const size of [65_536, 4_096, 512, 64]) {
    for (;;) {
      try {
        insert.run(size);
      } catch {
        break;
      }
    }
  }
}

describe('a database that cannot grow (SQLITE_FULL)', () => {
  it('answers every kind of write 507 within a second, keeps nothing of it, serves reads, and says so on /healthz and to the admin', async () => {
    const server = await startTestServer();
    const admin = await server.admin();
    fillDatabase(server);
    const before = { messages: count(server, 'contact_messages'), posts: count(server, 'blog_posts'), products: count(server, 'products') };

    expectDiskFull(await timed(server.client().post('/api/contact', MESSAGE)));
    expectDiskFull(await timed(admin.post('/api/admin/blog', BIG_POST)));
    expectDiskFull(await timed(admin.post('/api/admin/products', validProduct({ name: 'Room Needed', description: 'A hand-knotted wool rug. '.repeat(190) }))));
    expect({ messages: count(server, 'contact_messages'), posts: count(server, 'blog_posts'), products: count(server, 'products') }).toEqual(before);
    expect(server.logs.filter((entry) => entry.msg === 'A write was refused: the disk is full')).toHaveLength(3);

    // Reads go on.
    expect((await server.client().get('/api/products')).status).toBe(200);
    expect((await admin.get('/api/admin/messages')).status).toBe(200);
    const health = await server.client().get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, database: 'ok', disk: 'full' });
    expect((await admin.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true, disk: 'full' });
    // A visitor's status says nothing of it.
    expect((await server.client().get('/api/admin/status')).body).toEqual({ adminAuthenticated: false });

    // Room again: the next write goes through, and the disk is no longer full.
    server.db.exec('DROP TABLE disk_filler');
    expect((await server.client().post('/api/contact', MESSAGE)).status).toBe(200);
    expect((await server.client().get('/healthz')).body.disk).toBe('ok');
    expect((await admin.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });
  });

  it('says `low` under 5% free', async () => {
    const server = await startTestServer({ diskSpace: async () => ({ free: 40 * 2 ** 20, total: 2 ** 30 }) });
    const admin = await server.admin();
    expect((await server.client().get('/healthz')).body.disk).toBe('low');
    expect((await admin.get('/api/admin/status')).body.disk).toBe('low');
    const roomy = await startTestServer({ diskSpace: async () => ({ free: 60 * 2 ** 20, total: 2 ** 30 }) });
    expect((await roomy.client().get('/healthz')).body.disk).toBe('ok');
    expect((await (await roomy.admin()).get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });
  });
});

describe.runIf(canMountTmpfs())('a real full disk: the server process on a 100 MB tmpfs', () => {
  let disk: SmallDisk | undefined;
  let running: ServerProcess | undefined;
  afterAll(async () => {
    await running?.kill();
    disk?.unmount();
  });

  it('warns under 5% free, answers writes 507 within a second once it is full, keeps serving reads, and recovers when space is freed', async () => {
    disk = mountSmallDisk(100);
    running = await startServerProcess(disk.dataDir);
    const admin: HttpClient = await running.admin();
    const visitor = running.client();
    const health = async () => (await visitor.get('/healthz')).body;
    /** The disk's state, once its reading (every few seconds at most) has caught up. */
    const settled = async (state: string) => {
      const deadline = performance.now() + 10_000;
      while ((await health()).disk !== state && performance.now() < deadline) await new Promise((wait) => setTimeout(wait, 250));
      return (await health()).disk;
    };
    expect((await health()).disk).toBe('ok');

    disk.fill(3 * 2 ** 20);
    expect(await settled('low')).toBe('low');
    expect((await admin.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true, disk: 'low' });

    await running.firstBackupTried();
    disk.fill(0);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a2e1d' } }).jpeg().toBuffer();
    const answers = [
      await timed(visitor.post('/api/contact', MESSAGE)),
      await timed(admin.post('/api/admin/blog', BIG_POST)),
      await timed(uploadImage(running.baseUrl, photo, 'rug.jpg', { client: admin, contentType: 'image/jpeg' })),
    ];
    for (const answer of answers) expectDiskFull(answer);
    expect(await health()).toMatchObject({ ok: true, disk: 'full' });
    expect((await visitor.get('/api/products')).status).toBe(200);
    expect((await visitor.get('/api/settings')).status).toBe(200);
    expect((await admin.get('/api/admin/blog')).status).toBe(200);

    // Freed: the first write that goes through reads the disk again, so it says ok at once (its
    // last reading, when the writes were refused, is not yet due for another).
    disk.free();
    expect((await visitor.post('/api/contact', MESSAGE)).status).toBe(200);
    const freed = performance.now();
    expect(await settled('ok')).toBe('ok');
    expect(performance.now() - freed).toBeLessThan(2_000);
    const posts = (await admin.get('/api/admin/blog')).body as { title: string }[];
    expect(posts.map((post) => post.title)).not.toContain(BIG_POST.title);
  }, 60_000);
});
