// One backup: a consistent copy of the database, checked with integrity_check, and the uploaded
// images beside it (<name>-media/), everything owner-only, never overwriting anything. Written
// under hidden names and renamed into place, the database last, so a backup that is visible is
// complete. Used by `npm run backup` and by the server's daily backups.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, copyFileSync, existsSync, fsyncSync, linkSync, openSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { makePrivateDir, PRIVATE_FILE_MODE, touchPrivateFile } from '../private-files.ts';

export class BackupError extends Error {}

/** Writes a consistent copy of the live database into `file` (an empty owner-only file already there). */
export type Snapshot = (file: string) => Promise<void>;

export interface BackupOptions {
  /** The backup's file, ending in .sqlite; its images go to the same name ending in -media. */
  target: string;
  snapshot: Snapshot;
  /** DATA_DIR/media; skipped when absent. */
  mediaSource: string;
  /**
   * Hard-link image files instead of copying them where the file system allows (they never change
   * once written): daily backups beside the data then cost no space for images.
   */
  linkImages?: boolean;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Undefined when there was no media folder to copy. */
  mediaDir?: string;
  images: number;
}

export const mediaDirOf = (backupFile: string) => `${backupFile.replace(/\.sqlite$/, '')}-media`;
const hiddenBeside = (path: string) => join(dirname(path), `.${basename(path)}.incoming`);

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes the copy one self-contained file (no -wal beside it) and checks every page of it. */
export function verifyDatabaseFile(file: string): void {
  const copy = new Database(file, { fileMustExist: true });
  let verdict: string;
  try {
    copy.pragma('journal_mode = DELETE');
    verdict = String(copy.pragma('integrity_check', { simple: true }));
  } finally {
    copy.close();
  }
  if (verdict !== 'ok') throw new BackupError(`integrity_check failed: ${verdict}`);
}

/** False where the file system cannot link (another device, no hard links). */
function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** verifyDatabaseFile in a worker thread, so the caller's event loop keeps running meanwhile. */
function verifyOffThread(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./verify-worker.ts', import.meta.url), { workerData: { file } });
    worker.once('message', (result: { ok: boolean; message?: string }) => (result.ok ? resolve() : reject(new BackupError(result.message))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new BackupError(`the integrity check stopped (exit code ${code})`)));
  });
}

/**
 * Copies DATA_DIR/media/<id>/<file>; hidden entries are uploads still being written. Images are
 * copied after the snapshot: a file is in place before its row exists and never changes, so every
 * image the snapshot names is already there.
 */
export function copyImages(source: string, target: string, link: boolean): number {
  makePrivateDir(target);
  let images = 0;
  for (const id of readdirSync(source)) {
    if (id.startsWith('.') || !statSync(join(source, id)).isDirectory()) continue;
    makePrivateDir(join(target, id));
    for (const file of readdirSync(join(source, id))) {
      if (file.startsWith('.')) continue;
      const from = join(source, id, file);
      const to = join(target, id, file);
      if (!link || !tryLink(from, to)) copyFileSync(from, to);
      chmodSync(to, PRIVATE_FILE_MODE);
    }
    images += 1;
  }
  return images;
}

export async function writeVerifiedBackup({ target, snapshot, mediaSource, linkImages = false }: BackupOptions): Promise<BackupResult> {
  const mediaTarget = mediaDirOf(target);
  for (const path of [target, mediaTarget]) if (existsSync(path)) throw new BackupError(`${path} already exists; choose another file`);
  makePrivateDir(dirname(target));
  const incoming = hiddenBeside(target);
  const incomingMedia = hiddenBeside(mediaTarget);
  rmSync(incoming, { force: true });
  rmSync(incomingMedia, { recursive: true, force: true });
  let mediaPlaced = false;
  try {
    touchPrivateFile(incoming);
    await snapshot(incoming);
    await verifyOffThread(incoming);
    syncPath(incoming);
    const images = existsSync(mediaSource) ? copyImages(mediaSource, incomingMedia, linkImages) : undefined;
    if (images !== undefined) {
      renameSync(incomingMedia, mediaTarget);
      mediaPlaced = true;
    }
    // link() refuses an existing name, so even a backup started meanwhile under the same name is never overwritten.
    linkSync(incoming, target);
    unlinkSync(incoming);
    syncPath(dirname(target));
    return { file: target, bytes: statSync(target).size, mediaDir: images === undefined ? undefined : mediaTarget, images: images ?? 0 };
  } catch (error) {
    rmSync(incoming, { force: true });
    rmSync(incomingMedia, { recursive: true, force: true });
    if (mediaPlaced) rmSync(mediaTarget, { recursive: true, force: true });
    throw error;
  }
}
