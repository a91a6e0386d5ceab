// How an editor reaches its records: the slice of the ApiClient for one resource of the resource
// table, the same for every resource whatever its id kind (numbered records are created and
// deleted too; a page and the settings are only read and updated).
import type { ApiClient, Removed, Saved, SingleClient, WriteOptions } from '../../api-client/api-client.ts';
import { SINGLE_RECORD_ID } from '../../contract/keyed-records.ts';
import { RESOURCES, type InputOf, type RecordOf, type Resources } from '../../contract/resources.ts';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import type { Revision, RevisionSummary } from '../../contract/revisions.ts';

export type RecordKey = string | number;

/** How a record of the resource is known: its number, its page slug, or the one record's id. */
export type RecordKeyOf<N extends ResourceName> = RecordKey &
  (Resources[N]['idKind'] extends 'number'
    ? number
    : Resources[N]['idKind'] extends 'pageSlug'
      ? RecordOf<N> extends { pageSlug: infer Slug } ? Slug : never
      : typeof SINGLE_RECORD_ID);

export interface RecordSource<Key extends RecordKey, Rec, Input> {
  resource: ResourceName;
  /** Query key prefix: the list is `keys`, one record `[...keys, key]`. */
  keys: readonly unknown[];
  list?(): Promise<Rec[]>;
  get(key: Key): Promise<Rec>;
  create?(input: Input, options?: WriteOptions): Promise<Saved<Rec>>;
  update(key: Key, input: Input): Promise<Saved<Rec>>;
  remove?(key: Key, version?: number): Promise<Removed>;
  keyOf(record: Rec): Key;
  /** The record's history (decision 140). */
  revisions(key: Key): Promise<RevisionSummary[]>;
  revision(key: Key, revisionId: number): Promise<Revision>;
  restore(key: Key, revision: Revision, version: number | undefined): Promise<Saved<Rec>>;
}

export type SourceOf<N extends ResourceName> = RecordSource<RecordKeyOf<N>, RecordOf<N>, InputOf<N>>;

export function recordSource<N extends ResourceName>(client: ApiClient, name: N): SourceOf<N> {
  const { idKind } = RESOURCES[name];
  const keys = ['admin', name] as const;
  if (idKind === 'single') {
    const single = client[name] as unknown as SingleClient<RecordOf<N>, InputOf<N>>;
    return {
      resource: name,
      keys,
      get: () => single.get(),
      update: (_key, input) => single.update(input),
      keyOf: () => SINGLE_RECORD_ID as RecordKeyOf<N>,
      revisions: () => single.revisions(),
      revision: (_key, revisionId) => single.revision(revisionId),
      restore: (_key, revision, version) => single.restore(revision, version),
    };
  }
  const records = client[name] as unknown as Omit<SourceOf<N>, 'resource' | 'keys' | 'keyOf'>;
  const keyOf = (record: RecordOf<N>) => (record as Record<string, unknown>)[idKind === 'number' ? 'id' : 'pageSlug'] as RecordKeyOf<N>;
  return {
    resource: name,
    keys,
    list: () => records.list!(),
    get: (key) => records.get(key),
    update: (key, input) => records.update(key, input),
    revisions: (key) => records.revisions(key),
    revision: (key, revisionId) => records.revision(key, revisionId),
    restore: (key, revision, version) => records.restore(key, revision, version),
    ...(idKind === 'number' && { create: (input, options) => records.create!(input, options), remove: (key, version) => records.remove!(key, version) }),
    keyOf,
  };
}
