// The SQL of a versioned table holding one row per fixed key: the six pages (by slug) and the
// settings (one row, id 1). Its columns come from the resource's fields like record-table.ts;
// the conditional writes check the version and write in one statement, so no other save (from
// this process or another on the same file) can land between the check and the write.
import type { Fields } from '../../shared/contract/resource-fields.ts';
import { NEVER_SAVED } from '../../shared/contract/versions.ts';
import type { Db } from './connection.ts';
import { columnsOf, fromColumnValue, toColumnValue } from './record-table.ts';

export type KeyedRecord<Values> = Values & { version: number; updatedAt: string };

export interface KeyedTable<Key extends string | number, Values, Rec extends KeyedRecord<Values> = KeyedRecord<Values>> {
  find(key: Key): Rec | undefined;
  /** Creates the row (version 1, or above a restore's floor) or overwrites it (version + 1). */
  save(key: Key, values: Values): Rec;
  /** Saves only if the row is still at `version` (NEVER_SAVED: missing, so this creates it at 1); undefined when it is not. */
  saveIfAt(key: Key, values: Values, version: number): Rec | undefined;
  /** For the seed: true when the row was missing and is now created. */
  createIfMissing(key: Key, values: Values): boolean;
}

/** `key.field`, when given, is the record field holding the key (a page's pageSlug). */
export function createKeyedTable<Key extends string | number, Values extends object, Rec extends KeyedRecord<Values> = KeyedRecord<Values>>(
  db: Db,
  table: string,
  key: { column: string; field?: string },
  fields: Fields,
): KeyedTable<Key, Values, Rec> {
  const columns = columnsOf(fields);
  const names = columns.map((column) => column.name);
  const insertColumns = [key.column, ...names, 'version', 'created_at', 'updated_at'].join(', ');
  const insertValues = [key.column, ...names].map(() => '?').join(', ');
  // A row first saved after a restore starts above every version issued for its key before it
  // (version_floors, decision 102); otherwise at 1.
  const firstVersion = `1 + COALESCE((SELECT floor FROM version_floors WHERE table_name = '${table}'), 0)`;
  const insert = `INSERT INTO ${table} (${insertColumns}) VALUES (${insertValues}, ${firstVersion}, ?, ?)`;
  const find = db.prepare(`SELECT ${[key.column, ...names, 'version', 'updated_at'].join(', ')} FROM ${table} WHERE ${key.column} = ?`);
  const upsert = db.prepare(`${insert}
    ON CONFLICT (${key.column}) DO UPDATE SET ${names.map((name) => `${name} = excluded.${name}`).join(', ')},
      version = version + 1, updated_at = excluded.updated_at`);
  const insertIfMissing = db.prepare(`${insert} ON CONFLICT (${key.column}) DO NOTHING`);
  const updateAt = db.prepare(
    `UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')}, version = version + 1, updated_at = ? WHERE ${key.column} = ? AND version = ?`,
  );

  const columnValues = (values: Values) => columns.map((column) => toColumnValue(column.kind, (values as Record<string, unknown>)[column.field]));
  const now = () => new Date().toISOString();

  const findRecord = (id: Key): Rec | undefined => {
    const row = find.get(id) as Record<string, unknown> | undefined;
    if (!row) return undefined;
    const record: Record<string, unknown> = key.field ? { [key.field]: row[key.column] } : {};
    for (const column of columns) record[column.field] = fromColumnValue(column.kind, row[column.name]);
    return { ...record, version: row.version, updatedAt: row.updated_at } as Rec;
  };
  const inserting = (id: Key, values: Values) => {
    const at = now();
    return [id, ...columnValues(values), at, at];
  };

  return {
    find: findRecord,
    save(id, values) {
      upsert.run(...inserting(id, values));
      return findRecord(id)!;
    },
    saveIfAt(id, values, version) {
      const write = version === NEVER_SAVED ? insertIfMissing.run(...inserting(id, values)) : updateAt.run(...columnValues(values), now(), id, version);
      return write.changes === 1 ? findRecord(id) : undefined;
    },
    createIfMissing: (id, values) => insertIfMissing.run(...inserting(id, values)).changes === 1,
  };
}
