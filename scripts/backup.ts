// `npm run backup [-- <file>]`: a consistent snapshot of the live database, taken with SQLite's
// online backup, so the server can keep running and writing meanwhile. Written to
// backups/jacobs-<timestamp>.sqlite (or <file>), checked with integrity_check, never overwriting;
// the uploaded images (DATA_DIR/media) are copied beside it into <file without .sqlite>-media/.
// Everything is written owner-only. DATA_DIR is read as the server reads it. `npm run restore`
// puts a backup back (README.md, Backups and restore).
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupStamp } from '../server/backup/names.ts';
import { writeVerifiedBackup, type Snapshot } from '../server/backup/verified-backup.ts';
import { readConfig } from '../server/config.ts';
import { DATABASE_FILE } from '../server/db/connection.ts';

function fail(message: string): never {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

const argument = process.argv[2];
if (argument === '--help' || argument === '-h') {
  console.log('Usage: npm run backup [-- <file>]   (default: backups/jacobs-<timestamp>.sqlite; DATA_DIR as for the server)');
  process.exit(0);
}

const { dataDir } = readConfig();
const source = join(dataDir, DATABASE_FILE);
if (!existsSync(source)) fail(`no database at ${source} (set DATA_DIR to the server's data directory)`);

/** A connection of its own, read-only: the server's process is not this one. */
const snapshot: Snapshot = async (file) => {
  const live = new Database(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // After the first step, copy every remaining page in one step: one read transaction, so a
    // writer in the server cannot make the copy start over again and again.
    await live.backup(file, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
};

try {
  const target = resolve(argument ?? join('backups', `jacobs-${backupStamp(new Date())}.sqlite`));
  const result = await writeVerifiedBackup({ target, snapshot, mediaSource: join(dataDir, 'media') });
  console.log(`Backup written: ${result.file} (${result.bytes} bytes, integrity ok)`);
  if (result.mediaDir) console.log(`Images copied: ${result.mediaDir} (${result.images} image${result.images === 1 ? '' : 's'})`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
