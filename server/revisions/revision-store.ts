// The SQL of the revisions table (migration 012): one table for every record type, a record
// named by its resource and its id as text. Callers run these inside the save's transaction.
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { Revision, RevisionSource, RevisionSummary } from '../../shared/contract/revisions.ts';
import type { Db } from '../db/connection.ts';
import { REVISIONS_KEPT } from '../../shared/contract/revisions.ts';
import { keptSince } from './keep-rule.ts';

export interface NewRevision {
  version: number;
  source: RevisionSource;
  fields: Record<string, unknown>;
  changedFields: string[];
}

export interface RevisionStore {
  add(resource: ResourceName, recordId: string, revision: NewRevision): void;
  /** Newest first. */
  list(resource: ResourceName, recordId: string): RevisionSummary[];
  find(resource: ResourceName, recordId: string, revisionId: number): Revision | undefined;
  removeAll(resource: ResourceName, recordId: string): void;
}

const SUMMARY_COLUMNS = 'id, created_at, source, version, changed_fields';

interface Row {
  id: number;
  created_at: string;
  source: RevisionSource;
  version: number;
  changed_fields: string;
  fields?: string;
}

const toSummary = (row: Row): RevisionSummary => ({
  id: row.id,
  createdAt: row.created_at,
  source: row.source,
  version: row.version,
  changedFields: JSON.parse(row.changed_fields) as string[],
});

export function createRevisionStore(db: Db, now: () => Date): RevisionStore {
  const insert = db.prepare('INSERT INTO revisions (resource, record_id, version, source, fields, changed_fields, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const prune = db.prepare(`DELETE FROM revisions WHERE resource = ? AND record_id = ? AND created_at < ?
    AND id NOT IN (SELECT id FROM revisions WHERE resource = ? AND record_id = ? ORDER BY id DESC LIMIT ${REVISIONS_KEPT})`);
  const list = db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM revisions WHERE resource = ? AND record_id = ? ORDER BY id DESC`);
  const find = db.prepare(`SELECT ${SUMMARY_COLUMNS}, fields FROM revisions WHERE resource = ? AND record_id = ? AND id = ?`);
  const removeAll = db.prepare('DELETE FROM revisions WHERE resource = ? AND record_id = ?');

  return {
    add(resource, recordId, { version, source, fields, changedFields }) {
      const at = now();
      insert.run(resource, recordId, version, source, JSON.stringify(fields), JSON.stringify(changedFields), at.toISOString());
      prune.run(resource, recordId, keptSince(at).toISOString(), resource, recordId);
    },
    list: (resource, recordId) => (list.all(resource, recordId) as Row[]).map(toSummary),
    find(resource, recordId, revisionId) {
      const row = find.get(resource, recordId, revisionId) as Row | undefined;
      return row ? { ...toSummary(row), fields: JSON.parse(row.fields!) as Record<string, unknown> } : undefined;
    },
    removeAll(resource, recordId) {
      removeAll.run(resource, recordId);
    },
  };
}
