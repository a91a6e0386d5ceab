// Row <-> record mapping and the SQL every versioned table shares (products, blog posts, service
// areas, core services, testimonials). Table and column names come only from the resource table's field lists
// (shared/contract/resources.ts), never from a request, so building the SQL from them is safe.
// Every record is given an identity when it is made, a random UUID in `uid` beside its number, that
// no other record ever has (migration 065; a new record type's table has `uid TEXT NOT NULL UNIQUE`).
import { randomUUID } from 'node:crypto';
import { VALUE_TYPES, type Fields, type ValueType } from '../../shared/contract/resource-fields.ts';
import type { Db } from './connection.ts';
import { statementOf } from './statements.ts';

/** How a record field is stored: cents are integer money, bool is 0/1, json is JSON text. */
export type ColumnKind = 'text' | 'int' | 'real' | 'bool' | 'json' | 'cents';

const COLUMN_KINDS: Record<ValueType, ColumnKind> = { text: 'text', integer: 'int', decimal: 'real', money: 'cents', boolean: 'bool', textList: 'json', imageList: 'json', json: 'json', items: 'json' };

export interface RecordMeta {
  id: number;
  /** The record's identity: its number may come to name another record after a restore, this never. */
  uid: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export type StoredRecord<Values> = Values & RecordMeta;

/** Values to write: a field that may be null may also be left out (stored as NULL), as a new optional column is. */
export type Writable<Values> = Values | OptionalNulls<Values>;
type OptionalNulls<Values> = { [K in keyof Values as null extends Values[K] ? never : K]: Values[K] } & {
  [K in keyof Values as null extends Values[K] ? K : never]?: Values[K];
};

export interface RecordTable<Values> {
  /** Rows matching a fixed SQL condition, in a fixed SQL order; `limit`/`offset` take one page of them. */
  select(options?: { where?: string; orderBy?: string; params?: unknown[]; limit?: number; offset?: number }): StoredRecord<Values>[];
  /** How many rows match a fixed SQL condition (all of them without one): the total of a page `select` cut. */
  count(options?: { where?: string; params?: unknown[] }): number;
  findById(id: number): StoredRecord<Values> | undefined;
  /** The record with this slug (always undefined for a record type without one). */
  findBySlug(slug: string): StoredRecord<Values> | undefined;
  insert(values: Writable<Values>): StoredRecord<Values>;
  /** Writes the values and bumps the version by one. */
  update(id: number, values: Writable<Values>): StoredRecord<Values>;
  remove(id: number): void;
}

/** A field's or key's column name: snake case. */
export const toSnakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A field's column: its name in snake case (money gets `_cents`), and how its value is kept there. */
export interface Column {
  field: string;
  name: string;
  kind: ColumnKind;
}

export function columnsOf(fields: Fields): Column[] {
  return Object.entries(fields).map(([field, { kind }]) => {
    const columnKind = COLUMN_KINDS[VALUE_TYPES[kind]];
    return { field, name: toSnakeCase(field) + (columnKind === 'cents' ? '_cents' : ''), kind: columnKind };
  });
}

export function toColumnValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'bool':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    case 'cents':
      return Math.round((value as number) * 100);
    default:
      return value;
  }
}

export function fromColumnValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'bool':
      return value === 1;
    case 'json':
      return JSON.parse(value as string);
    case 'cents':
      return (value as number) / 100;
    default:
      return value;
  }
}

/** A numbered, versioned table whose columns are the resource's fields. */
export function createRecordTable<Values extends object>(db: Db, table: string, fields: Fields): RecordTable<Values> {
  const columnList = columnsOf(fields);
  const columns = columnList.map((column) => column.name);
  const selectList = ['id', 'uid', 'version', 'created_at', 'updated_at', ...columns].join(', ');

  const fromRow = (row: Record<string, unknown>): StoredRecord<Values> => {
    const record: Record<string, unknown> = {
      id: row.id,
      uid: row.uid,
      version: row.version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    for (const column of columnList) record[column.field] = fromColumnValue(column.kind, row[column.name]);
    return record as StoredRecord<Values>;
  };
  const toParams = (values: Writable<Values>) => columnList.map((column) => toColumnValue(column.kind, (values as Record<string, unknown>)[column.field]));

  const byId = db.prepare(`SELECT ${selectList} FROM ${table} WHERE id = ?`);
  const bySlug = 'slug' in fields ? db.prepare(`SELECT ${selectList} FROM ${table} WHERE slug = ?`) : null;
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}, uid, version, created_at, updated_at) VALUES (${columns.map(() => '?').join(', ')}, ?, 1, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE ${table} SET ${columns.map((column) => `${column} = ?`).join(', ')}, version = version + 1, updated_at = ? WHERE id = ?`,
  );
  const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);

  const findById = (id: number) => {
    const row = byId.get(id) as Record<string, unknown> | undefined;
    return row ? fromRow(row) : undefined;
  };

  return {
    select({ where, orderBy, params = [], limit, offset = 0 } = {}) {
      const page = limit === undefined ? '' : ' LIMIT ? OFFSET ?';
      const sql = `SELECT ${selectList} FROM ${table}${where ? ` WHERE ${where}` : ''}${orderBy ? ` ORDER BY ${orderBy}` : ''}${page}`;
      const values = limit === undefined ? params : [...params, limit, offset];
      return (statementOf(db, sql).all(...values) as Record<string, unknown>[]).map(fromRow);
    },
    count({ where, params = [] } = {}) {
      return (statementOf(db, `SELECT COUNT(*) AS count FROM ${table}${where ? ` WHERE ${where}` : ''}`).get(...params) as { count: number }).count;
    },
    findById,
    findBySlug(slug) {
      const row = bySlug?.get(slug) as Record<string, unknown> | undefined;
      return row ? fromRow(row) : undefined;
    },
    insert(values) {
      const now = new Date().toISOString();
      const { lastInsertRowid } = insert.run(...toParams(values), randomUUID(), now, now);
      return findById(Number(lastInsertRowid))!;
    },
    update(id, values) {
      update.run(...toParams(values), new Date().toISOString(), id);
      return findById(id)!;
    },
    remove(id) {
      remove.run(id);
    },
  };
}

/** What the record table of a definition needs: its table, its fields and its order. */
interface TableDefinition {
  table: string;
  fields: Fields;
  order?: readonly string[];
}

/** The table of a record type, from its definition (shared/contract/resource-definition.ts). */
export function recordTableOf<Values extends object>(db: Db, definition: TableDefinition): RecordTable<Values> {
  return createRecordTable<Values>(db, definition.table, definition.fields);
}

/**
 * The SQL order of a definition's `order`: each field ascending, a choice by its options' order,
 * text as the owner reads it (case aside), then by id. Column names and option values come from
 * the contract, never from a request.
 */
export function orderSql({ fields, order = [] }: TableDefinition): string {
  const columns = new Map(columnsOf(fields).map((column) => [column.field, column]));
  const terms = order.map((name) => {
    const column = columns.get(name);
    const field = fields[name];
    if (!column || !field) throw new Error(`No field ${name} to order by`);
    if (field.kind === 'choice' && field.options) {
      const cases = field.options.map((option, index) => `WHEN '${option.value.replaceAll("'", "''")}' THEN ${index}`).join(' ');
      return `CASE ${column.name} ${cases} ELSE ${field.options.length} END`;
    }
    return column.kind === 'text' ? `${column.name} COLLATE NOCASE` : column.name;
  });
  return [...terms, 'id'].join(', ');
}

/** The SQL condition that every flag named is set (`active = 1`); undefined for none. */
export function flagsWhere(fields: Fields, flags: readonly string[] = []): string | undefined {
  const columns = new Map(columnsOf(fields).map((column) => [column.field, column]));
  const terms = flags.map((name) => {
    const column = columns.get(name);
    if (column?.kind !== 'bool') throw new Error(`${name} is no flag`);
    return `${column.name} = 1`;
  });
  return terms.length > 0 ? terms.join(' AND ') : undefined;
}
