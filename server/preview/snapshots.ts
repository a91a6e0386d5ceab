// The snapshots preview links show (decision 145), kept under the random id of their signed token
// until they expire. A snapshot is written once and never changed.
import type { PreviewResource } from '../../shared/contract/resource-addresses.ts';
import type { Db } from '../db/connection.ts';

export interface Snapshot {
  resource: PreviewResource;
  record: unknown;
}

export function createSnapshotRepository(db: Db) {
  const insert = db.prepare('INSERT INTO preview_snapshots (id, resource, record, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string], { resource: PreviewResource; record: string }>('SELECT resource, record FROM preview_snapshots WHERE id = ?');
  const purge = db.prepare('DELETE FROM preview_snapshots WHERE expires_at <= ?');
  const removeAll = db.prepare('DELETE FROM preview_snapshots');
  return {
    /** Keeps the snapshot, and drops the expired ones (the table never holds more than live links). */
    save(id: string, snapshot: Snapshot, expiresAt: number, now: number): void {
      db.transaction(() => {
        purge.run(now);
        insert.run(id, snapshot.resource, JSON.stringify(snapshot.record), expiresAt);
      })();
    },
    /** Ends every link (their tokens still verify, but name no snapshot): how many there were. */
    removeAll: (): number => removeAll.run().changes,
    find(id: string): Snapshot | undefined {
      const row = find.get(id);
      return row && { resource: row.resource, record: JSON.parse(row.record) as unknown };
    },
  };
}
