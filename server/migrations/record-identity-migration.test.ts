// Migration 065: every row of every numbered record table, as an older database holds them, gets
// an identity of its own, and no two rows of a table can share one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RESOURCE_NAMES } from '../../shared/contract/resource-addresses.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from './migrate.ts';
import { numberedRecordTables } from './steps/065-record-identity.ts';

const dir = mkdtempSync(join(tmpdir(), 'jacobs-identity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 065', () => {
  it('gives every existing record a distinct identity, and refuses a second record with one already given', () => {
    const db = openDatabase(join(dir, 'older.sqlite'));
    migrate(db, 64);
    const now = new Date().toISOString();
    const insert = db.prepare("INSERT INTO products (name, slug, price_cents, collection, created_at, updated_at) VALUES (?, ?, 1000, 'heritage', ?, ?)");
    for (const name of ['one', 'two', 'three']) insert.run(name, name, now, now);
    db.prepare("INSERT INTO testimonials (quote, name, place, created_at, updated_at) VALUES ('Lovely', 'Ann', 'Evanston', ?, ?)").run(now, now);

    expect(migrate(db)).toContain(65);
    // Every numbered record type's table carries an identity, those made after 065 too.
    const numberedTypes = RESOURCE_NAMES.filter((name) => RESOURCES[name].idKind === 'number').map((name) => RESOURCES[name].table);
    expect(numberedRecordTables(db).sort()).toEqual(numberedTypes.sort());
    for (const table of numberedTypes) expect(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table)).toContain('uid');
    const uids = db.prepare('SELECT uid FROM products').pluck().all() as string[];
    expect(uids).toHaveLength(3);
    for (const uid of uids) expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(uids).size).toBe(3);
    expect(db.prepare('SELECT uid FROM testimonials').pluck().get()).toMatch(/^[0-9a-f-]{36}$/);
    const ofOne = db.prepare("SELECT uid FROM products WHERE name = 'one'").pluck().get();
    expect(() => db.prepare("UPDATE products SET uid = ? WHERE name = 'two'").run(ofOne)).toThrow(/UNIQUE/);
    db.close();
  });
});
