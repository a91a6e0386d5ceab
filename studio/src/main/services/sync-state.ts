// The sync state the window shows (Online/Offline, what waits, what needs a decision), and its
// push: every change bumps a revision and answers the window's pending `nextSyncState` call at
// once, so the status bar follows without polling (decision 103).
import { randomUUID } from 'node:crypto';
import { isOtherRecord, uidOf } from '../../../../shared/contract/record-identity.ts';
import type { ConflictInfo, Draft, DraftEntry, DraftSummary, SyncState, SyncStateSeen } from '../../bridge/bridge.ts';
import { describeChange, describeRecord } from '../../bridge/record-labels.ts';
import type { Cache } from './cache.ts';
import type { Connection } from './connection.ts';
import { NEW_RECORD, type Drafts } from './drafts.ts';
import { recordKey } from '../../../../shared/contract/resource-addresses.ts';
import { badgeId, type Outbox, type OutboxItem } from './outbox.ts';
import { mergeWithServer, normalized, type ServerRecord } from './resources.ts';
import type { SyncEngine } from './sync-engine.ts';

/** How long a `nextSyncState` call waits when nothing changes (well under any HTTP timeout). */
const MAX_WAIT_MS = 25_000;

export interface SyncStateSources {
  connection: Connection;
  engine: SyncEngine;
  outbox: Outbox;
  drafts: Drafts;
  cache: Cache;
  imagesWaiting(): number;
}

export interface SyncStatePush {
  current(): SyncState;
  next(seen: SyncStateSeen | null): Promise<SyncState>;
  /** Something the window shows may have changed. */
  changed(): void;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

function conflictOf(item: OutboxItem): ConflictInfo {
  const mine = item.values ? normalized(item.resource, item.values) : null;
  const theirs = (item.theirs ?? null) as ServerRecord | null;
  const bothChanged = mine && theirs && item.state === 'conflict' ? mergeWithServer(item.resource, item.base, mine, theirs).bothChanged : null;
  return {
    itemId: item.id,
    revision: item.revision,
    kind: item.state === 'conflict' ? 'conflict' : 'rejected',
    resource: item.resource,
    op: item.op,
    recordId: item.recordId,
    displayId: badgeId(item),
    label: describeRecord(item.resource, item.recordId, mine ?? theirs ?? item.base),
    mine,
    theirs,
    base: item.base,
    bothChanged,
    error: item.error ?? '',
    fieldErrors: item.fieldErrors ?? {},
    restored: item.restored === true,
    noLongerOnServer: item.noLongerOnServer === true,
  };
}

/**
 * Whether the record a draft was typed in is no longer where the draft is kept: the server copy now
 * at its number is another record (after a restore of the server; shared/contract/record-identity.ts).
 */
export const typedForAnother = (draft: Pick<Draft, 'base'> | null, cache: Cache, resource: DraftEntry['resource'], id: DraftEntry['id']) =>
  draft !== null && isOtherRecord(cache.getRecord(resource, id), uidOf(draft.base));

/** A draft as the status bar lists it: named, and marked when its record is no longer on the server. */
function summaryOf(draft: DraftEntry, cache: Cache, outbox: Outbox): DraftSummary {
  const isNew = draft.id === NEW_RECORD;
  const label = describeRecord(draft.resource, draft.id, draft.values);
  const listed = typeof draft.id === 'number' && draft.id > 0 ? cache.listedIds(draft.resource) : null;
  const unlisted = listed !== null && !listed.some((id) => String(id) === String(draft.id)) && outbox.itemsOf(draft.resource, draft.id).length === 0;
  const gone = unlisted || (listed !== null && typedForAnother(draft, cache, draft.resource, draft.id));
  return { resource: draft.resource, id: draft.id, label: isNew && !label.startsWith('new ') ? `new ${label}` : label, gone };
}

/** The drafts as the status bar lists them, oldest first. */
export const draftSummaries = (drafts: Drafts, cache: Cache, outbox: Outbox): DraftSummary[] => drafts.list().map((draft) => summaryOf(draft, cache, outbox));

export function createSyncStatePush({ connection, engine, outbox, drafts, cache, imagesWaiting }: SyncStateSources): SyncStatePush {
  const instance = randomUUID();
  let revision = 0;
  const listeners = new Set<() => void>();
  const waiters = new Set<(state: SyncState) => void>();

  function current(): SyncState {
    const state = engine.state();
    const items = outbox.items();
    return {
      instance,
      revision,
      serverUrl: connection.serverUrl(),
      online: connection.isOnline(),
      pending: items.length,
      lastSyncAt: state.lastSyncAt,
      clockOffsetMs: connection.clockOffsetMs(),
      syncing: state.syncing,
      progress: state.progress,
      conflicts: items.filter((item) => item.state !== 'pending').map(conflictOf),
      needsLogin: connection.needsLogin(),
      signInWaiting: connection.signInWaiting(),
      lastError: state.lastError,
      pendingKeys: [...new Set(items.map((item) => recordKey(item.resource, badgeId(item))))],
      waiting: items.map((item) => ({ key: recordKey(item.resource, badgeId(item)), label: describeChange(item.op, item.resource, badgeId(item), item.values ?? item.base) })),
      pendingImages: imagesWaiting(),
      restoredWaiting: items.filter((item) => item.restored).length,
      drafts: draftSummaries(drafts, cache, outbox),
    };
  }

  function settle(waiter: (state: SyncState) => void) {
    waiters.delete(waiter);
    waiter(current());
  }

  return {
    current,
    next(seen) {
      if (!seen || seen.instance !== instance || seen.revision !== revision) return Promise.resolve(current());
      return new Promise((resolve) => {
        const waiter = (state: SyncState) => {
          clearTimeout(timer);
          resolve(state);
        };
        const timer = setTimeout(() => settle(waiter), MAX_WAIT_MS);
        timer.unref?.();
        waiters.add(waiter);
      });
    },
    changed() {
      revision += 1;
      if (waiters.size > 0) {
        const state = current();
        for (const waiter of waiters) {
          waiters.delete(waiter);
          waiter(state);
        }
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const waiter of waiters) settle(waiter);
      listeners.clear();
    },
  };
}
