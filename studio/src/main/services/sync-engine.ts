// Replays the outbox in order, each change after uploading the images it shows (once the server
// can take it: decision 180 keeps images of changes that meet a conflict off it). Each item
// leaves the queue only after the server answered 2xx, so a crash mid-sync resends it: a create
// with its original Idempotency-Key (the server answers the first result), an update with its
// original version (a 409 whose current record already holds our values is "applied before").
// A 409 is merged three ways (decision 010): fields changed on one side only are taken without
// asking and the change is sent again; fields changed on both sides hold the record for the
// owner, with every queued change of it. Other refusals hold it too; other records go on. A 401
// pauses until the password is given; a network failure stops and leaves the rest for later.
// Only one studio process replays a data folder at a time (outbox.beginSending). A change states
// the identity of the record it was made for: when that record is no longer on the server (its
// number naming another record, or none, after a restore), nothing is written at that number and
// the owner decides (shared/contract/record-identity.ts).
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { ApiError } from '../../../../shared/api-client/http.ts';
import { ERROR_MESSAGES } from '../../../../shared/contract/errors.ts';
import { sameJson } from '../../../../shared/domain/three-way-merge.ts';
import type { ConflictResolution, SyncProgress } from '../../bridge/bridge.ts';
import { describeChange } from '../../bridge/record-labels.ts';
import type { Cache } from './cache.ts';
import { isNetworkError } from './connectivity.ts';
import type { Drafts } from './drafts.ts';
import type { KeyValueStore } from './key-value-store.ts';
import type { Outbox, OutboxItem } from './outbox.ts';
import { isOtherRecord, noLongerOnServer, refusedAsOtherRecord, uidOf } from '../../../../shared/contract/record-identity.ts';
import { RESOURCES } from '../../../../shared/contract/resources.ts';
import { alreadyApplied, mergeWithServer, normalized, recordIdOf, remote, validationErrors, type ServerRecord, type Values } from './resources.ts';

export interface SyncEngineState {
  syncing: boolean;
  progress: SyncProgress | null;
  lastSyncAt: string | null;
  lastError: string | null;
}

export interface SyncEngine {
  /** Replays until the outbox is empty or blocked; concurrent calls share one run. */
  run(): Promise<void>;
  state(): SyncEngineState;
  resolve(itemId: string, resolution: ConflictResolution): void;
  onChange(listener: () => void): () => void;
}

/** Whether the sync may talk to the server now, and what to do when the server asks for a password. */
export interface SyncSession {
  ready(): boolean;
  unauthorized(): void;
}

export interface SyncEngineDeps {
  outbox: Outbox;
  cache: Cache;
  drafts: Drafts;
  /** Holds lastSyncAt across restarts. */
  store: KeyValueStore;
  client: () => ApiClient;
  session: SyncSession;
  /** Images kept offline: uploaded before the records, and swapped into them. */
  media?: SyncMedia;
  now?: () => Date;
}

export interface SyncMedia {
  /** Whether `values` show an image kept on this computer that is not uploaded yet. */
  waitingIn(values: Values): boolean;
  /** `values` with every local image address replaced by the server's URL, uploading any still waiting (each exactly once). */
  withServerUrls(values: Values): Promise<Values>;
}

/**
 * done: accepted; held: waits for the owner; again: merged, send it again; stop: the sync cannot
 * go on now (answered 401: nothing applied); lost: no answer, or a server error (it may have been
 * applied, so nothing may be folded into it any more).
 */
type Outcome = 'done' | 'held' | 'again' | 'stop' | 'lost';

const LAST_SYNC = 'lastSyncAt';
export const RESTORED_MESSAGE = 'The server was restored from a backup after this change was made';
/** A record someone keeps changing meanwhile is merged this often in one run, then left to the owner. */
const MAX_MERGES_PER_RUN = 3;
export const STALE_DECISION = 'This change was edited again since it was shown: look at it once more before choosing';

const describeItem = (item: OutboxItem, cached: ServerRecord | null) => describeChange(item.op, item.resource, item.recordId, item.values ?? item.base ?? cached);

export function createSyncEngine({ outbox, cache, drafts, store, client, session, media, now = () => new Date() }: SyncEngineDeps): SyncEngine {
  let running: Promise<void> | null = null;
  let progress: SyncProgress | null = null;
  let lastError: string | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  /** Drafts typed before the change was queued are covered by it; anything typed since stays. */
  function discardCoveredDrafts(item: OutboxItem) {
    drafts.discardCoveredBy(item.resource, item.displayId, item.changedSeq);
    if (String(item.recordId) !== String(item.displayId)) drafts.discardCoveredBy(item.resource, item.recordId, item.changedSeq);
  }

  function succeed(item: OutboxItem, record: ServerRecord | null) {
    if (record) cache.putRecord(item.resource, record);
    else cache.removeRecord(item.resource, item.recordId);
    const recordId = record ? recordIdOf(item.resource, record) : null;
    outbox.complete(item.id, record ? { recordId: recordId!, version: record.version, uid: uidOf(record) } : null);
    discardCoveredDrafts(item);
    // A record created offline now has its server id: typing done since goes with it.
    if (recordId !== null && String(recordId) !== String(item.displayId)) drafts.follow(item.resource, item.displayId, recordId);
  }

  /** Holds the record for the owner, with every later change of it; 'done' when nothing is left to decide. */
  function hold(item: OutboxItem, patch: Parameters<Outbox['hold']>[1]): Outcome {
    return outbox.hold(item.id, patch) ? 'held' : 'done';
  }

  /**
   * The record the change was made for is no longer on the server: its number names another record
   * (the server refused the change as made for another) or none. A delete has happened; an edit
   * waits for the owner, to be created again with its changes or dropped. The record now at that
   * number, if any, is not touched, here or in the cache.
   */
  const noLongerThere = (item: OutboxItem): Outcome =>
    hold(item, { state: 'conflict', theirs: null, error: noLongerOnServer(RESOURCES[item.resource].label), noLongerOnServer: true });

  /**
   * A change made against the data of before a restore (decision 102) is never sent as is: it
   * waits, with the server's copy now (null if the restored data has no such record), for the owner.
   */
  async function holdRestored(item: OutboxItem): Promise<Outcome> {
    try {
      const current = await remote.get(client(), item.resource, item.recordId);
      if (isOtherRecord(current, item.uid)) return noLongerThere(item);
      return hold(item, { state: 'conflict', theirs: current, error: RESTORED_MESSAGE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        cache.removeRecord(item.resource, item.recordId);
        return noLongerThere(item);
      }
      return halt(error);
    }
  }

  async function send(queued: OutboxItem): Promise<Outcome> {
    let item = queued;
    const api = client();
    if (item.restored) return holdRestored(item);
    try {
      // An image is uploaded only for a change the server will take: an edit of a record someone
      // changed meanwhile waits for its merge (or the owner) first, so a change then dropped
      // never leaves its image on the server.
      if (media && item.op === 'update' && item.values && item.baseVersion !== null && media.waitingIn(item.values)) {
        const current = await remote.get(api, item.resource, item.recordId);
        if (isOtherRecord(current, item.uid)) return noLongerThere(item);
        if (current.version !== item.baseVersion) return failed(item, new ApiError(409, ERROR_MESSAGES.conflict, { error: ERROR_MESSAGES.conflict, current }));
      }
      if (media && item.values && item.op !== 'delete') {
        // Saved with the server's URLs, so a resend after a crash compares and sends the same values.
        const values = await media.withServerUrls(item.values);
        if (!sameJson(values, item.values)) item = outbox.update(item.id, { values });
      }
      // A write stating no version (the record's version was never known) cannot answer 409: if
      // an earlier send may have landed, look before writing it again. (A page never saved states
      // version 0, so its resend answers 409 like any other and is recognised there.)
      if (item.op === 'update' && item.baseVersion === null && item.attempts > 0) {
        const current = await remote.get(api, item.resource, item.recordId);
        if (isOtherRecord(current, item.uid)) return noLongerThere(item);
        if (alreadyApplied(item.resource, item.values ?? {}, current)) {
          succeed(item, current);
          return 'done';
        }
      }
      if (item.op === 'create') succeed(item, await remote.create(api, item.resource, item.values ?? {}, item.idempotencyKey ?? item.id));
      else if (item.op === 'update') succeed(item, await remote.update(api, item.resource, item.recordId, item.values ?? {}, item.baseVersion, item.uid));
      else {
        await remote.remove(api, item.resource, item.recordId, item.baseVersion, item.uid);
        succeed(item, null);
      }
      return 'done';
    } catch (error) {
      return failed(item, error);
    }
  }

  /** Notes why the sync cannot go on now (no connection, session expired, server error). */
  function halt(error: unknown): Outcome {
    if (error instanceof ApiError && error.status === 401) {
      session.unauthorized();
      return 'stop';
    }
    lastError = isNetworkError(error) ? 'Offline: the server could not be reached' : (error as Error).message;
    return 'lost';
  }

  const merges = new Map<string, number>();

  /** Why a record answered 409 is held: the restore, when it overtook the change meanwhile. */
  const held409Message = (item: OutboxItem, message: string) => (outbox.get(item.id)?.restored ? RESTORED_MESSAGE : message);

  /**
   * Someone else changed the record: every queued change of it is merged three ways with their
   * copy. Without a field changed on both sides the merge goes out at once; otherwise the owner decides.
   */
  function mergeOrHold(item: OutboxItem, theirs: ServerRecord, message: string): Outcome {
    const held = outbox.hold(item.id, { state: 'conflict', theirs, error: held409Message(item, message) });
    if (!held) return 'done';
    // A change the server's restore overtook (noticed as it was sent) is the owner's to decide.
    if (held.restored || held.op !== 'update' || !held.base || (merges.get(held.id) ?? 0) >= MAX_MERGES_PER_RUN) return 'held';
    const mine = normalized(held.resource, held.values);
    const merge = mergeWithServer(held.resource, held.base, mine, theirs);
    if (merge.bothChanged.length > 0) return 'held';
    merges.set(held.id, (merges.get(held.id) ?? 0) + 1);
    outbox.update(held.id, { state: 'pending', theirs: undefined, error: undefined, values: { ...held.values, ...merge.merged }, baseVersion: theirs.version, base: theirs });
    return 'again';
  }

  function failed(item: OutboxItem, error: unknown): Outcome {
    if (!(error instanceof ApiError) || error.status === 401 || error.status >= 500) return halt(error);
    if (refusedAsOtherRecord(error.status, error.body?.fields)) return noLongerThere(item);
    // A 409 with the server's current record is a version conflict; without one (a slug already
    // taken) it is a refusal like a 400.
    if (error.status === 409 && error.body?.current !== undefined) {
      const current = (error.body.current ?? null) as ServerRecord | null;
      if (item.op === 'update' && current && alreadyApplied(item.resource, item.values ?? {}, current)) {
        succeed(item, current);
        return 'done';
      }
      if (current && item.op === 'update') return mergeOrHold(item, current, error.serverMessage);
      return hold(item, { state: 'conflict', theirs: current, error: error.serverMessage });
    }
    if (error.status === 404 && item.op === 'delete') {
      succeed(item, null);
      return 'done';
    }
    if (error.status === 404 && item.op === 'update') {
      cache.removeRecord(item.resource, item.recordId);
      return hold(item, { state: 'conflict', theirs: null, error: 'This record was deleted on the server' });
    }
    return hold(item, { state: 'rejected', theirs: null, error: error.serverMessage, fieldErrors: error.body?.fields ?? {} });
  }

  /**
   * The next item that may be sent: the first pending one whose record has no earlier item
   * waiting for the owner's decision.
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
    if (!session.ready()) return;
    const runner = randomUUID();
    if (!outbox.beginSending(runner)) return; // another studio process is replaying this folder
    let covered = outbox.items().at(-1)?.seq ?? 0;
    const unanswered: string[] = [];
    let sent = 0;
    merges.clear();
    try {
      progress = { total: outbox.items().length, done: 0, current: null };
      emit();
      for (;;) {
        const item = nextSendable();
        if (!item) break;
        if (!session.ready()) return;
        if (item.seq > covered) {
          outbox.coverSending(runner);
          covered = outbox.items().at(-1)?.seq ?? covered;
        }
        progress = { ...progress, total: Math.max(progress.total, progress.done + outbox.items().length), current: describeItem(item, cache.getRecord(item.resource, item.recordId)) };
        emit();
        const outcome = await send(item);
        if (outcome === 'lost') unanswered.push(item.id);
        if (outcome === 'stop' || outcome === 'lost') return;
        if (outcome === 'again') continue;
        if (outcome === 'done') sent += 1;
        progress = { ...progress, done: progress.done + 1 };
        emit();
      }
      lastError = null;
      // "Last sync" is when the studio last matched the server: not after a run that only met conflicts.
      if (sent > 0 || outbox.items().every((item) => item.state === 'pending')) store.set(LAST_SYNC, now().toISOString(), { durable: false });
    } finally {
      outbox.endSending(runner, unanswered);
    }
  }

  function valuesChosen(item: OutboxItem, resolution: ConflictResolution): Values | null {
    if (resolution.choice === 'merge') return resolution.values;
    if (item.state === 'rejected' || item.op === 'delete') return item.values;
    const theirs = (item.theirs ?? null) as ServerRecord | null;
    const mine = normalized(item.resource, item.values);
    // Deleted on the server: recreated from the copy I started from with my changes on top.
    if (!theirs) return normalized(item.resource, { ...item.base, ...mine });
    return mergeWithServer(item.resource, item.base, mine, theirs).merged;
  }

  function resolve(itemId: string, resolution: ConflictResolution) {
    const item = outbox.get(itemId);
    if (!item || item.state === 'pending') throw new ApiError(409, 'This change is not waiting for a decision', { error: 'This change is not waiting for a decision' });
    if (resolution.revision !== undefined && resolution.revision !== item.revision) throw new ApiError(409, STALE_DECISION, { error: STALE_DECISION });
    const theirs = (item.theirs ?? null) as ServerRecord | null;
    if (resolution.choice === 'theirs') {
      outbox.remove(item.id);
      if (theirs) cache.putRecord(item.resource, theirs);
      discardCoveredDrafts(item);
      return;
    }
    const values = valuesChosen(item, resolution);
    const op = resolution.choice === 'merge' && item.op === 'delete' ? 'update' : item.op;
    if (values && op !== 'delete') {
      const fields = validationErrors(item.resource, values);
      if (fields) throw new ApiError(400, `Invalid values: ${Object.values(fields).join('; ')}`, { error: 'Invalid request', fields });
    }
    const patch: Partial<OutboxItem> = { state: 'pending', theirs: undefined, error: undefined, fieldErrors: undefined, values, op, attempts: 0, restored: undefined, noLongerOnServer: undefined };
    if (item.state === 'conflict') {
      if (theirs) Object.assign(patch, { baseVersion: theirs.version, base: theirs, uid: uidOf(theirs) ?? item.uid });
      // Made anew: a record of its own number and identity.
      else if (item.op !== 'create') Object.assign(patch, { op: 'create', baseVersion: null, base: null, idempotencyKey: randomUUID(), uid: undefined });
    }
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
    state: () => ({ syncing: running !== null, progress, lastSyncAt: store.get<string>(LAST_SYNC) ?? null, lastError }),
    resolve(itemId, resolution) {
      resolve(itemId, resolution);
      emit();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
