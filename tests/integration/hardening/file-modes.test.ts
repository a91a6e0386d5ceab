// What the server and the backup script write is readable by their user only
// (files 0600, folders 0700) whatever the umask: the database and its -wal/-shm, the generated
// session secret, uploaded images and backups. Run against the real server process, with the
// usual umask 022 under which they used to come out world-readable.
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const root = tempDataDir('jacobs-modes-');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  root.remove();
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');

/** Every file and folder under `dir` (itself included) with its mode. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(dir) };
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) modes[entry] = modeOf(join(dir, entry));
  return modes;
}

function expectPrivate(dir: string) {
  const modes = modesUnder(dir);
  const wrong = Object.entries(modes).filter(([path, mode]) => mode !== (statSync(join(dir, path)).isDirectory() ? '0700' : '0600'));
  expect(wrong, `${dir}: ${JSON.stringify(modes)}`).toEqual([]);
}

async function uploadImage(server: ServerProcess) {
  const admin = await server.admin();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a5a44' } }).png().toBuffer();
  const response = await fetch(`${server.baseUrl}/api/admin/media`, { method: 'POST', headers: { Cookie: admin.cookieHeader, 'X-File-Name': 'mode.png' }, body: png });
  expect(response.status).toBe(201);
}

describe('file modes', () => {
  it('a new DATA_DIR: database, -wal, -shm, session secret and images are owner-only', async () => {
    const dataDir = join(root.dir, 'fresh');
    // SESSION_SECRET empty: the server generates one into DATA_DIR.
    const server = await startServerProcess(dataDir, { SESSION_SECRET: '' });
    running.push(server);
    await uploadImage(server);
    const names = readdirSync(dataDir);
    expect(names).toEqual(expect.arrayContaining(['jacobs.sqlite', 'jacobs.sqlite-wal', 'jacobs.sqlite-shm', 'session-secret', 'media']));
    expectPrivate(dataDir);
    await server.stop();
  });

  it('an existing world-readable database and media folder are made owner-only at start', async () => {
    const dataDir = join(root.dir, 'older');
    const first = await startServerProcess(dataDir);
    running.push(first);
    await uploadImage(first);
    await first.stop();
    for (const entry of ['.', ...(readdirSync(dataDir, { recursive: true }) as string[])]) {
      const path = join(dataDir, entry);
      chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
    }
    const second = await startServerProcess(dataDir);
    running.push(second);
    await second.admin();
    expectPrivate(dataDir);
    await second.stop();
  });

  it('npm run backup writes the snapshot and its images owner-only, in an owner-only backups folder', () => {
    const dataDir = join(root.dir, 'fresh');
    const cwd = join(root.dir, 'cwd');
    mkdirSync(cwd);
    writeFileSync(join(cwd, 'placeholder'), '');
    const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/backup.ts')], { cwd, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expectPrivate(join(cwd, 'backups'));
    const elsewhere = join(root.dir, 'usb', 'jacobs.sqlite');
    const toFile = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/backup.ts'), elsewhere], { cwd, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(toFile.status, toFile.stderr + toFile.stdout).toBe(0);
    expect(modeOf(elsewhere)).toBe('0600');
    expectPrivate(join(root.dir, 'usb', 'jacobs-media'));
  });
});
