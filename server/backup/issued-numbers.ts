// Numbers never repeat across a restore (decision 102). A restored backup brings back old id
// counters and old versions, so without this a change made against the data of before the restore
// (a studio's queue, a web admin tab left open) would pass the version check on a record that is
// no longer the one it saw, or land on a new record given an old id.
//
// What was issued is read from the databases themselves: the backup's id counters (sqlite_sequence)
// and versions, and those of the database it replaces. When that one is the backup's own data
// carried on (the same data generation), it knows every number issued since the backup; when it is
// not (an empty folder on a new machine, a database seeded there first, one too damaged to read),
// nothing says what the live site issued after the backup was taken, so every counter and version
// moves a reserve of RESTORE_RESERVE further. A record's identity (record-identity.ts) keeps a
// change off another record whatever its number; this keeps the numbers themselves from repeating.
// DATA_DIR/issued-numbers.json, where earlier versions remembered the numbers outside the database,
// is still read if present, and set aside with the database it belonged to.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCE_NAMES, type ResourceName } from '../../shared/contract/resource-addresses.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import type { Db } from '../db/connection.ts';

/** Where earlier versions kept the numbers issued, outside the database. */
export const ISSUED_NUMBERS_FILE = 'issued-numbers.json';

/**
 * How many ids of a table, and versions, the live site may have issued after a backup that nothing
 * else remembers: a day's automatic backup against a site that makes a handful of records a day.
 */
export const RESTORE_RESERVE = 1000;

/** "products.id" or "products.version" -> a number no id or version of that table has reached. */
export type Ceilings = Record<string, number>;

/** The tables whose rows carry a version, with the resource their revisions are filed under: every record type's (its definition's table). */
export const VERSIONED_TABLES: readonly { table: string; resource: ResourceName }[] = RESOURCE_NAMES.map((resource) => ({ table: RESOURCES[resource].table, resource }));

const idKey = (table: string) => `${table}.id`;
const versionKey = (table: string) => `${table}.version`;

const hasTable = (db: Db, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** The tables that hand out ids from a counter (AUTOINCREMENT), which a restore would bring back. */
const numberedTables = (db: Db) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'").pluck().all() as string[];

/** What an earlier version's DATA_DIR/issued-numbers.json remembers (nothing when there is none). */
export function readCeilings(dataDir: string): Ceilings {
  const file = join(dataDir, ISSUED_NUMBERS_FILE);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed && typeof parsed === 'object' ? ((parsed as { ceilings?: Ceilings }).ceilings ?? {}) : {};
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
    if (!hasTable(db, table)) continue;
    const highest = db.prepare(`SELECT MAX(version) FROM ${table}`).pluck().get() as number | null;
    const revised = hasTable(db, 'revisions') ? (db.prepare('SELECT MAX(version) FROM revisions WHERE resource = ?').pluck().get(resource) as number | null) : null;
    ceilings[versionKey(table)] = Math.max(highest ?? 0, revised ?? 0, floors.get(table) ?? 0) + 1;
  }
  return ceilings;
}

/** `ceilings` with the reserve added: numbers the live site may have issued that nothing remembers. */
export const withReserve = (ceilings: Ceilings): Ceilings => Object.fromEntries(Object.entries(ceilings).map(([key, value]) => [key, value + RESTORE_RESERVE]));

/** The data generation of a database (migration 030), if it has one. */
export function generationOf(db: Db): string | undefined {
  if (!hasTable(db, 'data_generation')) return undefined;
  return (db.prepare('SELECT generation FROM data_generation WHERE id = 1').pluck().get() as string | undefined) ?? undefined;
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
      if (!hasTable(db, table)) continue;
      const shift = ceilings[versionKey(table)] ?? 0;
      if (shift === 0) continue;
      db.prepare(`UPDATE ${table} SET version = version + ?`).run(shift);
      db.prepare('UPDATE revisions SET version = version + ? WHERE resource = ?').run(shift, resource);
      db.prepare('INSERT INTO version_floors (table_name, floor) VALUES (?, ?) ON CONFLICT (table_name) DO UPDATE SET floor = excluded.floor').run(table, shift);
    }
    db.prepare('UPDATE data_generation SET generation = lower(hex(randomblob(16))), restored_at = ?, restored_from = ? WHERE id = 1').run(now.toISOString(), restoredFrom);
  })();
}
