// Revisions written once over the resource table (decision 140): a resource's admin records,
// wrapped so that every successful update stores the state it replaced, in the same SQLite
// transaction as the save (both land or neither), and a delete takes the record's history with it.
import { SINGLE_RECORD_ID } from '../../shared/contract/resource-definition.ts';
import type { AnyResource } from '../../shared/contract/resources.ts';
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { Revision, RevisionSource, RevisionSummary } from '../../shared/contract/revisions.ts';
import { isSaved } from '../../shared/contract/versions.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AdminRecords, CollectionRecords, KeyedRecords, SingleRecord } from '../records/admin-routes.ts';
import type { RevisionStore } from './revision-store.ts';

/** A record's key in the admin API: its number, its page slug, or none for the one record there is. */
export type RecordKey = number | string | undefined;

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
  const recordId = (key: RecordKey) => (resource.idKind === 'single' ? SINGLE_RECORD_ID : String(key));

  /** The record's update, with the state it replaced stored beside it; `before` reads that state. */
  function saving(key: RecordKey, before: () => unknown, write: () => unknown, source: RevisionSource = 'web') {
    return db
      .transaction(() => {
        const previous = before() as Fields & { version: number };
        const saved = write() as Fields;
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
  }

  let wrapped: AdminRecords;
  let get: (key: RecordKey) => unknown;
  let update: RecordHistory['save'];
  if (resource.idKind === 'single') {
    const single = records as SingleRecord;
    get = () => single.get();
    update = (_key, input, expected, source) => saving(undefined, single.get, () => single.update(input, expected), source);
    wrapped = { get: single.get, update: (input, expected, source) => update(undefined, input, expected, source as RevisionSource) } satisfies SingleRecord;
  } else if (resource.idKind === 'pageSlug') {
    const keyed = records as KeyedRecords;
    get = (key) => keyed.get(String(key));
    update = (key, input, expected, source) => saving(key, () => keyed.get(String(key)), () => keyed.update(String(key), input, expected), source);
    wrapped = { list: keyed.list, get: keyed.get, update: (key, input, expected, source) => update(key, input, expected, source as RevisionSource) } satisfies KeyedRecords;
  } else {
    const collection = records as CollectionRecords;
    get = (key) => collection.get(Number(key));
    update = (key, input, expected, source) => saving(key, () => collection.get(Number(key)), () => collection.update(Number(key), input, expected), source);
    wrapped = {
      list: collection.list,
      get: collection.get,
      create: collection.create,
      update: (id, input, expected, source) => update(id, input, expected, source as RevisionSource),
      remove: (id, expected) =>
        db.transaction(() => {
          collection.remove(id, expected);
          store.removeAll(name, recordId(id));
        })(),
    } satisfies CollectionRecords;
  }

  return {
    records: wrapped,
    history: {
      get,
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
