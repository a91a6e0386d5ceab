// The server's own daily backup: shortly after start and then every hour it checks whether today
// (UTC) has a backup in DATA_DIR/backups, and if not writes one (online backup of the live
// connection, integrity_check, images hard-linked) and deletes the automatic backups the
// retention no longer keeps. A failure is logged and retried at the next check.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connection.ts';
import type { AppLogger } from '../http/logger.ts';
import { automaticBackupDate, automaticBackupName, AUTOMATIC_BACKUPS_FOLDER } from './names.ts';
import { backupsToKeep, sameDay } from './rotation.ts';
import { mediaDirOf, writeVerifiedBackup, type BackupResult } from './verified-backup.ts';

export const FIRST_CHECK_AFTER_MS = 10_000;
export const CHECK_EVERY_MS = 60 * 60 * 1000;

/** What the log says of each backup the schedule tried. */
export const BACKUP_LOG = { written: 'Automatic backup written', failed: 'Automatic backup failed; retrying at the next hourly check' } as const;

export interface BackupScheduleOptions {
  db: Db;
  dataDir: string;
  logger: AppLogger;
  /** The clock deciding which day it is (tests move it on). */
  now?: () => Date;
}

interface Found {
  file: string;
  time: Date;
}

function automaticBackupsIn(folder: string): Found[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const time = automaticBackupDate(name);
    return time ? [{ file: join(folder, name), time }] : [];
  });
}

export function createBackupSchedule({ db, dataDir, logger, now = () => new Date() }: BackupScheduleOptions) {
  const folder = join(dataDir, AUTOMATIC_BACKUPS_FOLDER);
  let running: Promise<BackupResult | undefined> | undefined;
  let timers: NodeJS.Timeout[] = [];

  /** Deletes what the retention drops, and what a backup cut short by a crash left; returns the backups deleted. */
  function rotate(): string[] {
    for (const name of readdirSync(folder)) if (name.startsWith('.') && name.endsWith('.incoming')) rmSync(join(folder, name), { recursive: true, force: true });
    const found = automaticBackupsIn(folder);
    const keep = backupsToKeep(found.map((backup) => backup.time));
    const dropped = found.filter((backup) => !keep.has(backup.time));
    for (const { file } of dropped) {
      rmSync(mediaDirOf(file), { recursive: true, force: true });
      rmSync(file, { force: true });
    }
    return dropped.map(({ file }) => file);
  }

  async function backUp(today: Date): Promise<BackupResult> {
    const started = performance.now();
    const result = await writeVerifiedBackup({
      target: join(folder, automaticBackupName(today)),
      snapshot: async (file) => void (await db.backup(file)),
      mediaSource: join(dataDir, 'media'),
      linkImages: true,
    });
    const removed = rotate();
    logger.info({ file: result.file, bytes: result.bytes, images: result.images, ms: Math.round(performance.now() - started), removed }, BACKUP_LOG.written);
    return result;
  }

  /** Writes today's backup unless there is one; resolves with it, or undefined (none due, or it failed: logged). */
  function runIfDue(): Promise<BackupResult | undefined> {
    running ??= (async () => {
      const today = now();
      if (automaticBackupsIn(folder).some((backup) => sameDay(backup.time, today))) return undefined;
      try {
        return await backUp(today);
      } catch (error) {
        logger.error({ err: error, folder }, BACKUP_LOG.failed);
        return undefined;
      }
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    folder,
    runIfDue,
    start(): void {
      const check = () => void runIfDue();
      timers = [setTimeout(check, FIRST_CHECK_AFTER_MS), setInterval(check, CHECK_EVERY_MS)];
      for (const timer of timers) timer.unref();
    },
    /** Stops the timers and waits for a backup in progress. */
    async stop(): Promise<void> {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      await running;
    },
  };
}
export type BackupSchedule = ReturnType<typeof createBackupSchedule>;
