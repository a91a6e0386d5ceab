// Everything the server keeps in DATA_DIR (the database and its journal, the session secret,
// images, backups) is for its own user only: another account on the machine must not read an
// admin session, a contact message or a draft photo. Modes are given explicitly, not left to
// the umask (022 on most systems, which made them world-readable).
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates the folder (and missing parents) owner-only; an existing folder is left as it is. */
export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates an empty owner-only file, or leaves an existing one alone; SQLite gives its -wal and -shm the same mode. */
export function touchPrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
}

/**
 * Makes a folder and everything under it owner-only (files 0600, folders 0700), for what an older
 * version or a copy left readable. Symbolic links are not followed.
 */
export function makeTreePrivate(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return;
  const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((stats.mode & 0o777) !== wanted) chmodSync(path, wanted);
  if (stats.isDirectory()) for (const entry of readdirSync(path)) makeTreePrivate(join(path, entry));
}
