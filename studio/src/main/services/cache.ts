// The lists and records last fetched from the server, so the admin screens can read them offline.
import type { MediaItem } from '../../../../shared/contract/media.ts';
import type { RecordId, ResourceName } from '../../shared/bridge.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { recordIdOf, type ServerRecord } from './resources.ts';

export interface Cache {
  getList(resource: ResourceName): ServerRecord[] | null;
  setList(resource: ResourceName, records: ServerRecord[]): void;
  getRecord(resource: ResourceName, id: RecordId): ServerRecord | null;
  /** Stores a fresh server copy, in the record slot and in the cached list. */
  putRecord(resource: ResourceName, record: ServerRecord): void;
  removeRecord(resource: ResourceName, id: RecordId): void;
  getMediaList(): MediaItem[] | null;
  setMediaList(items: MediaItem[]): void;
  /** A new upload joins the cached media list (first, as the server lists newest first). */
  putMedia(item: MediaItem): void;
  removeMedia(id: string): void;
  clear(): void;
}

const listKey = (resource: ResourceName) => `list:${resource}`;
const recordKey = (resource: ResourceName, id: RecordId) => `record:${resource}:${id}`;
const MEDIA_LIST = 'list:media';

export function createCache(store: KeyValueStore): Cache {
  const getList = (resource: ResourceName) => store.get<ServerRecord[]>(listKey(resource)) ?? null;
  return {
    getList,
    setList: (resource, records) => store.set(listKey(resource), records),
    getRecord(resource, id) {
      const record = store.get<ServerRecord>(recordKey(resource, id));
      if (record) return record;
      return getList(resource)?.find((item) => String(recordIdOf(resource, item)) === String(id)) ?? null;
    },
    putRecord(resource, record) {
      const id = recordIdOf(resource, record);
      store.set(recordKey(resource, id), record);
      const list = getList(resource);
      if (!list) return;
      const index = list.findIndex((item) => String(recordIdOf(resource, item)) === String(id));
      store.set(listKey(resource), index >= 0 ? list.with(index, record) : [...list, record]);
    },
    removeRecord(resource, id) {
      store.delete(recordKey(resource, id));
      const list = getList(resource);
      if (list) store.set(listKey(resource), list.filter((item) => String(recordIdOf(resource, item)) !== String(id)));
    },
    getMediaList: () => store.get<MediaItem[]>(MEDIA_LIST) ?? null,
    setMediaList: (items) => store.set(MEDIA_LIST, items),
    putMedia(item) {
      const list = store.get<MediaItem[]>(MEDIA_LIST);
      if (list) store.set(MEDIA_LIST, [item, ...list.filter((entry) => entry.id !== item.id)]);
    },
    removeMedia(id) {
      const list = store.get<MediaItem[]>(MEDIA_LIST);
      if (list) store.set(MEDIA_LIST, list.filter((entry) => entry.id !== id));
    },
    clear() {
      for (const key of store.keys()) store.delete(key);
    },
  };
}
