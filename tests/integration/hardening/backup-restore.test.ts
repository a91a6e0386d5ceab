// Backup and restore on the real server process: `npm run backup` (scripts/backup.ts) and the
// admin download both give a valid database holding every write answered before they started,
// while writes keep coming; restoring (stop, replace the file, drop -wal/-shm, start) serves the
// restored data. These are the steps README.md gives the owner.
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { REPO_ROOT, startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-backup-');
const elsewhere = tempDataDir('jacobs-backup-out-');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  data.remove();
  elsewhere.remove();
});

function runBackupScript(args: string[], cwd = REPO_ROOT): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts/backup.ts'), ...args], { cwd, env: { ...process.env, DATA_DIR: data.dir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Contact messages sent from `workers` loops until stopped; each answered marker is recorded with its time. */
function keepWriting(client: HttpClient, workers: number) {
  const answered: { marker: string; at: number }[] = [];
  let stopped = false;
  let next = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      const marker = `during-${(next += 1)}`;
      const response = await client.post('/api/contact', { name: 'Backup Load', email: 'load@example.com', message: marker });
      expect(response.status).toBe(200);
      answered.push({ marker, at: performance.now() });
    }
  });
  return {
    answered,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for writes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function messagesIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true }), file).toBe('ok');
    return new Set(db.prepare('SELECT message FROM contact_messages').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

async function downloadBackup(server: ServerProcess, admin: HttpClient, file: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/admin/backup`, { headers: { Cookie: admin.cookieHeader } });
  expect(response.status).toBe(200);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

/** The owner's restore: stop the server, put the backup in place of the database, drop -wal/-shm, start. */
async function restore(server: ServerProcess, backupFile: string): Promise<ServerProcess> {
  await server.stop();
  const live = join(data.dir, 'jacobs.sqlite');
  copyFileSync(backupFile, live);
  rmSync(`${live}-wal`, { force: true });
  rmSync(`${live}-shm`, { force: true });
  const restarted = await startServerProcess(data.dir);
  running.push(restarted);
  return restarted;
}

async function servedMessages(server: ServerProcess): Promise<Set<string>> {
  const admin = await server.admin();
  const served = new Set<string>();
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const response = await admin.get(`/api/admin/messages?page=${page}`);
    expect(response.status).toBe(200);
    pageCount = response.body.pageCount;
    for (const message of response.body.items as { message: string }[]) served.add(message.message);
  }
  return served;
}

describe('backup and restore', () => {
  it('snapshots under concurrent writes hold every earlier answered write, and restoring serves them', async () => {
    let server = await startServerProcess(data.dir);
    running.push(server);
    const admin = await server.admin();
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#8a5a44' } }).png().toBuffer();
    const upload = await fetch(`${server.baseUrl}/api/admin/media`, { method: 'POST', headers: { Cookie: admin.cookieHeader, 'X-File-Name': 'kept.png' }, body: png });
    expect(upload.status).toBe(201);
    for (let n = 0; n < 50; n += 1) expect((await admin.post('/api/contact', { name: 'Before', email: 'b@example.com', message: `before-${n}` })).status).toBe(200);

    const load = keepWriting(admin, 16);
    await until(() => load.answered.length >= 50);
    const startedAt = performance.now();
    const scriptFile = join(elsewhere.dir, 'script.sqlite');
    const downloadFile = join(elsewhere.dir, 'download.sqlite');
    const [script] = await Promise.all([runBackupScript([scriptFile]), downloadBackup(server, admin, downloadFile)]);
    const finishedAt = performance.now();
    await until(() => load.answered.some((entry) => entry.at > finishedAt));
    await load.stop();

    expect(script.code, script.output).toBe(0);
    expect(script.output).toMatch(/Backup written: .*script\.sqlite \(\d+ bytes, integrity ok\)/);
    // Writes went on while both backups ran.
    expect(load.answered.filter((entry) => entry.at > startedAt && entry.at < finishedAt).length).toBeGreaterThan(0);
    const answeredBefore = [...Array.from({ length: 50 }, (_, n) => `before-${n}`), ...load.answered.filter((entry) => entry.at < startedAt).map((entry) => entry.marker)];
    expect(answeredBefore.length).toBeGreaterThanOrEqual(100);
    for (const file of [scriptFile, downloadFile]) {
      const inBackup = messagesIn(file);
      expect(answeredBefore.filter((marker) => !inBackup.has(marker)), file).toEqual([]);
    }

    // Restore the script's snapshot: what it holds is served, what came after it is gone.
    const inScriptBackup = messagesIn(scriptFile);
    expect((await admin.post('/api/contact', { name: 'After', email: 'a@example.com', message: 'after-backup' })).status).toBe(200);
    server = await restore(server, scriptFile);
    const served = await servedMessages(server);
    expect(served).toEqual(inScriptBackup);
    expect(served.has('after-backup')).toBe(false);
    expect(served.has('before-0')).toBe(true);

    // The admin download restores the same way.
    server = await restore(server, downloadFile);
    expect(await servedMessages(server)).toEqual(messagesIn(downloadFile));
  }, 60_000);

  it('writes backups/jacobs-<timestamp>.sqlite by default, works with the server stopped, and never overwrites', async () => {
    for (const server of running) await server.stop();
    const cwd = tempDataDir('jacobs-backup-cwd-');
    const live = join(data.dir, 'jacobs.sqlite');
    const liveBefore = readFileSync(live);
    try {
      const first = await runBackupScript([], cwd.dir);
      expect(first.code, first.output).toBe(0);
      const written = readdirSync(join(cwd.dir, 'backups'));
      expect(written).toHaveLength(2); // the database as one file (no -wal/-shm) and the images
      const name = written.find((entry) => entry.endsWith('.sqlite')) ?? '';
      const mediaName = written.find((entry) => entry !== name) ?? '';
      expect(name).toMatch(/^jacobs-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/);
      expect(messagesIn(join(cwd.dir, 'backups', name)).has('before-0')).toBe(true);
      // The uploaded image's files come along, byte for byte, beside the database.
      expect(mediaName).toBe(name.replace(/\.sqlite$/, '-media'));
      const [imageId] = readdirSync(join(data.dir, 'media')).filter((entry) => !entry.startsWith('.'));
      const files = readdirSync(join(data.dir, 'media', imageId));
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) {
        expect(readFileSync(join(cwd.dir, 'backups', mediaName, imageId, file)).equals(readFileSync(join(data.dir, 'media', imageId, file)))).toBe(true);
      }

      const again = await runBackupScript([join(cwd.dir, 'backups', name)], cwd.dir);
      expect(again.code).toBe(1);
      expect(again.output).toContain('already exists');
      // The live file is only read: not a byte of it changed.
      expect(readFileSync(live).equals(liveBefore)).toBe(true);
    } finally {
      cwd.remove();
    }
  });
});
