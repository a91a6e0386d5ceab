import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connection.ts';
import * as pageSections from './steps/050-page-sections.ts';
import * as recordIdentity from './steps/065-record-identity.ts';
import * as bookButtons from './steps/075-book-buttons.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'steps');
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** Migrations that need code rather than SQL (reshaping JSON), by number, beside the .sql files. */
const CODE_MIGRATIONS: Record<number, { name: string; up(db: Db): void }> = {
  50: { name: '050-page-sections.ts', up: pageSections.up },
  65: { name: '065-record-identity.ts', up: recordIdentity.up },
  75: { name: '075-book-buttons.ts', up: bookButtons.up },
};

/**
 * Applies every numbered migration (a .sql file, or one of CODE_MIGRATIONS) not yet recorded in
 * schema_migrations (up to `through`), each in its own transaction, in number order. Returns the
 * numbers applied in this run.
 */
export function migrate(db: Db, through = Number.POSITIVE_INFINITY): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const steps = new Map<number, { name: string; up(): void }>();
  for (const file of readdirSync(MIGRATIONS_DIR)) {
    const match = MIGRATION_FILE.exec(file);
    if (match) steps.set(Number(match[1]), { name: file, up: () => db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8')) });
  }
  for (const [version, { name, up }] of Object.entries(CODE_MIGRATIONS)) steps.set(Number(version), { name, up: () => up(db) });
  const ran: number[] = [];
  for (const version of [...steps.keys()].sort((a, b) => a - b)) {
    if (applied.has(version) || version > through) continue;
    const step = steps.get(version)!;
    db.transaction(() => {
      step.up();
      record.run(version, step.name, new Date().toISOString());
    })();
    ran.push(version);
  }
  return ran;
}
