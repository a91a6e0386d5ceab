// `npm run backup [-- <file>]`: a consistent snapshot of the live database, taken with SQLite's
// online backup, so the server can keep running and writing meanwhile. Written to
// backups/jacobs-<timestamp>.sqlite (or <file>), checked with integrity_check, never overwriting;
// the uploaded images (DATA_DIR/media) are copied beside it into <file without .sqlite>-media/.
// DATA_DIR is read as the server reads it. Restoring is described in README.md (Security).
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
const mediaSource = join(dataDir, 'media');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(argument ?? join('backups', `jacobs-${stamp}.sqlite`));
if (!existsSync(source)) fail(`no database at ${source} (set DATA_DIR to the server's data directory)`);
const mediaTarget = `${target.replace(/\.sqlite$/, '')}-media`;
if (existsSync(target)) fail(`${target} already exists; choose another file`);
if (existsSync(mediaTarget)) fail(`${mediaTarget} already exists; choose another file`);
mkdirSync(dirname(target), { recursive: true });

const live = new Database(source, { readonly: true, fileMustExist: true });
try {
  live.pragma('busy_timeout = 5000');
  // After the first step, copy every remaining page in one step: one read transaction, so a
  // writer in the server cannot make the copy start over again and again.
  await live.backup(target, { progress: () => 0x7fffffff });
} catch (error) {
  rmSync(target, { force: true });
  fail(error instanceof Error ? error.message : String(error));
} finally {
  live.close();
}

// The copy inherits WAL mode; switching it to a rollback journal makes the backup one
// self-contained file (no -wal/-shm left beside it) before it is checked.
const copy = new Database(target);
let verdict: string;
try {
  copy.pragma('journal_mode = DELETE');
  verdict = String(copy.pragma('integrity_check', { simple: true }));
} finally {
  copy.close();
}
if (verdict !== 'ok') fail(`the snapshot ${target} failed integrity_check: ${verdict}`);
console.log(`Backup written: ${target} (${statSync(target).size} bytes, integrity ok)`);

// Images are copied after the snapshot: a file is in place before its row is written and never
// changes afterwards, so every image the snapshot names is already on disk. Hidden folders are
// uploads still being written.
if (existsSync(mediaSource)) {
  cpSync(mediaSource, mediaTarget, { recursive: true, errorOnExist: true, filter: (path) => !path.slice(mediaSource.length).includes('/.') });
  const images = readdirSync(mediaTarget).length;
  console.log(`Images copied: ${mediaTarget} (${images} image${images === 1 ? '' : 's'})`);
}
