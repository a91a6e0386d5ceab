// The facade behind the bridge: what the renderer may ask of the main process. Reads go to the
// server and fill the cache, or come from the cache when offline; writes go straight to the
// server while online with nothing queued, and otherwise into the outbox (validated first with
// the contract's schema, so nothing invalid is queued). Queued changes show on the lists,
// marked `pendingSync: true`. Images go to the server at once when it answers; otherwise they are
// kept on disk and uploaded by the next sync, before the records that show them.
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { ApiError, type FetchLike } from '../../../../shared/api-client/http.ts';
import { uploadBlob } from '../../../../shared/api-client/upload.ts';
import { endpoints } from '../../../../shared/contract/endpoints.ts';
import { FILE_NAME_HEADER, type MediaItem, type MediaUsage } from '../../../../shared/contract/media.ts';
import type { BridgeApi, ConflictInfo, ConnectionInfo, RecordId, RecordValues, ResourceName, SyncState } from '../../shared/bridge.ts';
import { LOCAL_MEDIA_ID_PATTERN } from '../../shared/local-media.ts';
import { createCache } from './cache.ts';
import { createConnectivity, isNetworkError } from './connectivity.ts';
import { createDrafts, recordKey } from './drafts.ts';
import { createLocalMedia, type LocalImage } from './local-media.ts';
import { namespaced, type KeyValueStore } from './key-value-store.ts';
import { badgeId, createOutbox, isLocalId, type OutboxItem } from './outbox.ts';
import { inputSchemas, isCrud, recordIdOf, remote, validationErrors, type ServerRecord } from './resources.ts';
import type { SecretSealer } from './secret-sealer.ts';
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
  /** Where images picked offline are kept until the sync uploads them. */
  mediaDir: string;
  openExternal(url: string): Promise<void>;
  /** Seals the session cookie on disk (safeStorage in the Electron build); kept as is without. */
  secrets?: SecretSealer;
  fetch?: FetchLike;
  /** How often to probe the server while a server is configured; 0 turns the probe off. */
  probeIntervalMs?: number;
  requestTimeoutMs?: number;
  now?: () => Date;
}

export interface StudioService extends BridgeApi {
  /** A local image's bytes for its preview, or the server URL it became once uploaded. */
  localMediaFile(file: string): { bytes: Buffer; mimeType: string } | { redirect: string } | null;
  /** Called whenever the sync state may have changed. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

const OFFLINE_MESSAGE = 'You are offline and this has not been loaded before';

export function createStudioService({ stores, mediaDir, openExternal, secrets, fetch, probeIntervalMs = 5000, requestTimeoutMs, now = () => new Date() }: StudioServiceDeps): StudioService {
  const connectivity = createConnectivity(true);
  const session = createServerSession({ store: namespaced(stores.state, 'session:'), connectivity, secrets, fetch, timeoutMs: requestTimeoutMs });
  const outbox = createOutbox(namespaced(stores.state, 'outbox:'), now);
  const drafts = createDrafts(namespaced(stores.state, 'draft:'), now);
  const cache = createCache(stores.cache);
  const localMedia = createLocalMedia({ dir: mediaDir, store: namespaced(stores.state, 'media:'), now });
  const client = (): ApiClient => session.client();
  const engine = createSyncEngine({
    outbox,
    cache,
    drafts,
    store: namespaced(stores.state, 'sync:'),
    client,
    media: { pending: () => localMedia.pending().map((image) => image.id), upload: uploadLocalImage, withServerUrls },
    now,
  });
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
    if (!url || (connectivity.isOnline() && !somethingToSync())) return;
    await session.fetch(`${url}${endpoints.admin.status.path}`, { headers: { Accept: 'application/json' } });
  }

  const somethingToSync = () => outbox.items().length > 0 || localMedia.pending().length > 0;

  function syncInBackground() {
    if (!somethingToSync() || engine.state().needsLogin) return Promise.resolve();
    return engine.run().catch(() => undefined);
  }

  /** Runs a server call; a network failure answers `offline()` instead, an expired session marks needsLogin. */
  async function online<T>(call: () => Promise<T>, offline: () => T): Promise<T> {
    if (!connectivity.isOnline() || !session.serverUrl()) return offline();
    try {
      return await call();
    } catch (error) {
      if (isNetworkError(error)) return offline();
      if (error instanceof ApiError && error.status === 401 && somethingToSync()) engine.setNeedsLogin(true);
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

  /**
   * Direct to the server while online with nothing queued that could go before it; otherwise (or
   * on a network failure) queued. Changes held for the owner's decision keep only their own
   * record's later changes queued behind them.
   */
  async function write<T>(resource: ResourceName, id: RecordId | null, direct: () => Promise<T>, enqueue: () => T): Promise<T> {
    const before = outbox.items().filter((item) => item.state === 'pending' || (id !== null && item.resource === resource && String(item.recordId) === String(id)));
    if (before.length > 0 || !connectivity.isOnline()) {
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

  // Images picked offline (studio/src/main/services/local-media.ts).
  const uploads = new Map<string, Promise<MediaItem>>();

  /** Uploads a kept image with its own Idempotency-Key; one request at a time per image. */
  function uploadLocalImage(id: string): Promise<MediaItem> {
    const running = uploads.get(id);
    if (running) return running;
    const upload = (async () => {
      const image = localMedia.get(id);
      if (!image) throw new ApiError(404, 'This image is no longer kept by the studio', { error: 'This image is no longer kept by the studio' });
      if (image.uploaded) return image.uploaded;
      const serverUrl = session.serverUrl();
      const bytes = localMedia.read(image);
      if (!serverUrl) throw offlineError('This needs the server, and it cannot be reached right now');
      if (!bytes) {
        const message = `${image.fileName} is no longer on this computer`;
        localMedia.markRefused(id, message);
        throw new ApiError(410, message, { error: message });
      }
      try {
        const item = await uploadBlob<MediaItem>(session.fetch, {
          url: `${serverUrl}${endpoints.admin.media.upload.path}`,
          body: new Blob([new Uint8Array(bytes)], { type: image.mimeType }),
          headers: {
            Accept: 'application/json',
            'Content-Type': image.mimeType,
            [FILE_NAME_HEADER]: encodeURIComponent(image.fileName),
            'Idempotency-Key': image.idempotencyKey,
          },
        });
        localMedia.markUploaded(id, item);
        cache.putMedia(item);
        return item;
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) localMedia.markRefused(id, error.serverMessage);
        throw error;
      }
    })().finally(() => uploads.delete(id));
    uploads.set(id, upload);
    return upload;
  }

  /** `values` naming uploaded images by their server URLs; images still waiting are uploaded first. */
  async function withServerUrls<T>(values: T): Promise<T> {
    let swapped = localMedia.swap(values);
    if (swapped.notUploaded.length === 0) return swapped.values;
    for (const image of swapped.notUploaded) {
      const refusal = 'missing' in image ? 'it is no longer kept by the studio' : image.refused;
      if (refusal) {
        const name = 'missing' in image ? 'An image picked offline' : image.fileName;
        const message = `${name} could not be uploaded: ${refusal}. Choose another image or remove it.`;
        throw new ApiError(400, message, { error: message, fields: { imageUrl: message } });
      }
      await uploadLocalImage(image.id);
    }
    swapped = localMedia.swap(values);
    return swapped.values;
  }

  /** Which queued products and posts name a kept image (the server reports usage for its own). */
  function localUsage(image: LocalImage): MediaUsage[] {
    return outbox.items().flatMap((item): MediaUsage[] => {
      if ((item.resource !== 'products' && item.resource !== 'blog') || !localMedia.mentioned(item.values).includes(image.id)) return [];
      const name = String(item.values?.name ?? item.values?.title ?? '');
      return [{ kind: item.resource === 'products' ? 'product' : 'blogPost', id: Number(item.displayId), name }];
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
      pendingImages: localMedia.pending().length,
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
      if (previous && previous !== next && somethingToSync()) {
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
          if (!status.adminAuthenticated && somethingToSync()) engine.setNeedsLogin(true);
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
        resource,
        null,
        async () => {
          const record = await remote.create(client(), resource, await withServerUrls(input), key);
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
      return write(resource, id, async () => {
        const record = await remote.update(client(), resource, id, await withServerUrls(input), baseVersion);
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
      return write(resource, id, async () => {
        await remote.remove(client(), resource, id, version && version > 0 ? version : (cache.getRecord(resource, id)?.version ?? null));
        cache.removeRecord(resource, id);
        drafts.discard(resource, displayId);
      }, enqueue);
    },

    changePassword: (currentPassword, newPassword) => onlineOnly(() => client().changePassword(currentPassword, newPassword)),
    backup: () => onlineOnly(async () => Buffer.from(await (await client().backup()).arrayBuffer()).toString('base64')),
    inboxMessages: (page) => onlineOnly(() => client().inbox.messages(page)),
    inboxSetHandled: (id, handled) => onlineOnly(() => client().inbox.setHandled(id, handled)),
    inboxDeleteMessage: (id) => onlineOnly(() => client().inbox.deleteMessage(id)),
    inboxMessagesCsv: () => onlineOnly(() => client().inbox.messagesCsv()),
    inboxSubscribers: (page) => onlineOnly(() => client().inbox.subscribers(page)),
    inboxDeleteSubscriber: (id) => onlineOnly(() => client().inbox.deleteSubscriber(id)),
    inboxSubscribersCsv: () => onlineOnly(() => client().inbox.subscribersCsv()),

    async syncNow() {
      if (!session.serverUrl()) return syncState();
      try {
        const status = await client().status();
        if (!status.adminAuthenticated && somethingToSync()) engine.setNeedsLogin(true);
      } catch {
        return syncState();
      }
      // With nothing queued this only records that the server was reached and is up to date.
      await engine.run();
      return syncState();
    },

    getSyncState: async () => syncState(),

    async mediaList() {
      const kept = localMedia.waiting().map((image) => localMedia.toItem(image, localUsage(image)));
      const uploaded = await online(
        async () => {
          const items = await client().media.list();
          cache.setMediaList(items);
          return items;
        },
        () => {
          const cached = cache.getMediaList();
          if (!cached && kept.length === 0) throw offlineError();
          return cached ?? [];
        },
      );
      return [...kept, ...uploaded];
    },

    async mediaUpload(bytes, fileName, _contentType) {
      // The type is read from the bytes, as the server does; the declared one is not trusted.
      if (!(bytes instanceof Uint8Array)) throw new ApiError(400, 'The image must be sent as bytes', { error: 'The image must be sent as bytes' });
      const name = typeof fileName === 'string' && fileName.trim() ? fileName.trim().slice(0, 200) : 'image';
      // Kept on disk first, whatever happens next: if the answer to the upload is lost, the sync
      // resends it with the same Idempotency-Key rather than uploading it twice.
      const image = localMedia.save(bytes, name);
      const kept = () => {
        emit();
        return localMedia.toItem(image, []);
      };
      if (!connectivity.isOnline() || !session.serverUrl()) return kept();
      try {
        return await uploadLocalImage(image.id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          engine.setNeedsLogin(true);
          return kept();
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          localMedia.remove(image.id);
          throw error;
        }
        return kept();
      }
    },

    async mediaRemove(id) {
      if (typeof id === 'string' && LOCAL_MEDIA_ID_PATTERN.test(id)) {
        const image = localMedia.get(id);
        if (!image) throw new ApiError(404, 'Not found', { error: 'Not found' });
        const usedBy = localUsage(image);
        if (usedBy.length > 0) throw new ApiError(409, 'Image is still in use', { error: 'Image is still in use', current: localMedia.toItem(image, usedBy) });
        localMedia.remove(id);
        emit();
        return;
      }
      await onlineOnly(() => client().media.remove(String(id)));
      cache.removeMedia(String(id));
    },

    localMediaFile(file) {
      const image = localMedia.byFile(file);
      if (!image) return null;
      if (image.uploaded) {
        const serverUrl = session.serverUrl();
        return serverUrl ? { redirect: new URL(image.uploaded.url, serverUrl).href } : null;
      }
      const bytes = localMedia.read(image);
      return bytes ? { bytes, mimeType: image.mimeType } : null;
    },

    async resolveConflict(itemId, resolution) {
      // Trying again also tries again the images the server refused for this change.
      const item = outbox.get(itemId);
      if (item && resolution.choice !== 'theirs') for (const id of localMedia.mentioned(resolution.choice === 'merge' ? resolution.values : item.values)) localMedia.clearRefusal(id);
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
