// Every numbered record gets an identity beside its number: a random UUID in `uid`, given once when
// the record is made (server/db/record-table.ts) and never changed, restores included. A number can
// come to name another record after a restore from a backup made before that number was first
// given; the identity cannot, so a write stating the identity it was made for lands on that record
// or on none (shared/contract/record-identity.ts). The tables are found as record-table.ts knows
// them, not listed: every table numbered by AUTOINCREMENT whose rows carry the version and times
// record-table.ts reads beside the fields (the revisions, a version with no record time, are history).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.ts';

const RECORD_COLUMNS = ['version', 'created_at', 'updated_at'];

export const numberedRecordTables = (db: Db): string[] =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'").pluck().all() as string[]).filter((table) => {
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[];
    return RECORD_COLUMNS.every((column) => columns.includes(column));
  });

export function up(db: Db) {
  for (const table of numberedRecordTables(db)) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN uid TEXT`);
    const give = db.prepare(`UPDATE ${table} SET uid = ? WHERE id = ?`);
    for (const id of db.prepare(`SELECT id FROM ${table}`).pluck().all() as number[]) give.run(randomUUID(), id);
    db.exec(`CREATE UNIQUE INDEX ${table}_uid ON ${table} (uid)`);
  }
}
