// Replays the outbox in order, after uploading the images kept offline. Each item leaves the
// queue only after the server answered 2xx, so a crash mid-sync resends it: a create with its
// original Idempotency-Key (the server answers the first result), an update with its original
// version (a 409 whose current record already holds our values is recognised as "applied
// before"). A 409 or another refusal holds that item, with both copies kept until the owner
// decides, and the later items of the same record behind it; other records go on. A 401 pauses
// until the password is given; a network failure stops and leaves the rest for later.
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { ApiError } from '../../../../shared/api-client/http.ts';
import type { ConflictResolution, SyncProgress } from '../../shared/bridge.ts';
import type { Cache } from './cache.ts';
import { isNetworkError } from './connectivity.ts';
import type { Drafts } from './drafts.ts';
import type { KeyValueStore } from './key-value-store.ts';
import type { Outbox, OutboxItem } from './outbox.ts';
import { alreadyApplied, recordIdOf, remote, sameValue, validationErrors, type ServerRecord, type Values } from './resources.ts';

export interface SyncEngineState {
  syncing: boolean;
  progress: SyncProgress | null;
  lastSyncAt: string | null;
  needsLogin: boolean;
  lastError: string | null;
}

export interface SyncEngine {
  /** Replays until the outbox is empty or blocked; concurrent calls share one run. */
  run(): Promise<void>;
  state(): SyncEngineState;
  resolve(itemId: string, resolution: ConflictResolution): void;
  setNeedsLogin(needsLogin: boolean): void;
  onChange(listener: () => void): () => void;
}

export interface SyncEngineDeps {
  outbox: Outbox;
  cache: Cache;
  drafts: Drafts;
  /** Holds lastSyncAt across restarts. */
  store: KeyValueStore;
  client: () => ApiClient;
  /** Images kept offline: uploaded before the records, and swapped into them. */
  media?: SyncMedia;
  now?: () => Date;
}

export interface SyncMedia {
  /** Ids of the images waiting to be uploaded, oldest first. */
  pending(): string[];
  /** Uploads one (exactly once: it carries its own Idempotency-Key); throws as the server answered. */
  upload(id: string): Promise<unknown>;
  /** `values` with every local image address replaced by the server's URL, uploading any still waiting. */
  withServerUrls(values: Values): Promise<Values>;
}

/** done: accepted; held: waits for the owner (other records go on); stop: the sync cannot go on now. */
type Outcome = 'done' | 'held' | 'stop';

const LAST_SYNC = 'lastSyncAt';

export const describeItem = (item: OutboxItem) =>
  `${item.op[0].toUpperCase()}${item.op.slice(1)} ${item.resource} ${typeof item.recordId === 'number' ? `#${item.recordId}` : item.recordId}`;

export function createSyncEngine({ outbox, cache, drafts, store, client, media, now = () => new Date() }: SyncEngineDeps): SyncEngine {
  let running: Promise<void> | null = null;
  let progress: SyncProgress | null = null;
  let needsLogin = false;
  let lastError: string | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function succeed(item: OutboxItem, record: ServerRecord | null) {
    if (record) cache.putRecord(item.resource, record);
    else cache.removeRecord(item.resource, item.recordId);
    outbox.complete(item.id, record ? { recordId: recordIdOf(item.resource, record), version: record.version } : null);
    drafts.discard(item.resource, item.displayId);
    drafts.discard(item.resource, item.recordId);
  }

  function block(item: OutboxItem, kind: 'conflict' | 'rejected', theirs: ServerRecord | null, error: string): Outcome {
    outbox.update(item.id, { state: kind, theirs, error });
    return 'held';
  }

  async function send(queued: OutboxItem): Promise<Outcome> {
    let item = queued;
    outbox.update(item.id, { attempts: item.attempts + 1 });
    const api = client();
    try {
      if (media && item.values && item.op !== 'delete') {
        // Saved with the server's URLs, so a resend after a crash compares and sends the same values.
        const values = await media.withServerUrls(item.values);
        if (!sameValue(values, item.values)) {
          outbox.update(item.id, { values });
          item = { ...item, values };
        }
      }
      // A write stating no version (the record's version was never known) cannot answer 409: if
      // an earlier send may have landed, look before writing it again. (A page never saved states
      // version 0, so its resend answers 409 like any other and is recognised there.)
      if (item.op === 'update' && item.baseVersion === null && item.attempts > 0) {
        const current = await remote.get(api, item.resource, item.recordId);
        if (alreadyApplied(item.resource, item.values ?? {}, current)) {
          succeed(item, current);
          return 'done';
        }
      }
      if (item.op === 'create') succeed(item, await remote.create(api, item.resource, item.values ?? {}, item.idempotencyKey ?? item.id));
      else if (item.op === 'update') succeed(item, await remote.update(api, item.resource, item.recordId, item.values ?? {}, item.baseVersion));
      else {
        await remote.remove(api, item.resource, item.recordId, item.baseVersion);
        succeed(item, null);
      }
      return 'done';
    } catch (error) {
      return failed(item, error);
    }
  }

  /** An answer the owner must decide on (a 4xx other than 401), as opposed to one that stops the whole sync. */
  const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

  /** Notes why the sync cannot go on now (no connection, session expired, server error). */
  function halt(error: unknown): Outcome {
    if (isNetworkError(error)) lastError = 'Offline: the server could not be reached';
    else if (error instanceof ApiError && error.status === 401) needsLogin = true;
    else lastError = (error as Error).message;
    return 'stop';
  }

  function failed(item: OutboxItem, error: unknown): Outcome {
    if (!(error instanceof ApiError) || error.status === 401) return halt(error);
    // A 409 with the server's current record is a version conflict; without one (a slug already
    // taken) it is a refusal like a 400.
    if (error.status === 409 && error.body?.current !== undefined) {
      const current = (error.body.current ?? null) as ServerRecord | null;
      if (item.op === 'update' && current && alreadyApplied(item.resource, item.values ?? {}, current)) {
        succeed(item, current);
        return 'done';
      }
      return block(item, 'conflict', current, error.serverMessage);
    }
    if (error.status === 404 && item.op === 'delete') {
      succeed(item, null);
      return 'done';
    }
    if (error.status === 404 && item.op === 'update') return block(item, 'conflict', null, 'This record was deleted on the server');
    if (error.status >= 400 && error.status < 500) {
      const fields = error.body?.fields ? ` (${Object.entries(error.body.fields).map(([field, message]) => `${field}: ${message}`).join('; ')})` : '';
      return block(item, 'rejected', null, `${error.serverMessage}${fields}`);
    }
    return halt(error);
  }

  /** Images first, so the records can name them by their server URLs. A refused image is kept for the owner. */
  async function uploadImages(): Promise<Outcome> {
    for (const id of media?.pending() ?? []) {
      try {
        await media!.upload(id);
      } catch (error) {
        if (!isRefusal(error)) return halt(error);
      }
    }
    return 'done';
  }

  /**
   * The next item that may be sent: the first pending one whose record has no earlier item
   * waiting for the owner's decision. Changes of other records go on; changes of a held record
   * stay queued behind the undecided one, in order.
   */
  function nextSendable(): OutboxItem | undefined {
    const held = new Set<string>();
    for (const item of outbox.items()) {
      const key = `${item.resource}:${String(item.recordId)}`;
      if (item.state !== 'pending') held.add(key);
      else if (!held.has(key)) return item;
    }
    return undefined;
  }

  async function replay() {
    progress = { total: outbox.items().length, done: 0, current: null };
    emit();
    if (needsLogin) return;
    if ((await uploadImages()) === 'stop') return;
    for (;;) {
      const item = nextSendable();
      if (!item) {
        lastError = null;
        store.set(LAST_SYNC, now().toISOString());
        return;
      }
      if (needsLogin) return;
      progress = { ...progress, total: Math.max(progress.total, progress.done + outbox.items().length), current: describeItem(item) };
      emit();
      const outcome = await send(item);
      if (outcome === 'stop') return;
      progress = { ...progress, done: progress.done + 1 };
      emit();
    }
  }

  function resolve(itemId: string, resolution: ConflictResolution) {
    const item = outbox.get(itemId);
    if (!item || item.state === 'pending') throw new Error('This change is not waiting for a decision');
    const theirs = item.theirs ?? null;
    if (resolution.choice === 'theirs') {
      outbox.removeRecord(item.resource, item.recordId);
      if (theirs) cache.putRecord(item.resource, theirs as ServerRecord);
      else if (item.op !== 'create') cache.removeRecord(item.resource, item.recordId);
      drafts.discard(item.resource, item.displayId);
      drafts.discard(item.resource, item.recordId);
      return;
    }
    const values = resolution.choice === 'merge' ? resolution.values : item.values;
    if (values && item.op !== 'delete') {
      const fields = validationErrors(item.resource, values);
      if (fields) throw new ApiError(400, `Invalid values: ${Object.values(fields).join('; ')}`, { error: 'Invalid request', fields });
    }
    const patch: Partial<OutboxItem> = { state: 'pending', theirs: undefined, error: undefined, values };
    if (item.state === 'conflict') {
      if (theirs) patch.baseVersion = (theirs as ServerRecord).version;
      else if (item.op === 'update') Object.assign(patch, { op: 'create', baseVersion: null, idempotencyKey: randomUUID() });
    }
    if (resolution.choice === 'merge' && item.op === 'delete') patch.op = 'update';
    outbox.update(item.id, patch);
  }

  return {
    run() {
      running ??= replay().finally(() => {
        running = null;
        progress = null;
        emit();
      });
      return running;
    },
    state: () => ({ syncing: running !== null, progress, lastSyncAt: store.get<string>(LAST_SYNC) ?? null, needsLogin, lastError }),
    resolve(itemId, resolution) {
      resolve(itemId, resolution);
      emit();
    },
    setNeedsLogin(value) {
      needsLogin = value;
      emit();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
