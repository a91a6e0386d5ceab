// Every edit is written to disk while the owner types, keyed "{resource}:{id}", so closing or
// crashing the studio loses nothing; a draft is cleared when its change is synced or discarded.
import type { Draft, DraftEntry, RecordId, RecordValues, ResourceName } from '../../shared/bridge.ts';
import type { KeyValueStore } from './key-value-store.ts';

export const recordKey = (resource: ResourceName, id: RecordId) => `${resource}:${id}`;

export interface Drafts {
  save(resource: ResourceName, id: RecordId, values: RecordValues, baseVersion: number | null): void;
  get(resource: ResourceName, id: RecordId): Draft | null;
  discard(resource: ResourceName, id: RecordId): void;
  list(): DraftEntry[];
  /** A record created offline got its server id: its draft follows. */
  rekey(resource: ResourceName, from: RecordId, to: RecordId): void;
}

export function createDrafts(store: KeyValueStore, now: () => Date = () => new Date()): Drafts {
  return {
    save(resource, id, values, baseVersion) {
      store.set(recordKey(resource, id), { values, baseVersion, updatedAt: now().toISOString() } satisfies Draft);
    },
    get: (resource, id) => store.get<Draft>(recordKey(resource, id)) ?? null,
    discard: (resource, id) => store.delete(recordKey(resource, id)),
    list: () =>
      store.keys().flatMap((key) => {
        const draft = store.get<Draft>(key);
        const split = key.indexOf(':');
        if (!draft || split < 0) return [];
        const rawId = key.slice(split + 1);
        const id: RecordId = /^-?\d+$/.test(rawId) ? Number(rawId) : rawId;
        return [{ ...draft, resource: key.slice(0, split) as ResourceName, id }];
      }),
    rekey(resource, from, to) {
      const draft = store.get<Draft>(recordKey(resource, from));
      if (!draft) return;
      store.set(recordKey(resource, to), draft);
      store.delete(recordKey(resource, from));
    },
  };
}
