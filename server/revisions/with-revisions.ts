// Revisions written once over the resource table (decision 140): a resource's admin records,
// wrapped so that every successful update stores the state it replaced, in the same SQLite
// transaction as the save (both land or neither), and a delete takes the record's history with it.
// A record's revisions are kept under its key (shared/contract/keyed-records.ts).
import type { RecordKey } from '../../shared/contract/keyed-records.ts';
import type { AnyResource } from '../../shared/contract/resources.ts';
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { Revision, RevisionSource, RevisionSummary } from '../../shared/contract/revisions.ts';
import { isSaved } from '../../shared/contract/versions.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AdminRecords } from '../records/admin-routes.ts';
import type { RevisionStore } from './revision-store.ts';

type Fields = Record<string, unknown>;

export interface RecordHistory {
  /** The record (NotFoundError for an unknown one). */
  get(key: RecordKey): unknown;
  list(key: RecordKey): RevisionSummary[];
  /** One revision of the record; NotFoundError when the record has none of that id. */
  find(key: RecordKey, revisionId: number): Revision;
  /** Saves `fields` as the record's next version, through the versioned update (and so stores a revision too). */
  save(key: RecordKey, fields: never, expectedVersion: number | undefined, source: RevisionSource): unknown;
}

export interface RevisionDeps {
  db: Db;
  store: RevisionStore;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function withRevisions(resource: AnyResource, records: AdminRecords, { db, store }: RevisionDeps): { records: AdminRecords; history: RecordHistory } {
  const name = resource.name as ResourceName;
  const fieldNames = Object.keys(resource.fields);
  const recordId = (key: RecordKey) => String(key);

  /** The record's update, with the state it replaced stored beside it. */
  const update: RecordHistory['save'] = (key, input, expected, source = 'web') =>
    db
      .transaction(() => {
        const previous = records.get(key) as Fields & { version: number };
        const saved = records.update(key, input, expected) as Fields;
        if (isSaved(previous.version)) {
          store.add(name, recordId(key), {
            version: previous.version,
            source,
            fields: Object.fromEntries(fieldNames.map((field) => [field, previous[field] ?? null])),
            changedFields: fieldNames.filter((field) => !sameValue(previous[field], saved[field])),
          });
        }
        return saved;
      })
      .immediate();
  const { remove } = records;

  return {
    records: {
      ...records,
      update: (key, input, expected, source) => update(key, input, expected, source ?? 'web'),
      ...(remove && {
        remove: (key: RecordKey, expected?: number) =>
          db.transaction(() => {
            remove(key, expected);
            store.removeAll(name, recordId(key));
          })(),
      }),
    },
    history: {
      get: (key) => records.get(key),
      list: (key) => store.list(name, recordId(key)),
      find(key, revisionId) {
        const found = store.find(name, recordId(key), revisionId);
        if (!found) throw new NotFoundError();
        return found;
      },
      save: update,
    },
  };
}
