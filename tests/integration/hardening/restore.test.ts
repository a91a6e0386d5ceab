// Issue 14: `npm run restore -- FILE` does the README's restore steps safely, run here as the real
// script against the real server process: it refuses while the server runs and refuses a damaged
// backup (changing nothing either time); otherwise it keeps the replaced database (holding the
// writes made after the backup) aside, leaves no -wal/-shm beside the restored one, brings back
// the images, and the server then serves the restored data.
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
