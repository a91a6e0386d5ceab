// Puts a backup back in place of DATA_DIR's database (and its images, when the backup has them),
// as `npm run restore -- FILE` does: only while no program has the database open, only a backup
// that passes integrity_check, and never destroying anything: the database it replaces (with its
// -wal and -shm, which belong to it and must not be applied to the restored one) and the images
// folder are moved into DATA_DIR/replaced-<timestamp>/. The restored copy is migrated and its id
// counters and versions moved past every one issued before (issued-numbers.ts, decision 102: past
// the replaced database's, or by a reserve when it is missing, unreadable or of other data), with
// a new data generation, so nothing written against the data of before can land on it blind.
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DATABASE_FILE } from '../db/connection.ts';
import { migrate } from '../migrations/migrate.ts';
import { makePrivateDir, makeTreePrivate } from '../private-files.ts';
import { generationOf, higherCeilings, ISSUED_NUMBERS_FILE, issuedIn, moveNumbersPast, readCeilings, withReserve, type Ceilings } from './issued-numbers.ts';
import { backupStamp } from './names.ts';
import { copyImages, mediaDirOf, verifyDatabaseFile } from './verified-backup.ts';

/** Nothing was changed; the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  database: string;
  /** Where the replaced database (and images) now are; undefined when there was nothing to replace. */
  replacedDir?: string;
  /** The images folder restored from beside the backup, if it had one. */
  imagesFrom?: string;
  images: number;
  /** The replaced database could not be read: numbers were moved past the backup's own and a reserve. */
  replacedUnreadable: boolean;
  /** Nothing said which numbers the live site issued after the backup: they were moved past the backup's own and a reserve. */
  reserved: boolean;
}

/**
 * True while another connection (the server, a backup in progress, the sqlite3 shell) has the file
 * open: in WAL mode every open connection holds a shared lock, so an exclusive one is refused at
 * once. The operating system releases that lock when a process ends, even killed, so a crashed
 * server never blocks a restore. Closing this probe, the only connection, also folds the WAL into
 * the file, so the replaced database is kept complete in one file.
 */
export function databaseInUse(file: string): boolean {
  let probe: Database.Database | undefined;
  try {
    probe = new Database(file, { fileMustExist: true, timeout: 0 });
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // A damaged file (the reason for many restores) is not in use by a running server: a server cannot open it.
    return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
  } finally {
    probe?.close();
  }
}

function refuseWhileOpen(live: string): void {
  if (existsSync(live) && databaseInUse(live)) {
    throw new RestoreRefused(`${live} is open in another program, most likely the server. Stop it first (Ctrl-C, or: systemctl stop jacobs), then run the restore again.`);
  }
}

/** A copy of the backup, owner-only, made self-contained and checked; the backup file itself is only read. */
function verifiedCopy(backupFile: string, copy: string): void {
  copyFileSync(backupFile, copy);
  makeTreePrivate(copy);
  try {
    verifyDatabaseFile(copy);
    const db = new Database(copy, { readonly: true, fileMustExist: true });
    try {
      db.prepare('SELECT COUNT(*) FROM schema_migrations').get();
    } finally {
      db.close();
    }
  } catch (error) {
    rmSync(copy, { force: true });
    throw new RestoreRefused(`${backupFile} is not a usable backup of this site (${error instanceof Error ? error.message : String(error)}).`);
  }
}

interface LiveNumbers {
  issued: Ceilings;
  /** The data generation of the database being replaced. */
  generation: string | undefined;
}

/** What the database being replaced issued; null when there is none, or it cannot be read (damaged: often why it is restored). */
function issuedInLive(live: string): LiveNumbers | null {
  if (!existsSync(live)) return null;
  let db: Database.Database | undefined;
  try {
    db = new Database(live, { fileMustExist: true });
    return { issued: issuedIn(db), generation: generationOf(db) };
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/**
 * The verified copy brought to the current schema, its numbers moved past `remembered`, past the
 * replaced database's, and past its own: only the backup's own data carried on (the same
 * generation) says every number issued since the backup; otherwise its own are taken with the reserve.
 */
function renumbered(copy: string, remembered: Ceilings, live: LiveNumbers | null, backupFile: string, now: Date): { reserved: boolean } {
  const db = new Database(copy, { fileMustExist: true });
  try {
    migrate(db);
    const own = issuedIn(db);
    const reserved = live === null || live.generation === undefined || live.generation !== generationOf(db);
    moveNumbersPast(db, higherCeilings(remembered, live?.issued ?? {}, reserved ? withReserve(own) : own), basename(backupFile), now);
    return { reserved };
  } finally {
    db.close();
  }
}

export function restoreBackup({ dataDir, backupFile, now = new Date() }: { dataDir: string; backupFile: string; now?: Date }): RestoreResult {
  if (!existsSync(backupFile) || !statSync(backupFile).isFile()) throw new RestoreRefused(`There is no backup file at ${backupFile}.`);
  const live = join(dataDir, DATABASE_FILE);
  refuseWhileOpen(live);
  makePrivateDir(dataDir);

  // Everything is prepared under hidden names first; only renames follow, so a failure here changes nothing.
  const incoming = join(dataDir, '.restore-incoming.sqlite');
  const incomingImages = join(dataDir, '.restore-media.incoming');
  rmSync(incomingImages, { recursive: true, force: true });
  verifiedCopy(backupFile, incoming);
  const imagesFrom = existsSync(mediaDirOf(backupFile)) ? mediaDirOf(backupFile) : undefined;
  const images = imagesFrom ? copyImages(imagesFrom, incomingImages, false) : 0;

  refuseWhileOpen(live);
  const hadLive = existsSync(live);
  const fromLive = issuedInLive(live);
  let remembered: Ceilings = {};
  try {
    remembered = readCeilings(dataDir);
  } catch {
    // An unreadable file: the databases still say what they issued.
  }
  let reserved: boolean;
  try {
    ({ reserved } = renumbered(incoming, remembered, fromLive, backupFile, now));
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  const liveImages = join(dataDir, 'media');
  const legacyNumbers = join(dataDir, ISSUED_NUMBERS_FILE);
  const replaced = [live, `${live}-wal`, `${live}-shm`, legacyNumbers, ...(imagesFrom ? [liveImages] : [])].filter((path) => existsSync(path));
  const replacedDir = replaced.length > 0 ? join(dataDir, `replaced-${backupStamp(now)}`) : undefined;
  if (replacedDir) {
    makePrivateDir(replacedDir);
    for (const path of replaced) renameSync(path, join(replacedDir, path.slice(dataDir.length + 1)));
  }
  renameSync(incoming, live);
  if (imagesFrom) renameSync(incomingImages, liveImages);
  return { database: live, replacedDir, imagesFrom, images, replacedUnreadable: hadLive && fromLive === null, reserved };
}
