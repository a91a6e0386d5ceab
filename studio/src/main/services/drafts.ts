// Every edit is written to disk while the owner types, keyed "{resource}:{id}", so closing or
// crashing the studio loses nothing; a draft is cleared when its change is saved or discarded,
// and a sync clears only drafts older than the change it sent (never typing done since).
import { recordKey } from '../../../../shared/contract/resource-addresses.ts';
import type { Draft, DraftEntry, RecordId, RecordValues, ResourceName } from '../../bridge/bridge.ts';
import type { KeyValueStore } from './key-value-store.ts';

export interface Drafts {
  save(resource: ResourceName, id: RecordId, values: RecordValues, baseVersion: number | null): void;
  get(resource: ResourceName, id: RecordId): Draft | null;
  discard(resource: ResourceName, id: RecordId): void;
  /** Discards the draft only if it was last written no later than `changedAt` (ISO time). */
  discardUpTo(resource: ResourceName, id: RecordId, changedAt: string): void;
  list(): DraftEntry[];
}

export function createDrafts(store: KeyValueStore, now: () => Date = () => new Date()): Drafts {
  const get = (resource: ResourceName, id: RecordId) => store.get<Draft>(recordKey(resource, id)) ?? null;
  return {
    save(resource, id, values, baseVersion) {
      store.set(recordKey(resource, id), { values, baseVersion, updatedAt: now().toISOString() } satisfies Draft);
    },
    get,
    discard: (resource, id) => store.delete(recordKey(resource, id)),
    discardUpTo(resource, id, changedAt) {
      store.transaction(() => {
        const draft = get(resource, id);
        if (draft && draft.updatedAt <= changedAt) store.delete(recordKey(resource, id));
      });
    },
    list: () =>
      store.keys().flatMap((key) => {
        const draft = store.get<Draft>(key);
        const split = key.indexOf(':');
        if (!draft || split < 0) return [];
        const rawId = key.slice(split + 1);
        const id: RecordId = /^-?\d+$/.test(rawId) ? Number(rawId) : rawId;
        return [{ ...draft, resource: key.slice(0, split) as ResourceName, id }];
      }),
  };
}
