// A save and its revision land together or not at all (decision 140): the real server process
// takes saves of several posts at once and is SIGKILLed while saves are in flight. Read back from
// the file: each post at version V has exactly one revision for each of the versions 1 to V-1,
// none for V (a revision whose save was lost), and every answered save is there.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPool, startServerProcess, tempDataDir, type ServerProcess } from './hardening/support/server-process.ts';
import { validBlogPost } from '../support/record-data.ts';

const POSTS = 8;
/** Answered saves before the kill. */
const KILL_AFTER = 400;

const data = tempDataDir('jacobs-revisions-crash-');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  data.remove();
});

describe('revisions under a crash', () => {
  it('never keeps a save without its revision, or a revision without its save', async () => {
    const server = await startServerProcess(data.dir);
    running.push(server);
    const admin = await server.admin();
    const posts = await Promise.all(
      Array.from({ length: POSTS }, async (_, n) => (await admin.post('/api/admin/blog', { ...validBlogPost(), title: `Crash post ${n}` })).body as { id: number; version: number; slug: string }),
    );

    /** The highest version each post's saves were answered with. */
    const answeredVersion = new Map(posts.map((post) => [post.id, post.version]));
    let answered = 0;
    let killing: Promise<void> | undefined;
    await runPool(posts, POSTS, async (post) => {
      let version = post.version;
      for (let n = 0; !killing; n += 1) {
        let response;
        try {
          response = await admin.put(`/api/admin/blog/${post.id}`, { ...validBlogPost(), slug: post.slug, excerpt: `Save ${n}`, version });
        } catch (error) {
          if (killing) return;
          throw error;
        }
        expect(response.status, response.text).toBe(200);
        version = response.body.version;
        answeredVersion.set(post.id, version);
        answered += 1;
        if (answered >= KILL_AFTER && !killing) killing = server.kill();
      }
    });
    await killing;

    const db = new Database(join(data.dir, 'jacobs.sqlite'), { fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      for (const post of posts) {
        const stored = db.prepare('SELECT version FROM blog_posts WHERE id = ?').pluck().get(post.id) as number;
        expect(stored).toBeGreaterThanOrEqual(answeredVersion.get(post.id)!);
        const versions = db.prepare("SELECT version FROM revisions WHERE resource = 'blog' AND record_id = ? ORDER BY version").pluck().all(String(post.id));
        expect(versions, `post ${post.id} at version ${stored}`).toEqual(Array.from({ length: stored - 1 }, (_, n) => n + 1));
      }
    } finally {
      db.close();
    }
  }, 90_000);
});
