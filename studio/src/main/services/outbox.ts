// The ordered queue of changes not yet accepted by the server. It lives in the store, so it
// survives restarts; each item keeps the version its edit started from and, for a create, the
// Idempotency-Key chosen once at enqueue time, so every resend is applied at most once.
import { randomUUID } from 'node:crypto';
import type { RecordId, RecordValues, ResourceName } from '../../shared/bridge.ts';
import type { KeyValueStore } from './key-value-store.ts';

export type OutboxOp = 'create' | 'update' | 'delete';
export type OutboxState = 'pending' | 'conflict' | 'rejected';

export interface OutboxItem {
  id: string;
  resource: ResourceName;
  op: OutboxOp;
  /** Server id, page slug, "site", or "local-<uuid>" for a record created offline. */
  recordId: RecordId;
  /** What the renderer calls the record: the server id, or a negative number for a local record. */
  displayId: RecordId;
  values: RecordValues | null;
  baseVersion: number | null;
  idempotencyKey: string | null;
  createdAt: string;
  attempts: number;
  state: OutboxState;
  /** The server's copy when it answered 409 (null if it no longer has the record). */
  theirs?: RecordValues | null;
  error?: string;
}

export type NewOutboxItem = Pick<OutboxItem, 'resource' | 'op' | 'recordId' | 'displayId' | 'values' | 'baseVersion'>;

export const isLocalId = (id: RecordId): id is string => typeof id === 'string' && id.startsWith('local-');

/** The key a record's pending badge uses: its server id, or its display id while it is only local. */
export const badgeId = (item: Pick<OutboxItem, 'recordId' | 'displayId'>): RecordId => (isLocalId(item.recordId) ? item.displayId : item.recordId);

export interface Outbox {
  items(): OutboxItem[];
  get(id: string): OutboxItem | undefined;
  /** Queues a change; an update to a change never sent yet is folded into it. */
  enqueue(change: NewOutboxItem): OutboxItem;
  update(id: string, patch: Partial<OutboxItem>): OutboxItem;
  remove(id: string): void;
  /** Drops every queued change of one record. */
  removeRecord(resource: ResourceName, recordId: RecordId): void;
  /**
   * The server accepted `id` (in one write): the item leaves the queue and later changes of the
   * same record now start from the server's new version (and its server id, after a create).
   */
  complete(id: string, result: { recordId: RecordId; version: number } | null): void;
  /** A new local id and its negative display id. */
  newLocalId(): { recordId: string; displayId: number };
  /** The current record id for an id the renderer holds (a display id may have been synced since). */
  resolve(resource: ResourceName, displayId: RecordId): RecordId;
}

const ITEMS = 'items';
const COUNTER = 'localCounter';
const SYNCED_LOCAL = 'syncedLocalIds';

export function createOutbox(store: KeyValueStore, now: () => Date = () => new Date()): Outbox {
  const items = () => store.get<OutboxItem[]>(ITEMS) ?? [];
  const save = (next: OutboxItem[]) => store.set(ITEMS, next);
  const sameRecord = (item: OutboxItem, resource: ResourceName, recordId: RecordId) =>
    item.resource === resource && String(item.recordId) === String(recordId);

  return {
    items,
    get: (id) => items().find((item) => item.id === id),
    enqueue(change) {
      const all = items();
      const last = all.findLast((item) => sameRecord(item, change.resource, change.recordId));
      const untouched = last && last.state === 'pending' && last.attempts === 0;
      if (untouched && change.op === 'update' && last.op !== 'delete') {
        const merged = { ...last, values: { ...last.values, ...change.values } };
        save(all.map((item) => (item.id === last.id ? merged : item)));
        return merged;
      }
      if (untouched && change.op === 'delete' && last.op === 'create' && all.filter((item) => sameRecord(item, change.resource, change.recordId)).length === 1) {
        save(all.filter((item) => item.id !== last.id));
        return { ...last, op: 'delete' };
      }
      const item: OutboxItem = {
        ...change,
        id: randomUUID(),
        idempotencyKey: change.op === 'create' ? randomUUID() : null,
        createdAt: now().toISOString(),
        attempts: 0,
        state: 'pending',
      };
      save([...all, item]);
      return item;
    },
    update(id, patch) {
      let updated: OutboxItem | undefined;
      save(items().map((item) => (item.id === id ? (updated = { ...item, ...patch }) : item)));
      if (!updated) throw new Error(`No outbox item ${id}`);
      return updated;
    },
    remove: (id) => save(items().filter((item) => item.id !== id)),
    removeRecord: (resource, recordId) => save(items().filter((item) => !sameRecord(item, resource, recordId))),
    complete(id, result) {
      const all = items();
      const done = all.find((item) => item.id === id);
      if (!done) return;
      const rest = all
        .filter((item) => item.id !== id)
        .map((item) => (result && sameRecord(item, done.resource, done.recordId) ? { ...item, recordId: result.recordId, baseVersion: result.version } : item));
      save(rest);
      if (result && String(result.recordId) !== String(done.recordId)) {
        const synced = store.get<Record<string, RecordId>>(SYNCED_LOCAL) ?? {};
        store.set(SYNCED_LOCAL, { ...synced, [`${done.resource}:${done.recordId}`]: result.recordId, [`${done.resource}:${done.displayId}`]: result.recordId });
      }
    },
    newLocalId() {
      const counter = (store.get<number>(COUNTER) ?? 0) + 1;
      store.set(COUNTER, counter);
      return { recordId: `local-${randomUUID()}`, displayId: -counter };
    },
    resolve(resource, displayId) {
      const queued = items().find((item) => item.resource === resource && String(item.displayId) === String(displayId));
      if (queued) return queued.recordId;
      const synced = store.get<Record<string, RecordId>>(SYNCED_LOCAL) ?? {};
      return synced[`${resource}:${displayId}`] ?? displayId;
    },
  };
}
