// What the screens see: the server's records as last fetched, with every queued change laid over
// them in order, and the records created offline, each with all of its queued edits. A save is
// built on this view, so no queued edit is ever hidden from it. (Which records have a queued
// change is the sync state's pendingKeys, offered to the screens as ApiClient.queuedKeys.) A
// change made for another record than the one now at its number (after a restore of the server) is
// not laid over it (shared/contract/record-identity.ts).
import { isOtherRecord } from '../../../../shared/contract/record-identity.ts';
import { NEVER_SAVED } from '../../../../shared/contract/versions.ts';
import type { RecordId, RecordValues, ResourceName } from '../../bridge/bridge.ts';
import type { Cache } from './cache.ts';
import { isLocalId, type Outbox, type OutboxItem } from './outbox.ts';
import { normalized, recordIdOf, type ServerRecord } from './resources.ts';

export interface LocalView {
  /** A list as the screens show it, from the server's copy of it. */
  list(resource: ResourceName, records: ServerRecord[]): RecordValues[];
  /** One record as the screens show it (null when it is deleted, or unknown). */
  one(resource: ResourceName, id: RecordId, record?: ServerRecord | null): RecordValues | null;
}

function overlay(start: RecordValues | null, resource: ResourceName, items: OutboxItem[]): RecordValues | null {
  let shown = start;
  for (const item of items) {
    if (isOtherRecord(start, item.uid)) continue;
    if (item.op === 'delete') return null;
    shown = { ...shown, ...normalized(resource, item.values) };
  }
  return shown;
}

/** A record the server does not have yet: its create, then its later edits. */
function created(resource: ResourceName, [create, ...later]: OutboxItem[]): RecordValues | null {
  const start = { slug: '', ...normalized(resource, create.values), id: create.displayId, version: NEVER_SAVED, createdAt: create.createdAt, updatedAt: create.changedAt };
  return overlay(start, resource, later);
}

export function createLocalView(outbox: Outbox, cache: Cache): LocalView {
  function queuedByRecord(resource: ResourceName) {
    const byRecord = new Map<string, OutboxItem[]>();
    for (const item of outbox.items()) {
      if (item.resource !== resource) continue;
      const key = String(item.recordId);
      byRecord.set(key, [...(byRecord.get(key) ?? []), item]);
    }
    return byRecord;
  }

  return {
    list(resource, records) {
      const queued = queuedByRecord(resource);
      const known = new Set(records.map((record) => String(recordIdOf(resource, record))));
      const shown = records.flatMap((record): RecordValues[] => {
        const one = overlay(record, resource, queued.get(String(recordIdOf(resource, record))) ?? []);
        return one ? [one] : [];
      });
      // Created offline (sent or refused), or to be created again (deleted on the server, recreated by the owner).
      const pendingCreates = [...queued.entries()].filter(([id, items]) => !known.has(id) && items[0].op === 'create');
      return [
        ...shown,
        ...pendingCreates.flatMap(([, items]): RecordValues[] => {
          const one = created(resource, items);
          return one ? [one] : [];
        }),
      ];
    },
    one(resource, id, record = cache.getRecord(resource, id)) {
      const items = outbox.itemsOf(resource, id);
      if (isLocalId(id) || (!record && items[0]?.op === 'create')) return items.length > 0 && items[0].op === 'create' ? created(resource, items) : null;
      return record ? overlay(record, resource, items) : null;
    },
  };
}
