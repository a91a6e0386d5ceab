// Statements whose text a query puts together from its parts (a list's WHERE, ORDER BY and page),
// prepared once per database and text rather than at every call: SQLite parses and plans the text
// each time it is prepared, most of a small read's cost (a page of 20 rows: 31 us prepared at each
// call, 12 us kept). The texts come from code, never from input, so they are few; the bound is a
// safeguard.
import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.ts';

const KEPT_PER_DATABASE = 500;
const kept = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement of `sql` on `db`; `pluck` answers a row's first column alone (better-sqlite3's pluck()). */
export function statementOf(db: Db, sql: string, { pluck = false }: { pluck?: boolean } = {}): Statement {
  let statements = kept.get(db);
  if (!statements) {
    statements = new Map();
    kept.set(db, statements);
  }
  const key = pluck ? `pluck ${sql}` : sql;
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= KEPT_PER_DATABASE) statements.clear();
    statement = db.prepare(sql).pluck(pluck);
    statements.set(key, statement);
  }
  return statement;
}
