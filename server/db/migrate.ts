import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './connection.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * Applies every numbered migration not yet recorded in schema_migrations (up to `through`), each
 * in its own transaction, in number order. Returns the numbers applied in this run.
 */
export function migrate(db: Db, through = Number.POSITIVE_INFINITY): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    const version = Number(match[1]);
    if (applied.has(version) || version > through) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(version, file, new Date().toISOString());
    })();
    ran.push(version);
  }
  return ran;
}
