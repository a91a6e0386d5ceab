// The studio's data folder, the same for Electron and studio:web (decision 100): `state/` (session,
// outbox, drafts, images kept offline; every write durable) and `cache/` (records last fetched;
// written without fsync, fetched again if a power cut takes it). A folder kept by an earlier
// version as one JSON file per store (studio:web's state.json, electron-store's
// studio-state.json) is brought over once, so an upgrade loses no queued change.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { RecordId, ResourceName } from '../../bridge/bridge.ts';
import { createCache } from './cache.ts';
import { createDirectoryStore } from './directory-store.ts';
import { namespaced, type KeyValueStore } from './key-value-store.ts';
import type { OutboxItem } from './outbox.ts';
import type { ServerRecord } from './resources.ts';
import type { StudioStores } from './studio-service.ts';

/** The single JSON files an earlier version kept, if any. */
export interface LegacyFiles {
  state?: string;
  cache?: string;
}

export function openStudioStores(dir: string, legacy: LegacyFiles = {}): StudioStores {
  const stores = { state: createDirectoryStore(join(dir, 'state')), cache: createDirectoryStore(join(dir, 'cache'), { durable: false }) };
  if (legacy.state) importLegacyState(stores.state, legacy.state);
  if (legacy.cache) importLegacyCache(stores.cache, legacy.cache);
  return stores;
}

function readLegacy(file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Renamed, not deleted: the old file stays beside the new folder as a backup. */
function retire(file: string) {
  try {
    renameSync(file, `${file}.imported`);
  } catch {
    // Another studio process retired it first.
  }
}

type LegacyItem = Omit<OutboxItem, 'seq' | 'base' | 'changedAt' | 'revision'>;

/**
 * Keys as they were, except the outbox (one list then, one key per item now). Marked imported in
 * the same write, so two processes starting at once import it once.
 */
export function importLegacyState(store: KeyValueStore, file: string) {
  const marker = `legacy:${basename(file)}`;
  const legacy = readLegacy(file);
  if (!legacy) return;
  store.transaction(() => {
    if (store.get(marker)) return;
    const outbox = namespaced(store, 'outbox:');
    for (const [key, value] of Object.entries(legacy)) {
      if (key === 'outbox:items') {
        (value as LegacyItem[]).forEach((item, index) =>
          outbox.set(`item:${String(index + 1).padStart(12, '0')}`, { ...item, seq: index + 1, base: null, changedAt: item.createdAt, revision: 0 } satisfies OutboxItem),
        );
      } else if (key === 'outbox:syncedLocalIds') {
        for (const [record, id] of Object.entries(value as Record<string, RecordId>)) outbox.set(`synced:${record}`, id);
      } else if (/^(session|outbox|draft|media|sync):/.test(key)) store.set(key, value);
    }
    // Signed in then: the session it kept is the one to use (or to renew) now.
    if (legacy['session:cookies']) store.set('session:access:signedIn', true);
    store.set(marker, true);
  });
  retire(file);
}

/** Lists and records as they were cached; losing them would only mean fetching them again. */
export function importLegacyCache(store: KeyValueStore, file: string) {
  const legacy = readLegacy(file);
  if (!legacy) return;
  const cache = createCache(store);
  for (const [key, value] of Object.entries(legacy)) {
    const list = /^list:(\w+)$/.exec(key);
    const record = /^record:(\w+):/.exec(key);
    if (key === 'list:media') cache.setMediaList(value as never);
    else if (list) cache.setList(list[1] as ResourceName, value as ServerRecord[]);
    else if (record) cache.putRecord(record[1] as ResourceName, value as ServerRecord);
  }
  retire(file);
}
