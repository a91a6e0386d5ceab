// Migration 004 (decision 102): a record's id is never given to another record, on a new database
// and on one upgraded with data in it, whose rows, constraints and indexes all survive.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productResource } from '../../shared/contract/products.ts';
import { recordTableOf } from './record-table.ts';
import type { ValuesOf } from '../records/record-service.ts';
import { openDatabase, type Db } from './connection.ts';
import { migrate } from '../migrations/migrate.ts';
import { seedDatabase } from '../seed/seed-database.ts';

const dir = mkdtempSync(join(tmpdir(), 'jacobs-ids-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MIGRATIONS = join(import.meta.dirname, '../migrations/steps');

/** A database as it was before migration 004: the earlier migrations only. */
function databaseBefore004(name: string): Db {
  const db = openDatabase(join(dir, name));
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const version = Number(file.slice(0, 3));
    if (version >= 4) continue;
    db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(version, file, new Date().toISOString());
  }
  return db;
}

/**
 * The seed's records in a database of the schema before 004: seeded as today's schema, then copied
 * over column by column (the seed writes today's columns, and later migrations add some, such as
 * 010's to the settings).
 */
function seedRecords(db: Db) {
  const seededFile = join(dir, `seeded-${db.name.split('/').pop()}`);
  const seeded = openDatabase(seededFile);
  migrate(seeded);
  seedDatabase(seeded);
  seeded.close();
  db.prepare('ATTACH DATABASE ? AS seeded').run(seededFile);
  for (const table of ['products', 'blog_posts', 'service_areas', 'core_services']) {
    const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).join(', ');
    db.exec(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM seeded.${table}`);
  }
  db.exec('DETACH DATABASE seeded');
}

/** A product as the schema before 004 takes it, in its own columns (the table helper writes today's). */
function insertBefore004(db: Db, name: string): number {
  const now = new Date().toISOString();
  const insert = db.prepare("INSERT INTO products (name, slug, price_cents, collection, created_at, updated_at) VALUES (?, ?, 1000, 'heritage', ?, ?)");
  return Number(insert.run(name, name.toLowerCase().replace(/\W+/g, '-'), now, now).lastInsertRowid);
}

const product = (name: string) => ({
  name, slug: name.toLowerCase().replace(/\W+/g, '-'), description: null, price: 10, roiMultiplier: null, roiDisclaimer: null, collection: 'heritage',
  size: null, imageUrl: null, imageAlt: null, gallery: [], fiber: null, origin: null, petSafeNotes: null, featured: false, active: true, displayOrder: 0,
});

/** The indexes of the tables migration 004 rebuilds (later migrations add tables with indexes of their own). */
const indexes = (db: Db) =>
  db
    .prepare(
      "SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' AND tbl_name IN ('products', 'blog_posts', 'service_areas', 'core_services', 'contact_messages', 'newsletter_subscribers') ORDER BY name",
    )
    .all();

describe('ids are never reused', () => {
  it('gives a new record a new id after the highest one was deleted', () => {
    const db = openDatabase(join(dir, 'new.sqlite'));
    migrate(db);
    seedDatabase(db);
    const table = recordTableOf<ValuesOf<'products'>>(db, productResource);
    const last = table.insert(product('Last Rug'));
    table.remove(last.id);
    expect(table.insert(product('Next Rug')).id).toBe(last.id + 1);
    db.close();
  });

  it('upgrades a database with data: rows, constraints and indexes kept, no earlier id handed out again', () => {
    const db = databaseBefore004('upgrade.sqlite');
    seedRecords(db);
    const kept = { id: insertBefore004(db, 'Kept Rug') };
    const deleted = { id: insertBefore004(db, 'Deleted Rug') };
    db.prepare('DELETE FROM products WHERE id = ?').run(deleted.id);
    // A create answered through an Idempotency-Key gave out an id whose row is gone since.
    db.prepare('INSERT INTO idempotency_keys VALUES (?, ?, ?, ?, ?, ?)').run('k1', 'POST', '/api/admin/products', 201, JSON.stringify({ id: deleted.id + 5 }), new Date().toISOString());
    db.prepare("INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Ann', 'ann@example.com', 'Hello', '2026-01-01T00:00:00.000Z')").run();
    // Compared in the columns each table had before: later migrations may add columns (010, say).
    const tables = ['products', 'blog_posts', 'service_areas', 'core_services', 'contact_messages'];
    const columns = Object.fromEntries(tables.map((table) => [table, (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).join(', ')]));
    const rowsOf = (table: string) => db.prepare(`SELECT ${columns[table]} FROM ${table} ORDER BY id`).all();
    const before = { rows: tables.map(rowsOf), indexes: indexes(db) };

    expect(migrate(db, 4)).toEqual([4]);
    expect(tables.map(rowsOf)).toEqual(before.rows);
    expect(indexes(db)).toEqual(before.indexes);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);

    // The table helper writes today's columns: the later migrations first (they may add some).
    migrate(db);
    const table = recordTableOf<ValuesOf<'products'>>(db, productResource);
    expect(table.findById(kept.id)).toMatchObject({ name: 'Kept Rug' });
    expect(() => table.insert({ ...product('Clash'), slug: 'kept-rug' })).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE products SET featured = 2 WHERE id = ?").run(kept.id)).toThrow(/CHECK/);
    expect(table.insert(product('After Upgrade')).id).toBe(deleted.id + 6);
    db.close();
  });
});
