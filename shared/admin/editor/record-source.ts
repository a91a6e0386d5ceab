// How an editor reaches its records: the ApiClient's record client of one resource of the resource
// table, the same for every resource (shared/contract/keyed-records.ts: a record is read, updated
// and restored by its key; listed, created, deleted and previewed where the resource has those
// calls), with the query keys it is cached under and how a record names its key.
import type { ApiClient, RecordCalls } from '../../api-client/api-client.ts';
import { keyOfRecord, type KeyOf, type RecordCall, type RecordKey } from '../../contract/keyed-records.ts';
import { RESOURCES, type InputOf, type RecordOf, type Resources } from '../../contract/resources.ts';
import type { ResourceName } from '../../contract/resource-addresses.ts';

export type { RecordKey };

/** How a record of the resource is known: its number, its page slug, or the one record's key. */
export type RecordKeyOf<N extends ResourceName> = KeyOf<Resources[N]>;

export type RecordSource<Key extends RecordKey, Rec, Input> = Pick<RecordCalls<Rec, Input, Key>, RecordCall> &
  Partial<Omit<RecordCalls<Rec, Input, Key>, RecordCall>> & {
    resource: ResourceName;
    /** Query key prefix: the list is `keys`, one record `[...keys, key]`. */
    keys: readonly unknown[];
    keyOf(record: Rec): Key;
  };

export type SourceOf<N extends ResourceName> = RecordSource<RecordKeyOf<N>, RecordOf<N>, InputOf<N>>;

export function recordSource<N extends ResourceName>(client: ApiClient, name: N): SourceOf<N> {
  const records = client[name] as unknown as Omit<SourceOf<N>, 'resource' | 'keys' | 'keyOf'>;
  return { ...records, resource: name, keys: ['admin', name] as const, keyOf: (record) => keyOfRecord(RESOURCES[name], record as object) as RecordKeyOf<N> };
}
