// The server backs itself up daily into DATA_DIR/backups (online backup, then
// integrity_check), keeps 7 daily and 4 weekly, and logs a failure and retries it. The rotation
// runs on a real database with real files, with a clock the test moves on day by day; the last
// test checks that the real server process takes its first backup shortly after start.
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackupSchedule } from '../../../server/backup/schedule.ts';
import { createLogger } from '../../../server/http/logger.ts';
import { uploadImage } from '../support/media-upload.ts';
import { startTestServer, type LogEntry } from '../support/test-server.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

function memoryLogger() {
  const lines: LogEntry[] = [];
  return { lines, logger: createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogEntry) } }) };
}

const automaticBackups = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.sqlite')).sort();
const modeOf = (path: string) => statSync(path).mode & 0o777;

function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

describe('automatic backups', () => {
  it('one a day, checked, images hard-linked, owner-only; 7 daily and 4 weekly kept as the days go by', async () => {
    const server = await startTestServer();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a5a44' } }).png().toBuffer();
    const upload = await uploadImage(server.baseUrl, png, 'kept.png', { client: await server.admin() });
    expect(upload.status).toBe(201);
    const { lines, logger } = memoryLogger();
    // Monday 2026-10-05, 00:30 UTC.
    let clock = new Date(Date.UTC(2026, 9, 5, 0, 30));
    const schedule = createBackupSchedule({ db: server.db, dataDir: server.dataDir, logger, now: () => clock });

    const first = await schedule.runIfDue();
    expect(first?.file).toBe(join(server.dataDir, 'backups', 'jacobs-auto-2026-10-05T00-30-00-000Z.sqlite'));
    expect(integrityOf(first!.file)).toBe('ok');
    const copied = join(first!.mediaDir!, upload.body.id, 'original.png');
    expect(statSync(copied).ino).toBe(statSync(join(server.dataDir, 'media', upload.body.id, 'original.png')).ino);
    expect([modeOf(schedule.folder), modeOf(first!.file), modeOf(first!.mediaDir!), modeOf(copied)]).toEqual([0o700, 0o600, 0o700, 0o600]);
    expect(lines.find((line) => line.msg === 'Automatic backup written')).toMatchObject({ level: 30, file: first!.file, images: 1 });

    clock = new Date(Date.UTC(2026, 9, 5, 13, 0));
    expect(await schedule.runIfDue()).toBeUndefined();
    expect(automaticBackups(schedule.folder)).toHaveLength(1);

    for (let day = 1; day < 49; day += 1) {
      clock = new Date(Date.UTC(2026, 9, 5 + day, 0, 30));
      expect(await schedule.runIfDue(), clock.toISOString()).toBeDefined();
    }
    expect(automaticBackups(schedule.folder)).toEqual(
      ['11-01', '11-08', '11-15', '11-16', '11-17', '11-18', '11-19', '11-20', '11-21', '11-22'].map((day) => `jacobs-auto-2026-${day}T00-30-00-000Z.sqlite`),
    );
    // Each kept backup has its images beside it; nothing else is left in the folder.
    expect(readdirSync(schedule.folder)).toHaveLength(20);
    expect(existsSync(join(schedule.folder, 'jacobs-auto-2026-10-05T00-30-00-000Z-media'))).toBe(false);
  }, 120_000);

  it('logs a failure and writes the backup at the next check once the cause is gone', async () => {
    const server = await startTestServer();
    const { lines, logger } = memoryLogger();
    const schedule = createBackupSchedule({ db: server.db, dataDir: server.dataDir, logger });
    // A file where the backups folder should be.
    writeFileSync(schedule.folder, 'not a folder');
    expect(await schedule.runIfDue()).toBeUndefined();
    const failure = lines.find((line) => line.level === 50);
    expect(failure).toMatchObject({ msg: 'Automatic backup failed; retrying at the next hourly check', err: { code: 'EEXIST' } });
    rmSync(schedule.folder);
    const retried = await schedule.runIfDue();
    expect(retried && integrityOf(retried.file)).toBe('ok');
  });
});

describe('the server process', () => {
  const data = tempDataDir('jacobs-auto-backup-');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    data.remove();
  });

  it('takes its first backup shortly after start and logs JSON lines on stdout', async () => {
    server = await startServerProcess(data.dir);
    const response = await fetch(`${server.baseUrl}/api/settings?token=secret-in-query`);
    const requestId = response.headers.get('x-request-id');
    const folder = join(data.dir, 'backups');
    await server.firstBackupTried();
    expect(existsSync(folder)).toBe(true);
    const [backup] = automaticBackups(folder);
    expect(backup).toMatch(/^jacobs-auto-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/);
    expect(integrityOf(join(folder, backup))).toBe('ok');
    expect([modeOf(folder), modeOf(join(folder, backup))]).toEqual([0o700, 0o600]);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogEntry);
    expect(lines.find((line) => line.reqId === requestId)).toMatchObject({ msg: 'request', method: 'GET', path: '/api/settings', status: 200 });
    expect(lines.find((line) => line.msg === 'Automatic backup written')).toBeDefined();
    expect(server.output()).not.toContain('secret-in-query');
  }, 60_000);
});
