// `npm run restore -- FILE` does the README's restore steps safely, run here as the real
// script against the real server process: it refuses while the server runs and refuses a damaged
// backup (changing nothing either time); otherwise it keeps the replaced database (holding the
// writes made after the backup) aside, leaves no -wal/-shm beside the restored one, brings back
// the images, and the server then serves the restored data. And no id or version issued
// before the restore ever comes back (decision 102).
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_GENERATION_HEADER } from '../../../shared/contract/data-generation.ts';
import { RESTORE_RESERVE } from '../../../server/backup/issued-numbers.ts';
import { uploadImage } from '../support/media-upload.ts';
import { REPO_ROOT, startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-restore-');
const out = tempDataDir('jacobs-restore-out-');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  data.remove();
  out.remove();
});

function runScript(script: 'backup' | 'restore', args: string[]) {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, `scripts/${script}.ts`), ...args], { cwd: out.dir, env: { ...process.env, DATA_DIR: data.dir }, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

function messagesIn(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT message FROM contact_messages ORDER BY id').pluck().all() as string[];
  } finally {
    db.close();
  }
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(data.dir);
  running.push(server);
  return server;
}

async function servedMessages(server: ServerProcess): Promise<string[]> {
  const response = await (await server.admin()).get('/api/admin/messages');
  expect(response.status).toBe(200);
  return (response.body as { items: { message: string }[] }).items.map((message) => message.message).sort();
}

const live = () => join(data.dir, 'jacobs.sqlite');
const replacedDirs = () => readdirSync(data.dir).filter((name) => name.startsWith('replaced-'));

describe('npm run restore', () => {
  const backupFile = join(out.dir, 'before.sqlite');
  let imageId = '';

  it('refuses while the server runs, changing nothing', async () => {
    const server = await start();
    const admin = await server.admin();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a5a44' } }).png().toBuffer();
    imageId = (await uploadImage(server.baseUrl, png, 'restored.png', { client: admin })).body.id;
    await admin.post('/api/contact', { name: 'Kept', email: 'k@example.com', message: 'in-the-backup' });
    const backup = runScript('backup', [backupFile]);
    expect(backup.code, backup.output).toBe(0);
    await admin.post('/api/contact', { name: 'Later', email: 'l@example.com', message: 'after-the-backup' });

    const refused = runScript('restore', [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Restore refused, nothing was changed');
    expect(refused.output).toMatch(/open in another program, most likely the server\. Stop it first/);
    expect(replacedDirs()).toEqual([]);
    expect(await servedMessages(server)).toContain('after-the-backup');
    await server.stop();
  });

  it('refuses a damaged backup or a file that is no backup, changing nothing', () => {
    const before = readFileSync(live());
    const damaged = join(out.dir, 'damaged.sqlite');
    const bytes = readFileSync(backupFile);
    bytes.fill(0x5a, 8192, 16384);
    writeFileSync(damaged, bytes);
    const notABackup = join(out.dir, 'notes.sqlite');
    writeFileSync(notABackup, 'just some text, not a database'.repeat(100));
    for (const file of [damaged, notABackup, join(out.dir, 'missing.sqlite')]) {
      const refused = runScript('restore', [file]);
      expect(refused.code, file).toBe(1);
      expect(refused.output, file).toContain('Restore refused, nothing was changed');
    }
    expect(readFileSync(live()).equals(before)).toBe(true);
    expect(replacedDirs()).toEqual([]);
    expect(readdirSync(data.dir).filter((name) => name.startsWith('.restore'))).toEqual([]);
  });

  it('restores the database and images, keeps the replaced ones aside, and the server serves the backup', async () => {
    rmSync(join(data.dir, 'media', imageId), { recursive: true });
    const restored = runScript('restore', [backupFile]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Restored ${live()} from ${backupFile} (integrity ok).`);
    expect(restored.output).toContain('Images restored from');

    const [aside] = replacedDirs();
    expect(aside).toMatch(/^replaced-\d{4}-\d{2}-\d{2}T/);
    // The replaced database is complete (its WAL folded in or kept with it): the later write is in it.
    expect(messagesIn(join(data.dir, aside, 'jacobs.sqlite'))).toContain('after-the-backup');
    expect(existsSync(join(data.dir, aside, 'media'))).toBe(true);
    expect(existsSync(`${live()}-wal`) || existsSync(`${live()}-shm`)).toBe(false);
    expect(messagesIn(live())).not.toContain('after-the-backup');

    const server = await start();
    const served = await servedMessages(server);
    expect(served).toContain('in-the-backup');
    expect(served).not.toContain('after-the-backup');
    expect((await fetch(`${server.baseUrl}/media/${imageId}/original.png`)).status).toBe(200);
    await server.stop();
  });

  it('restores an admin download (a snapshot in WAL mode, no images beside it), leaving the images as they are', async () => {
    const server = await start();
    const admin = await server.admin();
    const response = await fetch(`${server.baseUrl}/api/admin/backup`, { headers: { Cookie: admin.cookieHeader } });
    const download = join(out.dir, 'download.sqlite');
    writeFileSync(download, Buffer.from(await response.arrayBuffer()));
    await admin.post('/api/contact', { name: 'Later', email: 'l@example.com', message: 'after-the-download' });
    await server.stop();

    const restored = runScript('restore', [download]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('No images folder beside the backup');
    const again = await start();
    expect(await servedMessages(again)).not.toContain('after-the-download');
    expect((await fetch(`${again.baseUrl}/media/${imageId}/original.png`)).status).toBe(200);
  });
});

const product = (name: string) => ({ name, price: 120, collection: 'heritage' });

// On the server's side (decision 102): no id or version comes back, even when the
// database being replaced is too damaged to read; a page first saved after the restore starts above
// its old versions; revisions move with their records; only a restore changes the data generation.
describe('numbers across a restore', () => {
  beforeAll(async () => {
    for (const server of running) await server.stop();
  });

  it('never gives an id or a version again, even when the database it replaces cannot be read', async () => {
    const server = await start();
    const admin = await server.admin();
    const generation = (await admin.get('/api/admin/status')).headers.get(DATA_GENERATION_HEADER);
    expect(generation).toMatch(/^[0-9a-f]{32}$/);
    const kept = (await admin.post('/api/admin/products', product('Kept Rug'), { headers: { 'Idempotency-Key': 'kept-rug' } })).body;
    const backupFile = join(out.dir, 'numbers.sqlite');
    const backup = runScript('backup', [backupFile]);
    expect(backup.code, backup.output).toBe(0);

    // After the backup: an id handed out and deleted, and versions 2 to 4 of the kept rug.
    const later = (await admin.post('/api/admin/products', product('Later Rug'), { headers: { 'Idempotency-Key': 'later-rug' } })).body;
    expect((await admin.delete(`/api/admin/products/${later.id}`)).status).toBe(200);
    let seen = kept;
    for (const origin of ['Two', 'Three', 'Four']) seen = (await admin.put(`/api/admin/products/${kept.id}`, { ...product('Kept Rug'), origin, version: seen.version })).body;
    expect(seen.version).toBe(4);
    await server.stop();
    // Nothing is kept outside the database any more.
    expect(existsSync(join(data.dir, 'issued-numbers.json'))).toBe(false);

    // The live database is damaged past reading: nothing says what it issued after the backup, so
    // the backup's own numbers are taken with the reserve.
    const bytes = readFileSync(live());
    bytes.fill(0x5a, 0, 100);
    writeFileSync(live(), bytes);
    const restored = runScript('restore', [backupFile]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('The replaced database could not be read');
    expect(restored.output).toContain(`Ids and versions were moved past the backup's own and ${RESTORE_RESERVE} more`);

    const again = await start();
    const web = await again.admin();
    const status = await web.get('/api/admin/status');
    expect(status.headers.get(DATA_GENERATION_HEADER)).not.toBe(generation);
    const back = (await web.get(`/api/admin/products/${kept.id}`)).body;
    expect(back).toMatchObject({ name: 'Kept Rug', origin: null });
    expect(back.version).toBeGreaterThan(4);
    // A tab that saw version 4 before the restore: a conflict, not a blind write.
    const stale = await web.put(`/api/admin/products/${kept.id}`, { ...product('Kept Rug'), origin: 'Stale tab', version: 4 });
    expect(stale.status).toBe(409);
    const next = (await web.post('/api/admin/products', product('After The Restore'), { headers: { 'Idempotency-Key': 'after-restore' } })).body;
    expect(next.id).toBeGreaterThan(later.id);
    // A restart is no restore: the generation stays.
    await again.stop();
    const restarted = await start();
    expect((await restarted.client().get('/api/admin/status')).headers.get(DATA_GENERATION_HEADER)).toBe(status.headers.get(DATA_GENERATION_HEADER));
    await restarted.stop();
  }, 120_000);

  it('starts a page first saved after the restore above every version it had, and moves revisions with their records', async () => {
    // A backup without the About page's row (still on its built-in copy then).
    const db = new Database(live());
    db.prepare("DELETE FROM page_content WHERE page_slug = 'about'").run();
    db.close();
    const server = await start();
    const admin = await server.admin();
    const backupFile = join(out.dir, 'without-about.sqlite');
    const backup = runScript('backup', [backupFile]);
    expect(backup.code, backup.output).toBe(0);
    const about = (await admin.get('/api/admin/pages/about')).body;
    expect(about.version).toBe(0);
    const first = (await admin.put('/api/admin/pages/about', { ...about, seoTitle: 'First', version: 0 })).body;
    const second = (await admin.put('/api/admin/pages/about', { ...first, seoTitle: 'Second', version: first.version })).body;
    const settings = (await admin.get('/api/admin/settings')).body;
    const savedSettings = (await admin.put('/api/admin/settings', { ...settings, tagline: 'After the backup' })).body;
    await server.stop();
    expect(runScript('restore', [backupFile]).code).toBe(0);

    const again = await start();
    const web = await again.admin();
    expect((await web.get('/api/admin/pages/about')).body.version).toBe(0);
    // Someone saves the About page for the first time since the restore...
    const fresh = (await web.put('/api/admin/pages/about', { ...about, seoTitle: 'After the restore', version: 0 })).body;
    expect(fresh.version).toBeGreaterThan(second.version);
    // ...and the tab that saw version 2 before the restore gets a conflict.
    expect((await web.put('/api/admin/pages/about', { ...second, seoTitle: 'Stale', version: second.version })).status).toBe(409);
    // The settings' history moved with them: every revision older than the record, none repeated from before.
    const current = (await web.get('/api/admin/settings')).body;
    expect(current.version).toBeGreaterThan(savedSettings.version);
    const revisions = (await web.get('/api/admin/settings/revisions')).body as { version: number }[];
    for (const revision of revisions) expect(revision.version).toBeLessThan(current.version);
    await again.stop();
  }, 120_000);
});
