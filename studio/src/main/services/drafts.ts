// Every edit is written to disk while the owner types, keyed "{resource}:{id}" ("new" while
// creating), so closing or crashing the studio loses nothing (decision 180): the editor sends the
// form within 250 ms of a keystroke (shared/admin/editor/drafts.tsx), and each write replaces the
// draft's file atomically (temp file, rename) without waiting for the disk (no fsync): a killed
// studio keeps every write it made, and one write costs well under the 2 ms a keystroke may take
// (bench/studio-typing.ts). Only a power cut can take the last seconds of typing. A draft keeps the
// record as its form loaded it (the base of the three-way merge when it is reopened over a newer
// server copy) and a number from the studio's own sequence: a queued change clears only drafts
// numbered before it (typed before the save), never typing done since, whatever the clock says.
import { ApiError } from '../../../../shared/api-client/http.ts';
import { recordKey } from '../../../../shared/contract/resource-addresses.ts';
import type { Draft, DraftEntry, DraftInput, RecordId, ResourceName } from '../../bridge/bridge.ts';
import type { KeyValueStore, WriteOptions } from './key-value-store.ts';
import type { Sequence } from './sequence.ts';

/** The key of a record being created, not saved yet. */
export const NEW_RECORD = 'new';

export interface Drafts {
  save(resource: ResourceName, id: RecordId, draft: DraftInput): void;
  get(resource: ResourceName, id: RecordId): Draft | null;
  discard(resource: ResourceName, id: RecordId): void;
  /** Discards the draft when the change numbered `seq` holds all of it (it was typed before that change). */
  discardCoveredBy(resource: ResourceName, id: RecordId, seq: number | undefined): void;
  /** A record created offline got its server id: its draft goes with it (unless a newer one is there already). */
  follow(resource: ResourceName, from: RecordId, to: RecordId): void;
  /** The draft of `id` becomes the draft of a new record; refused while one is being written already. */
  toNew(resource: ResourceName, id: RecordId): void;
  list(): DraftEntry[];
}

/** A keystroke's write: atomic, not fsynced. */
const TYPING: WriteOptions = { durable: false };

/** Drafts written before drafts were numbered count as older than any numbered change. */
const stored = (draft: Partial<Draft> | undefined): Draft | null => (draft ? { base: null, baseVersion: null, updatedAt: '', values: {}, ...draft, seq: draft.seq ?? 0 } : null);

function parseKey(key: string): { resource: ResourceName; id: RecordId } | null {
  const split = key.indexOf(':');
  if (split < 0) return null;
  const rawId = key.slice(split + 1);
  return { resource: key.slice(0, split) as ResourceName, id: /^-?\d+$/.test(rawId) ? Number(rawId) : rawId };
}

export function createDrafts(store: KeyValueStore, sequence: Sequence, now: () => Date = () => new Date()): Drafts {
  const get = (resource: ResourceName, id: RecordId) => stored(store.get<Draft>(recordKey(resource, id)));
  const put = (resource: ResourceName, id: RecordId, draft: Draft, options?: WriteOptions) => store.set(recordKey(resource, id), draft, options);

  return {
    save(resource, id, { values, base, baseVersion }) {
      store.transaction(() => put(resource, id, { values, base, baseVersion, seq: sequence.next(TYPING), updatedAt: now().toISOString() }, TYPING));
    },
    get,
    discard: (resource, id) => store.delete(recordKey(resource, id)),
    discardCoveredBy(resource, id, seq) {
      // A change queued before changes were numbered cannot tell what it covers: the draft stays.
      if (seq === undefined) return;
      store.transaction(() => {
        const draft = get(resource, id);
        if (draft && draft.seq <= seq) store.delete(recordKey(resource, id));
      });
    },
    follow(resource, from, to) {
      if (String(from) === String(to)) return;
      store.transaction(() => {
        const moving = get(resource, from);
        if (!moving) return;
        const there = get(resource, to);
        if (!there || there.seq < moving.seq) put(resource, to, moving);
        store.delete(recordKey(resource, from));
      });
    },
    toNew(resource, id) {
      store.transaction(() => {
        const draft = get(resource, id);
        if (!draft) throw new ApiError(404, 'This draft is no longer kept', { error: 'This draft is no longer kept' });
        if (get(resource, NEW_RECORD)) {
          const message = 'Another new record of this kind is being written: save or discard it first';
          throw new ApiError(409, message, { error: message });
        }
        // Made anew: nothing of the deleted record's version or copy applies to it.
        put(resource, NEW_RECORD, { ...draft, base: null, baseVersion: null, seq: sequence.next() });
        store.delete(recordKey(resource, id));
      });
    },
    list: () =>
      store
        .keys()
        .flatMap((key) => {
          const where = parseKey(key);
          const draft = stored(store.get<Draft>(key));
          return where && draft ? [{ ...draft, ...where }] : [];
        })
        .sort((a, b) => a.seq - b.seq),
  };
}
