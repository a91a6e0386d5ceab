// The SQL of the revisions table (migrations 012 and 020): one table for every record type, a
// record named by its resource and its id as text, its fields stored compressed. Callers run these
// inside the save's transaction.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { Revision, RevisionSource, RevisionSummary } from '../../shared/contract/revisions.ts';
import type { Db } from '../db/connection.ts';
import { beyondSizeBound, keptSince } from './keep-rule.ts';

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
  encoding?: 'json' | 'deflate';
  fields?: Buffer;
}

/**
 * A record's fields as stored: its JSON, deflated (a post's text takes about half its size, often
 * less). Done in the save's transaction, on the main thread: a 200 KB post takes a few milliseconds.
 */
export const packFields = (fields: Record<string, unknown>): Buffer => deflateRawSync(JSON.stringify(fields));
/** Rows kept before migration 020 hold their JSON as it was. */
export const unpackFields = (encoding: 'json' | 'deflate', stored: Buffer): Record<string, unknown> =>
  JSON.parse((encoding === 'deflate' ? inflateRawSync(stored) : stored).toString('utf8')) as Record<string, unknown>;

const toSummary = (row: Row): RevisionSummary => ({
  id: row.id,
  createdAt: row.created_at,
  source: row.source,
  version: row.version,
  changedFields: JSON.parse(row.changed_fields) as string[],
});

export function createRevisionStore(db: Db, now: () => Date): RevisionStore {
  const insert = db.prepare("INSERT INTO revisions (resource, record_id, version, source, encoding, fields, changed_fields, created_at) VALUES (?, ?, ?, ?, 'deflate', ?, ?, ?)");
  const sizes = db.prepare<[string, string], { id: number; createdAt: string; bytes: number }>(
    'SELECT id, created_at AS createdAt, length(fields) AS bytes FROM revisions WHERE resource = ? AND record_id = ? ORDER BY id DESC',
  );
  const remove = db.prepare('DELETE FROM revisions WHERE id = ?');
  const list = db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM revisions WHERE resource = ? AND record_id = ? ORDER BY id DESC`);
  const find = db.prepare(`SELECT ${SUMMARY_COLUMNS}, encoding, fields FROM revisions WHERE resource = ? AND record_id = ? AND id = ?`);
  const removeAll = db.prepare('DELETE FROM revisions WHERE resource = ? AND record_id = ?');

  return {
    add(resource, recordId, { version, source, fields, changedFields }) {
      const at = now();
      insert.run(resource, recordId, version, source, packFields(fields), JSON.stringify(changedFields), at.toISOString());
      for (const id of beyondSizeBound(sizes.all(resource, recordId), keptSince(at).toISOString())) remove.run(id);
    },
    list: (resource, recordId) => (list.all(resource, recordId) as Row[]).map(toSummary),
    find(resource, recordId, revisionId) {
      const row = find.get(resource, recordId, revisionId) as Row | undefined;
      return row ? { ...toSummary(row), fields: unpackFields(row.encoding!, row.fields!) } : undefined;
    },
    removeAll(resource, recordId) {
      removeAll.run(resource, recordId);
    },
  };
}
