// Reading and writing records for the screens. Reads go to the server and fill the cache, or
// come from the cache offline (or when the server refuses the session: the owner keeps working,
// the status bar asks for the password). Writes go straight to the server while online with
// nothing queued that could go before them; otherwise (offline, a lost answer, a refused
// session) into the outbox, validated first with the contract's schema, with the server copy
// they started from for the three-way merge.
import { randomUUID } from 'node:crypto';
import type { Removed, Saved } from '../../../../shared/api-client/api-client.ts';
import { ApiError } from '../../../../shared/api-client/http.ts';
import { ERROR_MESSAGES } from '../../../../shared/contract/errors.ts';
import { uidOf } from '../../../../shared/contract/record-identity.ts';
import { RESOURCE_NAMES } from '../../../../shared/contract/resource-addresses.ts';
import { NEVER_SAVED, versionToState } from '../../../../shared/contract/versions.ts';
import type { BridgeApi, RecordId, RecordValues, ResourceName } from '../../bridge/bridge.ts';
import type { Cache } from './cache.ts';
import { answeredWithin, isUnauthorized, offlineError, READ_WAIT_MS, type Connection } from './connection.ts';
import { isNetworkError } from './connectivity.ts';
import { NEW_RECORD, type Drafts } from './drafts.ts';
import { createLocalView } from './local-view.ts';
import { isLocalId, sameRecord, type Outbox } from './outbox.ts';
import { lowestVersion, remote, stating, validationErrors, type ServerRecord } from './resources.ts';
import type { Sequence } from './sequence.ts';

export type RecordsApi = Pick<BridgeApi, 'list' | 'get' | 'create' | 'update' | 'remove'>;

export interface Records extends RecordsApi {
  /** Fetches every list (the six pages among them) into the cache, so all of it can be edited offline. */
  prefetch(): Promise<void>;
}

export interface RecordsDeps {
  connection: Connection;
  outbox: Outbox;
  cache: Cache;
  drafts: Drafts;
  sequence: Sequence;
  /** Images kept offline swapped for their server URLs (uploading them first). */
  withServerUrls<T>(values: T): Promise<T>;
  /** Something was queued: tell the window, and try to send it. */
  queued(): void;
}

const notFound = () => new ApiError(404, 'Not found', { error: 'Not found' });

function validate(resource: ResourceName, values: RecordValues) {
  // Checked as the server will see it: stating a version only when there is one to state (a
  // record created offline is at NEVER_SAVED).
  const fields = validationErrors(resource, stating(resource, values, values.version));
  const body = { error: ERROR_MESSAGES.invalidBody, fields: fields ?? {} };
  if (fields) throw new ApiError(400, JSON.stringify(body), body);
}

const saved = (record: RecordValues, queued: boolean): Saved<RecordValues> => ({ record, queued });

/**
 * How long a save waits for the server before it is kept on this computer instead: a server that
 * hangs never holds the owner's Save longer than this. The request goes on meanwhile; if it lands
 * after all, the queued copy is recognised when it is sent (its Idempotency-Key, its version).
 */
export const SAVE_WAIT_MS = 4_500;

export function createRecords({ connection, outbox, cache, drafts, sequence, withServerUrls, queued }: RecordsDeps): Records {
  const view = createLocalView(outbox, cache);
  const client = () => connection.client();

  /** A read: from the server when it answers (within READ_WAIT_MS, if the cache holds it) and accepts the session, from the cache otherwise. */
  async function read<T>(call: () => Promise<T>, offline: () => T): Promise<T> {
    try {
      return await connection.online(() => answeredWithin(call(), READ_WAIT_MS, offline), offline);
    } catch (error) {
      if (isUnauthorized(error)) return offline();
      throw error;
    }
  }

  /**
   * A write: direct while online with nothing queued that could go before it (any pending
   * change, or anything queued for this record); queued otherwise, and when the server cannot
   * be reached or refuses the session (nothing was applied: the password is asked for).
   */
  async function write<T>(resource: ResourceName, id: RecordId | null, direct: () => Promise<T>, enqueue: () => T): Promise<T> {
    const before = outbox.items().some((item) => item.state === 'pending' || (id !== null && sameRecord(item, resource, id)));
    const queue = () => {
      const result = enqueue();
      queued();
      return result;
    };
    if (before || !connection.isOnline()) return queue();
    try {
      return await connection.online(() => answeredWithin(direct(), SAVE_WAIT_MS, queue), queue);
    } catch (error) {
      if (isUnauthorized(error)) return queue();
      throw error;
    }
  }

  /**
   * The version an edit starts from, and the server's copy at it (the base of the three-way
   * merge): the cached copy, or the copy the draft being saved started from (a draft reopened
   * over a newer server copy keeps its older base until the owner has seen the difference).
   */
  function startingPoint(resource: ResourceName, id: RecordId, displayId: RecordId, stated: number | undefined) {
    const cached = isLocalId(id) ? null : cache.getRecord(resource, id);
    // A save built on our own synced changes (a record we created offline too: NEVER_SAVED)
    // starts from the version they made.
    const mapped = typeof stated === 'number' && !isLocalId(id) ? outbox.ownVersion(resource, id, stated) : undefined;
    const baseVersion = versionToState(mapped, lowestVersion(resource)) ?? cached?.version ?? null;
    if (cached && cached.version === baseVersion) return { baseVersion, base: cached };
    const drafted = drafts.get(resource, outbox.displayIdNow(resource, displayId))?.base;
    return { baseVersion, base: drafted && drafted.version === baseVersion ? (drafted as ServerRecord) : null };
  }

  const shown = (resource: ResourceName, id: RecordId, fallback: () => RecordValues) => view.one(resource, id) ?? fallback();

  /**
   * The identity of the record a change is made for (shared/contract/record-identity.ts): the one
   * the editor states, else the copy the edit started from's, else the record the screens show at
   * that number. None for a record only on this computer: its identity comes when its create syncs.
   */
  const identityOf = (resource: ResourceName, id: RecordId, stated: unknown, base: unknown) =>
    uidOf(stated) ?? uidOf(base) ?? (isLocalId(id) ? undefined : uidOf(cache.getRecord(resource, id)));

  /**
   * The change just queued (numbered `seq`), or sent when everything so far was numbered at most
   * `seq`, holds everything typed before it: those drafts go, later typing stays.
   */
  const discardDraftsCoveredBy = (resource: ResourceName, displayId: RecordId, seq: number | undefined) => drafts.discardCoveredBy(resource, outbox.displayIdNow(resource, displayId), seq);

  return {
    list: (resource) =>
      read(
        async () => {
          const records = await remote.list(client(), resource);
          cache.setList(resource, records);
          return view.list(resource, records);
        },
        () => {
          const cached = cache.getList(resource);
          if (!cached) throw offlineError();
          return view.list(resource, cached);
        },
      ),

    async get(resource, displayId) {
      const id = outbox.resolve(resource, displayId);
      if (isLocalId(id)) return view.one(resource, id) ?? Promise.reject(notFound());
      const record = await read(
        async () => {
          const fresh = await remote.get(client(), resource, id);
          cache.putRecord(resource, fresh);
          return fresh;
        },
        () => {
          const cached = cache.getRecord(resource, id);
          if (!cached && outbox.itemsOf(resource, id)[0]?.op !== 'create') throw offlineError();
          return cached;
        },
      );
      const one = view.one(resource, id, record);
      if (!one) throw notFound();
      return one;
    },

    async create(resource, input, idempotencyKey) {
      validate(resource, input);
      const key = idempotencyKey ?? randomUUID();
      return write(
        resource,
        null,
        async () => {
          const typedBefore = sequence.current();
          const record = await remote.create(client(), resource, await withServerUrls(input), key);
          cache.putRecord(resource, record);
          discardDraftsCoveredBy(resource, NEW_RECORD, typedBefore);
          return saved(record, false);
        },
        () => {
          const local = outbox.newLocalId();
          const item = outbox.enqueue({ resource, op: 'create', recordId: local.recordId, displayId: local.displayId, values: input, baseVersion: null, base: null, idempotencyKey: key });
          discardDraftsCoveredBy(resource, NEW_RECORD, item?.changedSeq);
          return saved(shown(resource, local.recordId, () => ({ ...input, id: local.displayId, version: NEVER_SAVED })), true);
        },
      );
    },

    async update(resource, displayId, input) {
      validate(resource, input);
      const id = outbox.resolve(resource, displayId);
      const { baseVersion, base } = startingPoint(resource, id, displayId, typeof input.version === 'number' ? input.version : undefined);
      const uid = identityOf(resource, id, input, base);
      const enqueue = () => {
        const item = outbox.enqueue({ resource, op: 'update', recordId: id, displayId, values: input, baseVersion, base, uid });
        discardDraftsCoveredBy(resource, displayId, item?.changedSeq);
        return saved(shown(resource, id, () => ({ ...input, id: displayId, version: baseVersion ?? NEVER_SAVED })), true);
      };
      if (isLocalId(id)) {
        const result = enqueue();
        queued();
        return result;
      }
      return write(resource, id, async () => {
        const typedBefore = sequence.current();
        const record = await remote.update(client(), resource, id, await withServerUrls(input), baseVersion, uid);
        cache.putRecord(resource, record);
        discardDraftsCoveredBy(resource, displayId, typedBefore);
        return saved(record, false);
      }, enqueue);
    },

    async remove(resource, displayId, version, stated): Promise<Removed> {
      const id = outbox.resolve(resource, displayId);
      const { baseVersion, base } = startingPoint(resource, id, displayId, version);
      const uid = identityOf(resource, id, { uid: stated }, base);
      const enqueue = (): Removed => {
        const item = outbox.enqueue({ resource, op: 'delete', recordId: id, displayId, values: null, baseVersion, base, uid });
        // Deleted: nothing typed for the record can be saved any more.
        drafts.discard(resource, outbox.displayIdNow(resource, displayId));
        // A create never sent, deleted: nothing is left to send.
        return { queued: item !== null };
      };
      if (isLocalId(id)) {
        const result = enqueue();
        queued();
        return result;
      }
      return write(resource, id, async (): Promise<Removed> => {
        await remote.remove(client(), resource, id, baseVersion, uid);
        cache.removeRecord(resource, id);
        drafts.discard(resource, outbox.displayIdNow(resource, displayId));
        return { queued: false };
      }, enqueue);
    },

    async prefetch() {
      for (const resource of RESOURCE_NAMES) {
        try {
          cache.setList(resource, await remote.list(client(), resource));
        } catch (error) {
          if (isNetworkError(error)) return;
          // One list refused (or the session gone): the others may still come.
        }
      }
    },
  };
}
