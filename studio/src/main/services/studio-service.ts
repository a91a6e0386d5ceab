// The facade behind the bridge: what the renderer may ask of the main process. Reads go to the
// server and fill the cache, or come from the cache when offline; writes go straight to the
// server while online with nothing queued, and otherwise into the outbox (validated first with
// the contract's schema, so nothing invalid is queued). Queued changes show on the lists,
// marked `pendingSync: true`.
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { ApiError, type FetchLike } from '../../../../shared/api-client/http.ts';
import { endpoints } from '../../../../shared/contract/endpoints.ts';
import type { BridgeApi, ConflictInfo, ConnectionInfo, RecordId, RecordValues, ResourceName, SyncState } from '../../shared/bridge.ts';
import { createCache } from './cache.ts';
import { createConnectivity, isNetworkError } from './connectivity.ts';
import { createDrafts, recordKey } from './drafts.ts';
import { namespaced, type KeyValueStore } from './key-value-store.ts';
import { badgeId, createOutbox, isLocalId, type OutboxItem } from './outbox.ts';
import { inputSchemas, isCrud, recordIdOf, remote, validationErrors, type ServerRecord } from './resources.ts';
import { createServerSession, normalizeServerUrl } from './server-session.ts';
import { createSyncEngine } from './sync-engine.ts';

export interface StudioStores {
  /** Small, often-written state: session, outbox, drafts. */
  state: KeyValueStore;
  /** Larger, rarely-critical state: fetched lists and records. */
  cache: KeyValueStore;
}

export interface StudioServiceDeps {
  stores: StudioStores;
  openExternal(url: string): Promise<void>;
  fetch?: FetchLike;
  /** How often to probe the server while a server is configured; 0 turns the probe off. */
  probeIntervalMs?: number;
  requestTimeoutMs?: number;
  now?: () => Date;
}

export interface StudioService extends BridgeApi {
  /** Called whenever the sync state may have changed. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

const OFFLINE_MESSAGE = 'You are offline and this has not been loaded before';

export function createStudioService({ stores, openExternal, fetch, probeIntervalMs = 5000, requestTimeoutMs, now = () => new Date() }: StudioServiceDeps): StudioService {
  const connectivity = createConnectivity(true);
  const session = createServerSession({ store: namespaced(stores.state, 'session:'), connectivity, fetch, timeoutMs: requestTimeoutMs });
  const outbox = createOutbox(namespaced(stores.state, 'outbox:'), now);
  const drafts = createDrafts(namespaced(stores.state, 'draft:'), now);
  const cache = createCache(stores.cache);
  const client = (): ApiClient => session.client();
  const engine = createSyncEngine({ outbox, cache, drafts, store: namespaced(stores.state, 'sync:'), client, now });
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  engine.onChange(emit);
  connectivity.onChange((online) => {
    emit();
    if (online) void syncInBackground();
  });
  if (probeIntervalMs > 0) connectivity.startProbe(probe, probeIntervalMs);

  /** Only needed to notice the server coming back, or to push queued changes. */
  async function probe() {
    const url = session.serverUrl();
    if (!url || (connectivity.isOnline() && outbox.items().length === 0)) return;
    await session.fetch(`${url}${endpoints.admin.status.path}`, { headers: { Accept: 'application/json' } });
  }

  function syncInBackground() {
    if (outbox.items().length === 0 || engine.state().needsLogin) return Promise.resolve();
    return engine.run().catch(() => undefined);
  }

  /** Runs a server call; a network failure answers `offline()` instead, an expired session marks needsLogin. */
  async function online<T>(call: () => Promise<T>, offline: () => T): Promise<T> {
    if (!connectivity.isOnline() || !session.serverUrl()) return offline();
    try {
      return await call();
    } catch (error) {
      if (isNetworkError(error)) return offline();
      if (error instanceof ApiError && error.status === 401 && outbox.items().length > 0) engine.setNeedsLogin(true);
      throw error;
    }
  }

  const offlineError = (message = OFFLINE_MESSAGE) => new ApiError(503, message, { error: message });
  const onlineOnly = <T>(call: () => Promise<T>) =>
    online(call, () => {
      throw offlineError('This needs the server, and it cannot be reached right now');
    });

  // What the renderer sees: server records with queued changes laid over them.
  function queued(resource: ResourceName) {
    return outbox.items().filter((item) => item.resource === resource);
  }

  /** Queued values as the server will store them (trimmed, nulls for blanks), without `version`. */
  function normalized(resource: ResourceName, values: RecordValues | null): RecordValues {
    const parsed = inputSchemas[resource].safeParse(values ?? {});
    const { version: _version, ...rest } = (parsed.success ? parsed.data : (values ?? {})) as RecordValues;
    if (rest.slug === '') delete rest.slug; // the server fills it in
    return rest;
  }

  function localRecord(item: OutboxItem): RecordValues {
    const now = item.createdAt;
    return { slug: '', ...normalized(item.resource, item.values), id: item.displayId, version: 0, createdAt: now, updatedAt: now, pendingSync: true };
  }

  function overlayOne(resource: ResourceName, record: ServerRecord, items: OutboxItem[]): RecordValues | null {
    const id = String(recordIdOf(resource, record));
    let result: RecordValues = record;
    for (const item of items) {
      if (String(item.recordId) !== id) continue;
      if (item.op === 'delete') return null;
      result = { ...result, ...normalized(resource, item.values), pendingSync: true };
    }
    return result;
  }

  function overlayList(resource: ResourceName, records: ServerRecord[]): RecordValues[] {
    const items = queued(resource);
    const shown = records.flatMap((record): RecordValues[] => {
      const one = overlayOne(resource, record, items);
      return one ? [one] : [];
    });
    const created = items.filter((item) => item.op === 'create' && isLocalId(item.recordId)).map(localRecord);
    return [...shown, ...created];
  }

  function optimistic(resource: ResourceName, id: RecordId, displayId: RecordId, values: RecordValues): RecordValues {
    const base = cache.getRecord(resource, id);
    return { ...(base ?? {}), ...normalized(resource, values), ...(isCrud(resource) ? { id: displayId } : {}), version: base?.version ?? 0, pendingSync: true };
  }

  function validate(resource: ResourceName, values: RecordValues) {
    // A record created offline (or a page never saved) has version 0: there is no version to state.
    const { version, ...rest } = values;
    const fields = validationErrors(resource, typeof version === 'number' && version > 0 ? values : rest);
    if (fields) throw new ApiError(400, JSON.stringify({ error: 'Invalid request', fields }), { error: 'Invalid request', fields });
  }

  /** Direct to the server while online with nothing queued; otherwise (or on a network failure) queued. */
  async function write<T>(direct: () => Promise<T>, enqueue: () => T): Promise<T> {
    if (outbox.items().length > 0 || !connectivity.isOnline()) {
      const result = enqueue();
      void syncInBackground();
      emit();
      return result;
    }
    return online(direct, () => {
      const result = enqueue();
      emit();
      return result;
    });
  }

  function loginSucceeded() {
    engine.setNeedsLogin(false);
    void syncInBackground();
  }

  function syncState(): SyncState {
    const state = engine.state();
    const items = outbox.items();
    const conflicts: ConflictInfo[] = items
      .filter((item) => item.state !== 'pending')
      .map((item) => ({
        itemId: item.id,
        kind: item.state === 'conflict' ? 'conflict' : 'rejected',
        resource: item.resource,
        op: item.op,
        recordId: item.recordId,
        displayId: badgeId(item),
        mine: item.values,
        theirs: item.theirs ?? null,
        error: item.error ?? '',
      }));
    const pendingKeys = new Set(items.map((item) => recordKey(item.resource, badgeId(item))));
    return {
      serverUrl: session.serverUrl(),
      online: connectivity.isOnline(),
      pending: items.length,
      lastSyncAt: state.lastSyncAt,
      syncing: state.syncing,
      progress: state.progress,
      conflicts,
      needsLogin: state.needsLogin,
      lastError: state.lastError,
      pendingKeys: [...pendingKeys],
      draftKeys: drafts.list().map((draft) => recordKey(draft.resource, draft.id)),
    };
  }

  const connection = (): ConnectionInfo => ({ serverUrl: session.serverUrl(), hasSession: session.hasSessionCookie() });

  const api: StudioService = {
    getConnection: async () => connection(),

    async connect(serverUrl, password) {
      const previous = session.serverUrl();
      let next: string;
      try {
        next = normalizeServerUrl(serverUrl);
      } catch (error) {
        const message = (error as Error).message;
        throw new ApiError(400, message, { error: message, fields: { serverUrl: message } });
      }
      if (previous && previous !== next && outbox.items().length > 0) {
        throw new ApiError(409, 'Changes for the previous server are still waiting to sync', { error: `Changes for ${previous} are still waiting to sync` });
      }
      session.setServerUrl(next);
      if (previous !== session.serverUrl()) cache.clear();
      connectivity.reportAnswer();
      await api.login(password);
      return connection();
    },

    status: () =>
      online(
        async () => {
          const status = await client().status();
          if (!status.adminAuthenticated && outbox.items().length > 0) engine.setNeedsLogin(true);
          return status;
        },
        () => ({ adminAuthenticated: session.hasSessionCookie() }),
      ),

    async login(password) {
      try {
        await client().login(password);
      } catch (error) {
        if (isNetworkError(error)) throw offlineError('The server cannot be reached. Check the address and your connection.');
        throw error;
      }
      loginSucceeded();
    },

    async logout() {
      try {
        await onlineOnly(() => client().logout());
      } finally {
        session.clearCookies();
      }
    },

    seed: () => onlineOnly(() => client().seed()),

    list: (resource) =>
      online(
        async () => {
          const records = await remote.list(client(), resource);
          cache.setList(resource, records);
          for (const record of records) cache.putRecord(resource, record);
          return overlayList(resource, records);
        },
        () => {
          const cached = cache.getList(resource);
          if (!cached) throw offlineError();
          return overlayList(resource, cached);
        },
      ),

    async get(resource, displayId) {
      const id = outbox.resolve(resource, displayId);
      if (isLocalId(id)) {
        const created = outbox.items().find((item) => item.recordId === id && item.op === 'create');
        if (!created) throw new ApiError(404, 'Not found', { error: 'Not found' });
        return localRecord(created);
      }
      const record = await online(
        async () => {
          const fresh = await remote.get(client(), resource, id);
          cache.putRecord(resource, fresh);
          return fresh;
        },
        () => {
          const cached = cache.getRecord(resource, id);
          if (!cached) throw offlineError();
          return cached;
        },
      );
      const shown = overlayOne(resource, record, queued(resource));
      if (!shown) throw new ApiError(404, 'Not found', { error: 'Not found' });
      return shown;
    },

    async create(resource, input, idempotencyKey) {
      validate(resource, input);
      const key = idempotencyKey ?? randomUUID();
      return write(
        async () => {
          const record = await remote.create(client(), resource, input, key);
          cache.putRecord(resource, record);
          drafts.discard(resource, 'new');
          return record;
        },
        () => {
          const local = outbox.newLocalId();
          const item = outbox.enqueue({ resource, op: 'create', recordId: local.recordId, displayId: local.displayId, values: input, baseVersion: null });
          outbox.update(item.id, { idempotencyKey: key });
          drafts.discard(resource, 'new');
          return localRecord(item);
        },
      );
    },

    async update(resource, displayId, input) {
      validate(resource, input);
      const id = outbox.resolve(resource, displayId);
      const stated = typeof input.version === 'number' && input.version > 0 ? input.version : null;
      const baseVersion = stated ?? (isLocalId(id) ? null : (cache.getRecord(resource, id)?.version ?? null));
      const enqueue = () => {
        const item = outbox.enqueue({ resource, op: 'update', recordId: id, displayId, values: input, baseVersion });
        drafts.discard(resource, displayId);
        if (isLocalId(id)) return localRecord(outbox.get(item.id) ?? item);
        return optimistic(resource, id, displayId, outbox.get(item.id)?.values ?? input);
      };
      if (isLocalId(id)) return enqueue();
      return write(async () => {
        const record = await remote.update(client(), resource, id, input, baseVersion);
        cache.putRecord(resource, record);
        drafts.discard(resource, displayId);
        return record;
      }, enqueue);
    },

    async remove(resource, displayId, version) {
      const id = outbox.resolve(resource, displayId);
      const enqueue = () => {
        const stated = version && version > 0 ? version : null;
        outbox.enqueue({ resource, op: 'delete', recordId: id, displayId, values: null, baseVersion: stated ?? (isLocalId(id) ? null : (cache.getRecord(resource, id)?.version ?? null)) });
        drafts.discard(resource, displayId);
      };
      if (isLocalId(id)) return enqueue();
      return write(async () => {
        await remote.remove(client(), resource, id, version && version > 0 ? version : (cache.getRecord(resource, id)?.version ?? null));
        cache.removeRecord(resource, id);
        drafts.discard(resource, displayId);
      }, enqueue);
    },

    changePassword: (currentPassword, newPassword) => onlineOnly(() => client().changePassword(currentPassword, newPassword)),
    backup: () => onlineOnly(async () => Buffer.from(await (await client().backup()).arrayBuffer()).toString('base64')),
    inboxMessages: () => onlineOnly(() => client().inbox.messages()),
    inboxSetHandled: (id, handled) => onlineOnly(() => client().inbox.setHandled(id, handled)),
    inboxDeleteMessage: (id) => onlineOnly(() => client().inbox.deleteMessage(id)),
    inboxMessagesCsv: () => onlineOnly(() => client().inbox.messagesCsv()),
    inboxSubscribers: () => onlineOnly(() => client().inbox.subscribers()),
    inboxDeleteSubscriber: (id) => onlineOnly(() => client().inbox.deleteSubscriber(id)),
    inboxSubscribersCsv: () => onlineOnly(() => client().inbox.subscribersCsv()),

    async syncNow() {
      if (!session.serverUrl()) return syncState();
      try {
        const status = await client().status();
        if (!status.adminAuthenticated && outbox.items().length > 0) engine.setNeedsLogin(true);
      } catch {
        return syncState();
      }
      // With nothing queued this only records that the server was reached and is up to date.
      await engine.run();
      return syncState();
    },

    getSyncState: async () => syncState(),

    async resolveConflict(itemId, resolution) {
      engine.resolve(itemId, resolution);
      await syncInBackground();
      return syncState();
    },

    saveDraft: async (resource, id, values, baseVersion) => {
      drafts.save(resource, id, values, baseVersion);
      emit();
    },
    getDraft: async (resource, id) => drafts.get(resource, id),
    discardDraft: async (resource, id) => {
      drafts.discard(resource, id);
      emit();
    },
    listDrafts: async () => drafts.list(),

    async openExternal(url) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'mailto:') throw new Error('Only web links can be opened');
      await openExternal(parsed.toString());
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      connectivity.stop();
      listeners.clear();
    },
  };
  return api;
}
