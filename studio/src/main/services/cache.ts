// The records last fetched from the server, so the admin screens can read them offline. One key
// per record and, per list, the ids in the server's order: storing a fresh copy writes only the
// records that changed (a list screen refreshing during a sync writes nothing new), and a record
// synced by the outbox rewrites that record alone, never the whole list.
import type { MediaItem } from '../../../../shared/contract/media.ts';
import type { RecordId, ResourceName } from '../../bridge/bridge.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { sameJson } from '../../../../shared/domain/three-way-merge.ts';
import { recordIdOf, type ServerRecord } from './resources.ts';

export interface Cache {
  getList(resource: ResourceName): ServerRecord[] | null;
  /** The ids of the list as last fetched (null when it never was): cheap, no record is read. */
  listedIds(resource: ResourceName): readonly RecordId[] | null;
  /** Stores a fresh list: only what changed is written. */
  setList(resource: ResourceName, records: ServerRecord[]): void;
  getRecord(resource: ResourceName, id: RecordId): ServerRecord | null;
  /** Stores a fresh server copy (and lists it, if its list is cached). */
  putRecord(resource: ResourceName, record: ServerRecord): void;
  removeRecord(resource: ResourceName, id: RecordId): void;
  getMediaList(): MediaItem[] | null;
  setMediaList(items: MediaItem[]): void;
  /** A new upload joins the cached media list (first, as the server lists newest first). */
  putMedia(item: MediaItem): void;
  removeMedia(id: string): void;
  /** The last answer of another admin read (the dashboard's figures, the inbox), by its call and request; null when none was kept. */
  getAnswer(call: string): unknown;
  setAnswer(call: string, answer: unknown): void;
  clear(): void;
}

const idsKey = (resource: ResourceName) => `ids:${resource}`;
const recordKey = (resource: ResourceName, id: RecordId) => `record:${resource}:${id}`;
const MEDIA_LIST = 'list:media';
const answerKey = (call: string) => `answer:${call}`;
// A cache lost to a power cut is fetched again: no write of it needs to wait for the disk.
const LOOSE = { durable: false };

export function createCache(store: KeyValueStore): Cache {
  const ids = (resource: ResourceName) => store.get<RecordId[]>(idsKey(resource)) ?? null;
  const getRecord = (resource: ResourceName, id: RecordId) => store.get<ServerRecord>(recordKey(resource, id)) ?? null;

  /** Writes a record only when it differs from the cached copy. */
  function keep(resource: ResourceName, record: ServerRecord) {
    const key = recordKey(resource, recordIdOf(resource, record));
    if (!sameJson(store.get(key), record)) store.set(key, record, LOOSE);
  }

  return {
    listedIds: ids,
    getList(resource) {
      const listed = ids(resource);
      return listed ? listed.flatMap((id) => getRecord(resource, id) ?? []) : null;
    },
    setList(resource, records) {
      store.transaction(() => {
        const fresh = records.map((record) => recordIdOf(resource, record));
        const before = ids(resource) ?? [];
        for (const record of records) keep(resource, record);
        const listed = new Set(fresh.map(String));
        for (const id of before) if (!listed.has(String(id))) store.delete(recordKey(resource, id), LOOSE);
        if (!sameJson(before, fresh) || ids(resource) === null) store.set(idsKey(resource), fresh, LOOSE);
      });
    },
    getRecord,
    putRecord(resource, record) {
      store.transaction(() => {
        keep(resource, record);
        const listed = ids(resource);
        const id = recordIdOf(resource, record);
        if (listed && !listed.some((known) => String(known) === String(id))) store.set(idsKey(resource), [...listed, id], LOOSE);
      });
    },
    removeRecord(resource, id) {
      store.transaction(() => {
        store.delete(recordKey(resource, id), LOOSE);
        const listed = ids(resource);
        if (listed?.some((known) => String(known) === String(id))) store.set(idsKey(resource), listed.filter((known) => String(known) !== String(id)), LOOSE);
      });
    },
    getMediaList: () => store.get<MediaItem[]>(MEDIA_LIST) ?? null,
    setMediaList: (items) => {
      if (!sameJson(store.get(MEDIA_LIST), items)) store.set(MEDIA_LIST, items, LOOSE);
    },
    putMedia(item) {
      const list = store.get<MediaItem[]>(MEDIA_LIST);
      if (list) store.set(MEDIA_LIST, [item, ...list.filter((entry) => entry.id !== item.id)], LOOSE);
    },
    removeMedia(id) {
      const list = store.get<MediaItem[]>(MEDIA_LIST);
      if (list) store.set(MEDIA_LIST, list.filter((entry) => entry.id !== id), LOOSE);
    },
    getAnswer: (call) => store.get(answerKey(call)) ?? null,
    setAnswer(call, answer) {
      if (!sameJson(store.get(answerKey(call)), answer)) store.set(answerKey(call), answer, LOOSE);
    },
    clear() {
      store.transaction(() => {
        for (const key of store.keys()) store.delete(key);
      });
    },
  };
}
