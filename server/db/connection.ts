import Database from 'better-sqlite3';
import { touchPrivateFile } from '../private-files.ts';

export type Db = Database.Database;

/** The database's file name inside DATA_DIR (the server, the backup script and the restore steps use it). */
export const DATABASE_FILE = 'jacobs.sqlite';

/**
 * Opens the SQLite file with the settings every connection needs: WAL so readers never wait for
 * the writer, synchronous=FULL so a committed write survives a power cut, foreign keys enforced,
 * and a busy timeout so a backup or a second process briefly holding the lock does not fail a request.
 * A new file is created owner-only (SQLite gives the -wal and -shm beside it the same mode).
 */
export function openDatabase(file: string): Db {
  touchPrivateFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
