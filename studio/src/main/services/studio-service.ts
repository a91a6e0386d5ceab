// The facade behind the bridge: what the renderer may ask of the main process, composed from
// the parts that do each job: the connection (server, session, Online/Offline, signing in),
// records and the local view, images, the sync engine, and the sync state pushed to the window.
import type { FetchLike } from '../../../../shared/api-client/http.ts';
import type { BridgeApi } from '../../bridge/bridge.ts';
import { createCache } from './cache.ts';
import { createConnection } from './connection.ts';
import { createDrafts } from './drafts.ts';
import { createHistory } from './history.ts';
import { namespaced, type KeyValueStore } from './key-value-store.ts';
import { createLocalMedia } from './local-media.ts';
import { createOutbox } from './outbox.ts';
import { createRecords } from './records.ts';
import type { SecretSealer } from './secret-sealer.ts';
import { createStudioMedia, type StudioMedia } from './studio-media.ts';
import { createSyncEngine } from './sync-engine.ts';
import { createSyncStatePush } from './sync-state.ts';

export interface StudioStores {
  /** Small, often-written state: session, outbox, drafts, images kept offline. */
  state: KeyValueStore;
  /** Larger, rarely-critical state: the records last fetched. */
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
  localMediaFile: StudioMedia['localMediaFile'];
  /** Called whenever the sync state may have changed. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createStudioService({ stores, mediaDir, openExternal, secrets, fetch, probeIntervalMs = 5000, requestTimeoutMs, now = () => new Date() }: StudioServiceDeps): StudioService {
  const { state, cache: cacheStore } = stores;
  const connection = createConnection({ store: namespaced(state, 'session:'), secrets, fetch, timeoutMs: requestTimeoutMs, probeIntervalMs });
  const outbox = createOutbox(namespaced(state, 'outbox:'), now);
  const drafts = createDrafts(namespaced(state, 'draft:'), now);
  const cache = createCache(cacheStore);
  const localMedia = createLocalMedia({ dir: mediaDir, store: namespaced(state, 'media:'), now });
  const changed = () => push.changed();
  const media = createStudioMedia({ connection, localMedia, outbox, drafts, cache, changed });
  const engine = createSyncEngine({
    outbox,
    cache,
    drafts,
    store: namespaced(state, 'sync:'),
    client: () => connection.client(),
    session: connection,
    media: { pending: media.neededBySync, upload: media.upload, withServerUrls: media.withServerUrls },
    now,
  });
  const push = createSyncStatePush({ connection, engine, outbox, drafts, imagesWaiting: media.waitingCount });
  const records = createRecords({
    connection,
    outbox,
    cache,
    drafts,
    withServerUrls: media.withServerUrls,
    queued: () => {
      changed();
      void syncSoon();
    },
    now,
  });

  const history = createHistory({ connection, outbox });

  const somethingToSync = () => outbox.items().some((item) => item.state === 'pending') || media.neededBySync().length > 0;
  const syncSoon = () => (somethingToSync() && connection.ready() ? engine.run().catch(() => undefined) : Promise.resolve());

  async function signedIn() {
    if (!connection.ready()) return;
    await records.prefetch();
    void syncSoon();
  }

  const unsubscribe = [
    engine.onChange(changed),
    connection.onChange(changed),
    // Another studio process on the same folder queued, synced or decided something.
    state.watch(changed),
    connection.onReady(() => void signedIn().finally(changed)),
  ];

  return {
    getConnection: async () => connection.getConnection(),
    async connect(serverUrl, password) {
      const { serverChanged } = await connection.connect(serverUrl, password, outbox.items().length > 0);
      if (serverChanged) cache.clear();
      await signedIn();
      return connection.getConnection();
    },
    status: () => connection.status(somethingToSync()),
    async login(password) {
      await connection.login(password);
      await signedIn();
    },
    logout: () => connection.logout(),
    seed: () => connection.onlineOnly(() => connection.client().seed()),

    list: records.list,
    get: records.get,
    create: records.create,
    update: records.update,
    remove: records.remove,
    revisions: history.revisions,
    revision: history.revision,

    changePassword: (currentPassword, newPassword) => connection.onlineOnly(() => connection.client().changePassword(currentPassword, newPassword)),
    backup: () => connection.onlineOnly(async () => Buffer.from(await (await connection.client().backup()).arrayBuffer()).toString('base64')),
    inboxMessages: (page) => connection.onlineOnly(() => connection.client().inbox.messages(page)),
    inboxSetHandled: (id, handled) => connection.onlineOnly(() => connection.client().inbox.setHandled(id, handled)),
    inboxDeleteMessage: (id) => connection.onlineOnly(() => connection.client().inbox.deleteMessage(id)),
    inboxMessagesCsv: () => connection.onlineOnly(() => connection.client().inbox.messagesCsv()),
    inboxRoomPhoto: (id) => connection.onlineOnly(async () => Buffer.from(await (await connection.client().inbox.roomPhoto(id)).arrayBuffer()).toString('base64')),
    inboxSubscribers: (page) => connection.onlineOnly(() => connection.client().inbox.subscribers(page)),
    inboxDeleteSubscriber: (id) => connection.onlineOnly(() => connection.client().inbox.deleteSubscriber(id)),
    inboxSubscribersCsv: () => connection.onlineOnly(() => connection.client().inbox.subscribersCsv()),
    seedPreview: () => connection.onlineOnly(() => connection.client().seedPreview()),
    dashboard: () => connection.onlineOnly(() => connection.client().dashboard()),
    notificationStatus: () => connection.onlineOnly(() => connection.client().notifications.status()),
    sendTestEmail: () => connection.onlineOnly(() => connection.client().notifications.sendTest()),
    recomputePalette: (productId) => connection.onlineOnly(() => connection.client().recomputePalette(productId)),
    previewValues: (resource, id, values) => connection.onlineOnly(() => connection.client().preview.ofValues(resource, id, values)),
    previewLink: (resource, id) => connection.onlineOnly(() => connection.client().preview.link(resource, id)),

    async syncNow() {
      if (!connection.serverUrl()) return push.current();
      try {
        await connection.check();
      } catch {
        return push.current(); // the server answered with an error: try again later
      }
      // With nothing queued this only records that the server was reached and is up to date.
      if (connection.isOnline()) await engine.run();
      return push.current();
    },
    getSyncState: async () => push.current(),
    nextSyncState: (seen) => push.next(seen),

    async resolveConflict(itemId, resolution) {
      const item = outbox.get(itemId);
      // Trying again also tries again the images the server refused for this change.
      if (item && resolution.choice !== 'theirs') for (const id of localMedia.mentioned(resolution.choice === 'merge' ? resolution.values : item.values)) localMedia.clearRefusal(id);
      engine.resolve(itemId, resolution);
      if (item && resolution.choice === 'theirs') media.forgetUnused(item.values);
      await syncSoon();
      return push.current();
    },

    saveDraft: async (resource, id, values, baseVersion) => {
      drafts.save(resource, id, values, baseVersion);
      changed();
    },
    getDraft: async (resource, id) => drafts.get(resource, id),
    discardDraft: async (resource, id) => {
      const draft = drafts.get(resource, id);
      drafts.discard(resource, id);
      if (draft) media.forgetUnused(draft.values);
      changed();
    },
    listDrafts: async () => drafts.list(),

    mediaList: media.mediaList,
    mediaUpload: media.mediaUpload,
    mediaRemove: media.mediaRemove,
    localMediaFile: media.localMediaFile,

    async openExternal(url) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'mailto:') throw new Error('Only web links can be opened');
      await openExternal(parsed.toString());
    },

    subscribe: push.subscribe,
    dispose() {
      unsubscribe.forEach((stop) => stop());
      connection.dispose();
      push.dispose();
    },
  };
}
