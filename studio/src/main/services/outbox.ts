// The ordered queue of changes not yet accepted by the server. Each item is a key of its own in
// the store (`item:<seq>`), so queuing one costs the same however long the queue is, and two
// studio processes queuing at once both keep theirs (decision 100). Each item keeps the version
// its edit started from and that version's server copy (the base of the three-way merge,
// decision 010) and, for a create, the Idempotency-Key chosen once at enqueue time, so every
// resend is applied at most once.
//
// A record has at most one item waiting for the owner's decision, and nothing behind it: when a
// change is held, the later changes of its record fold into it, and so do changes queued after
// that. So the conflict view always shows everything queued for the record, and a decision
// settles all of it.
import { randomUUID } from 'node:crypto';
import { recordKey } from '../../../../shared/contract/resource-addresses.ts';
import { NEVER_SAVED } from '../../../../shared/contract/versions.ts';
import type { RecordId, RecordValues, ResourceName } from '../../bridge/bridge.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { isAlive } from './process-alive.ts';
import type { ServerRecord } from './resources.ts';
import { createSequence, type Sequence } from './sequence.ts';

export type OutboxOp = 'create' | 'update' | 'delete';
export type OutboxState = 'pending' | 'conflict' | 'rejected';

export interface OutboxItem {
  id: string;
  /** Queue order. */
  seq: number;
  resource: ResourceName;
  op: OutboxOp;
  /** Server id, page slug, "site", or "local-<uuid>" for a record created offline. */
  recordId: RecordId;
  /** What the renderer calls the record: the server id, or a negative number for a local record. */
  displayId: RecordId;
  /**
   * The identity of the server record the change was made for (shared/contract/record-identity.ts),
   * when known: it is sent with the change, which the server then applies to that record or to none.
   */
  uid?: string;
  values: RecordValues | null;
  baseVersion: number | null;
  /** The server's copy at baseVersion, when the studio had it: the base of the three-way merge. */
  base: ServerRecord | null;
  idempotencyKey: string | null;
  createdAt: string;
  /** When the owner last changed this item (a later save folded in), by this computer's clock: shown, never compared. */
  changedAt: string;
  /**
   * The studio's order (sequence.ts) when the owner last changed this item: drafts numbered no
   * later are covered by it. Absent on changes queued before changes were numbered.
   */
  changedSeq?: number;
  /** Sends that may have reached the server without an answer (a resend must look first). */
  attempts: number;
  state: OutboxState;
  /** Grows with every change to a held item, so a decision taken on an older view is refused. */
  revision: number;
  /** The server's copy when it answered 409 (null if it no longer has the record). */
  theirs?: RecordValues | null;
  error?: string;
  /** The server's message per field, for a refused change. */
  fieldErrors?: Record<string, string>;
  /** Made against the data of before a restore of the server from a backup (decision 102): held for the owner, never sent as is. */
  restored?: boolean;
  /**
   * The record it was made for is no longer on the server, its number naming another record or
   * none after a restore: held for the owner to create it again with these changes, or drop them.
   */
  noLongerOnServer?: boolean;
}

export type NewOutboxItem = Pick<OutboxItem, 'resource' | 'op' | 'recordId' | 'displayId' | 'values' | 'baseVersion' | 'base' | 'uid'> & { idempotencyKey?: string };

export const isLocalId = (id: RecordId): id is string => typeof id === 'string' && id.startsWith('local-');

/** The key a record's pending badge uses: its server id, or its display id while it is only local. */
export const badgeId = (item: Pick<OutboxItem, 'recordId' | 'displayId'>): RecordId => (isLocalId(item.recordId) ? item.displayId : item.recordId);

export const sameRecord = (item: Pick<OutboxItem, 'resource' | 'recordId'>, resource: ResourceName, recordId: RecordId) =>
  item.resource === resource && String(item.recordId) === String(recordId);

/** Who is replaying the queue: only one process at a time, and what it may have sent. */
interface Sending {
  pid: number;
  /** One per running sync engine, so two studios in one process (tests) tell each other apart. */
  runner: string;
  /** Every item up to this seq may have reached the server. */
  upTo: number;
  at: number;
}

export interface Outbox {
  /** In queue order; shared and frozen (never changed in place). */
  items(): readonly OutboxItem[];
  get(id: string): OutboxItem | undefined;
  /** The queued items of one record, in order. */
  itemsOf(resource: ResourceName, recordId: RecordId): OutboxItem[];
  /**
   * Queues a change. It folds into the record's last item when that one cannot have reached the
   * server (never sent, or held for the owner: the server refused it). Folding into a refused
   * change sends it again; into a conflict, updates what the owner is shown. Returns the item
   * holding the change, or null when nothing is left to send (a create never applied, then
   * deleted; or a delete of a record the server no longer has).
   */
  enqueue(change: NewOutboxItem): OutboxItem | null;
  update(id: string, patch: Partial<OutboxItem>): OutboxItem;
  /**
   * Holds `id` for the owner, with every later change of its record folded into it; null when
   * nothing is left to decide (a create never applied, then deleted; a delete of a record the
   * server no longer has).
   */
  hold(id: string, patch: Pick<OutboxItem, 'state' | 'theirs' | 'error' | 'fieldErrors'> & Pick<Partial<OutboxItem>, 'noLongerOnServer'>): OutboxItem | null;
  /** Drops one item (durably: a dropped change must not come back). */
  remove(id: string): void;
  /**
   * The server accepted `id`: it leaves the queue, and later changes of the same record now start
   * from the server's new version (and its server id and identity, after a create), in one write.
   */
  complete(id: string, result: { recordId: RecordId; version: number; uid?: string } | null): void;
  /** A new local id and its negative display id. */
  newLocalId(): { recordId: string; displayId: number };
  /** The current record id for an id the renderer holds (a display id may have been synced since). */
  resolve(resource: ResourceName, displayId: RecordId): RecordId;
  /** The id the renderer should know the record by now: its server id once synced, its display id while only local. */
  displayIdNow(resource: ResourceName, displayId: RecordId): RecordId;
  /**
   * The version an edit that started from `version` now starts from: our own synced changes moved
   * the record on, and a save built on them must not conflict with them.
   */
  ownVersion(resource: ResourceName, recordId: RecordId, version: number): number;
  /** Whether an item may have reached the server (so nothing may be folded into it). */
  maybeSent(item: OutboxItem): boolean;
  /**
   * The server was restored from a backup (decision 102): every change queued against its data of
   * before (an update or delete of a record the server had) waits for the owner instead of being sent.
   */
  markRestored(): void;
  /** Claims the replay for this runner; false while another live process replays. */
  beginSending(runner: string): boolean;
  /** Marks every item queued so far as possibly sent by this runner. */
  coverSending(runner: string): void;
  /** Ends the replay; `unanswered` were sent without an answer. */
  endSending(runner: string, unanswered: string[]): void;
}

const ITEM = 'item:';
const COUNTER = 'localCounter';
const SYNCED = 'synced:';
const OWN = 'own:';
const SENDING = 'sending';
/** A replay claim not renewed for this long belongs to a process that hung or died. */
const STALE_SENDING_MS = 10 * 60_000;
/** Runners alive in this process (several studios may share one process in tests). */
const liveRunners = new Set<string>();

const itemKey = (seq: number) => `${ITEM}${String(seq).padStart(12, '0')}`;


/** A delete held because the server no longer has the record: what the owner wanted has happened. */
const alreadyGone = (item: OutboxItem) => item.op === 'delete' && item.state === 'conflict' && item.theirs === null;

/** `later` applied on top of `earlier` (same record): the one change both make together, or null if they cancel out. */
function combine(earlier: OutboxItem, later: Pick<OutboxItem, 'op' | 'values' | 'changedAt' | 'changedSeq'>): OutboxItem | null {
  const changed = { ...earlier, changedAt: later.changedAt, changedSeq: later.changedSeq, revision: earlier.revision + 1 };
  if (later.op === 'delete') {
    // A create the server never applied, then deleted: nothing to send at all.
    if (earlier.op === 'create') return null;
    return { ...changed, op: 'delete', values: null };
  }
  if (earlier.op === 'delete') return { ...changed, op: 'update', values: later.values };
  return { ...changed, values: { ...earlier.values, ...later.values } };
}

export function createOutbox(store: KeyValueStore, now: () => Date = () => new Date(), sequence: Sequence = createSequence(store)): Outbox {
  // Read often (every screen, every step of a sync): kept until the store changes, frozen so no
  // caller can change the shared copy.
  let memo: { revision: number; items: readonly OutboxItem[] } | null = null;
  const items = (): readonly OutboxItem[] => {
    const revision = store.revision();
    if (memo?.revision !== revision) memo = { revision, items: store.values<OutboxItem>(ITEM) };
    return memo.items;
  };
  const get = (id: string) => items().find((item) => item.id === id);
  const put = (item: OutboxItem) => store.set(itemKey(item.seq), item);
  const itemsOf = (resource: ResourceName, recordId: RecordId) => items().filter((item) => sameRecord(item, resource, recordId));
  const sending = () => store.get<Sending>(SENDING) ?? null;

  const isLive = (claim: Sending) =>
    Date.now() - claim.at < STALE_SENDING_MS && (claim.pid === process.pid ? liveRunners.has(claim.runner) : isAlive(claim.pid));

  function maybeSent(item: OutboxItem) {
    if (item.attempts > 0) return true;
    const claim = sending();
    return claim !== null && item.seq <= claim.upTo;
  }

  /** A replay that ended without saying what it sent (its process died): count all of it as sent. */
  function settleAbandonedReplay() {
    store.transaction(() => {
      const claim = sending();
      if (!claim || isLive(claim)) return;
      for (const item of items()) if (item.seq <= claim.upTo && item.state === 'pending' && item.attempts === 0) put({ ...item, attempts: 1 });
      store.delete(SENDING);
    });
  }
  settleAbandonedReplay();

  function update(id: string, patch: Partial<OutboxItem>): OutboxItem {
    return store.transaction(() => {
      const item = get(id);
      if (!item) throw new Error(`No outbox item ${id}`);
      const next = { ...item, ...patch };
      put(next);
      return next;
    });
  }

  function resolve(resource: ResourceName, displayId: RecordId): RecordId {
    const queued = items().find((item) => item.resource === resource && String(item.displayId) === String(displayId));
    if (queued) return queued.recordId;
    return store.get<RecordId>(`${SYNCED}${recordKey(resource, displayId)}`) ?? displayId;
  }

  const claimFor = (runner: string): Sending => ({ pid: process.pid, runner, upTo: items().at(-1)?.seq ?? 0, at: Date.now() });

  return {
    items,
    get,
    itemsOf,
    enqueue(change) {
      return store.transaction(() => {
        const stamp = now().toISOString();
        const changedSeq = sequence.next();
        const last = itemsOf(change.resource, change.recordId).at(-1);
        if (last && (last.state !== 'pending' || !maybeSent(last))) {
          const folded = combine(last, { ...change, changedAt: stamp, changedSeq });
          if (!folded || alreadyGone(folded)) {
            store.delete(itemKey(last.seq));
            return null;
          }
          // A refused change corrected by the owner goes out again; a conflict still waits.
          const next: OutboxItem = last.state === 'rejected' ? { ...folded, state: 'pending', error: undefined, fieldErrors: undefined, attempts: 0 } : folded;
          put(next);
          return next;
        }
        const item: OutboxItem = {
          ...change,
          id: randomUUID(),
          seq: (items().at(-1)?.seq ?? 0) + 1,
          idempotencyKey: change.op === 'create' ? (change.idempotencyKey ?? randomUUID()) : null,
          createdAt: stamp,
          changedAt: stamp,
          changedSeq,
          attempts: 0,
          state: 'pending',
          revision: 0,
        };
        put(item);
        return item;
      });
    },
    update,
    hold(id, patch) {
      return store.transaction(() => {
        const first = get(id);
        if (!first) throw new Error(`No outbox item ${id}`);
        let held: OutboxItem | null = { ...first, ...patch, attempts: 0, revision: first.revision + 1 };
        for (const later of itemsOf(first.resource, first.recordId).filter((item) => item.seq > first.seq)) {
          held = held && combine(held, later);
          store.delete(itemKey(later.seq));
        }
        if (!held || alreadyGone(held)) {
          store.delete(itemKey(first.seq));
          return null;
        }
        put(held);
        return held;
      });
    },
    remove(id) {
      store.transaction(() => {
        const item = get(id);
        if (item) store.delete(itemKey(item.seq));
      });
    },
    complete(id, result) {
      store.transaction(() => {
        const done = get(id);
        if (!done) return; // another process completed it first
        const later = itemsOf(done.resource, done.recordId).filter((item) => item.id !== id);
        // A completed change that comes back after a power cut is resent, and the server answers
        // it as already applied: its removal alone need not be durable. The later ones' rebase must.
        for (const item of later) if (result) put({ ...item, recordId: result.recordId, baseVersion: result.version, base: null, uid: item.uid ?? result.uid });
        store.delete(itemKey(done.seq), { durable: later.length > 0 });
        if (!result) return;
        const from = done.op === 'create' ? NEVER_SAVED : done.baseVersion;
        if (from !== null) {
          const own = store.get<Record<string, number>>(`${OWN}${recordKey(done.resource, result.recordId)}`) ?? {};
          store.set(`${OWN}${recordKey(done.resource, result.recordId)}`, { ...own, [from]: result.version }, { durable: false });
        }
        if (String(result.recordId) !== String(done.recordId)) {
          // Only an editor still open on the old id needs this: losing it to a power cut is harmless.
          for (const known of new Set([String(done.recordId), String(done.displayId)])) store.set(`${SYNCED}${recordKey(done.resource, known)}`, result.recordId, { durable: false });
        }
      });
    },
    newLocalId() {
      return store.transaction(() => {
        const counter = (store.get<number>(COUNTER) ?? 0) + 1;
        store.set(COUNTER, counter);
        return { recordId: `local-${randomUUID()}`, displayId: -counter };
      });
    },
    resolve,
    displayIdNow(resource, displayId) {
      const id = resolve(resource, displayId);
      return isLocalId(id) ? displayId : id;
    },
    ownVersion(resource, recordId, version) {
      const own = store.get<Record<string, number>>(`${OWN}${recordKey(resource, recordId)}`) ?? {};
      let current = version;
      for (let step = 0; step < 1000 && own[current] !== undefined; step += 1) current = own[current];
      return current;
    },
    maybeSent,
    markRestored() {
      store.transaction(() => {
        for (const item of items()) if (item.op !== 'create' && !isLocalId(item.recordId) && !item.restored) put({ ...item, restored: true, revision: item.revision + 1 });
      });
    },
    beginSending(runner) {
      liveRunners.add(runner);
      return store.transaction(() => {
        const claim = sending();
        if (claim && claim.runner !== runner && isLive(claim)) return false;
        store.set(SENDING, claimFor(runner));
        return true;
      });
    },
    coverSending(runner) {
      store.transaction(() => {
        const claim = sending();
        const upTo = items().at(-1)?.seq ?? 0;
        if (claim?.runner === runner && (claim.upTo < upTo || Date.now() - claim.at > STALE_SENDING_MS / 10)) store.set(SENDING, claimFor(runner));
      });
    },
    endSending(runner, unanswered) {
      store.transaction(() => {
        for (const id of unanswered) {
          const item = get(id);
          if (item && item.state === 'pending') put({ ...item, attempts: item.attempts + 1 });
        }
        if (sending()?.runner === runner) store.delete(SENDING, { durable: false });
      });
      liveRunners.delete(runner);
    },
  };
}
