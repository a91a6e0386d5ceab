// Numbers never repeat across a restore (decision 181). A restored backup brings back old id
// counters and old versions, so without this a change made against the data of before the restore
// (a studio's queue, a web admin tab left open) would pass the version check on a record that is
// no longer the one it saw, or land on a new record given an old id.
//
// The server remembers, outside the database, ceilings no id or version of each table has reached
// (DATA_DIR/issued-numbers.json): a write that would reach one raises it first, by a block, in a
// file written durably, so the file is always ahead of the database, even if that is later damaged
// or lost. A restore moves every id counter and every version of the restored copy past the
// higher of those ceilings and of what the database it replaces holds.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { Db } from '../db/connection.ts';
import { PRIVATE_FILE_MODE } from '../private-files.ts';

export const ISSUED_NUMBERS_FILE = 'issued-numbers.json';

/** How far a ceiling is raised at a time: one durable file write per this many numbers issued. */
const BLOCK = 100;

/** "products.id" or "products.version" -> a number no id or version of that table has reached. */
export type Ceilings = Record<string, number>;

/** The tables whose rows carry a version, with the resource their revisions are filed under. */
export const VERSIONED_TABLES: readonly { table: string; resource: ResourceName }[] = [
  { table: 'products', resource: 'products' },
  { table: 'blog_posts', resource: 'blog' },
  { table: 'service_areas', resource: 'serviceAreas' },
  { table: 'core_services', resource: 'coreServices' },
  { table: 'page_content', resource: 'pages' },
  { table: 'site_settings', resource: 'settings' },
  { table: 'consultation_types', resource: 'consultationTypes' },
  { table: 'booking_availability', resource: 'bookingAvailability' },
  { table: 'booking_exceptions', resource: 'bookingExceptions' },
];

const idKey = (table: string) => `${table}.id`;
const versionKey = (table: string) => `${table}.version`;

const hasTable = (db: Db, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** The tables that hand out ids from a counter (AUTOINCREMENT), which a restore would bring back. */
const numberedTables = (db: Db) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'").pluck().all() as string[];

export function readCeilings(dataDir: string): Ceilings {
  const file = join(dataDir, ISSUED_NUMBERS_FILE);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed && typeof parsed === 'object' ? ((parsed as { ceilings?: Ceilings }).ceilings ?? {}) : {};
}

/** Temp file, fsync, rename: the ceilings on disk are always whole. */
export function writeCeilings(dataDir: string, ceilings: Ceilings): void {
  const file = join(dataDir, ISSUED_NUMBERS_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', PRIVATE_FILE_MODE);
  try {
    writeSync(fd, `${JSON.stringify({ about: 'Ids and versions not issued yet, per table (decision 181). Keep this file beside the database.', ceilings }, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** The higher ceiling of each. */
export function higherCeilings(...sets: Ceilings[]): Ceilings {
  const merged: Ceilings = {};
  for (const set of sets) for (const [key, value] of Object.entries(set)) merged[key] = Math.max(merged[key] ?? 0, value);
  return merged;
}

/** What a database itself says it issued: its id counters, and its versions and version floors (any schema since 001). */
export function issuedIn(db: Db): Ceilings {
  const ceilings: Ceilings = {};
  const counters = hasTable(db, 'sqlite_sequence') ? (db.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]) : [];
  for (const { name, seq } of counters) ceilings[idKey(name)] = seq + 1;
  const floorRows = hasTable(db, 'version_floors') ? (db.prepare('SELECT table_name, floor FROM version_floors').all() as { table_name: string; floor: number }[]) : [];
  const floors = new Map(floorRows.map((row) => [row.table_name, row.floor]));
  for (const { table, resource } of VERSIONED_TABLES) {
    const highest = db.prepare(`SELECT MAX(version) FROM ${table}`).pluck().get() as number | null;
    const revised = hasTable(db, 'revisions') ? (db.prepare('SELECT MAX(version) FROM revisions WHERE resource = ?').pluck().get(resource) as number | null) : null;
    ceilings[versionKey(table)] = Math.max(highest ?? 0, revised ?? 0, floors.get(table) ?? 0) + 1;
  }
  return ceilings;
}

/**
 * Keeps DATA_DIR/issued-numbers.json ahead of every id and version this connection writes: temp
 * triggers (this connection's only) report each new id and version, and one that reaches its
 * table's ceiling raises the ceiling on disk, durably, before the write commits.
 */
export function trackIssuedNumbers(db: Db, dataDir: string): void {
  let ceilings = higherCeilings(readCeilings(dataDir), issuedIn(db));
  writeCeilings(dataDir, ceilings);
  db.function('jacobs_issued', { deterministic: false }, (key: unknown, value: unknown) => {
    if (typeof key !== 'string' || typeof value !== 'number' || value < (ceilings[key] ?? 0)) return null;
    ceilings = { ...ceilings, [key]: value + BLOCK };
    writeCeilings(dataDir, ceilings);
    return null;
  });
  for (const table of numberedTables(db)) {
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS issued_${table}_id AFTER INSERT ON main.${table} BEGIN SELECT jacobs_issued('${idKey(table)}', NEW.id); END`);
  }
  for (const { table } of VERSIONED_TABLES) {
    for (const event of ['INSERT', 'UPDATE OF version']) {
      const name = `issued_${table}_version_${event === 'INSERT' ? 'insert' : 'update'}`;
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.${table} BEGIN SELECT jacobs_issued('${versionKey(table)}', NEW.version); END`);
    }
  }
}

/**
 * In a database being restored: every id counter and every version moved past `ceilings` (so no
 * id is given again and no version a client saw before can match), revisions with their records,
 * and a new data generation, all in one transaction.
 */
export function moveNumbersPast(db: Db, ceilings: Ceilings, restoredFrom: string, now: Date): void {
  db.transaction(() => {
    for (const table of numberedTables(db)) {
      const ceiling = ceilings[idKey(table)] ?? 0;
      const known = db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(table) as number | undefined;
      if (known === undefined) db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(table, Math.max(ceiling - 1, 0));
      else if (known < ceiling - 1) db.prepare('UPDATE sqlite_sequence SET seq = ? WHERE name = ?').run(ceiling - 1, table);
    }
    for (const { table, resource } of VERSIONED_TABLES) {
      const shift = ceilings[versionKey(table)] ?? 0;
      if (shift === 0) continue;
      db.prepare(`UPDATE ${table} SET version = version + ?`).run(shift);
      db.prepare('UPDATE revisions SET version = version + ? WHERE resource = ?').run(shift, resource);
      db.prepare('INSERT INTO version_floors (table_name, floor) VALUES (?, ?) ON CONFLICT (table_name) DO UPDATE SET floor = excluded.floor').run(table, shift);
    }
    db.prepare('UPDATE data_generation SET generation = lower(hex(randomblob(16))), restored_at = ?, restored_from = ? WHERE id = 1').run(now.toISOString(), restoredFrom);
  })();
}
