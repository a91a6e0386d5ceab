// The facade behind the bridge: what the renderer may ask of the main process, composed from
// the parts that do each job: the connection (server, session, Online/Offline, signing in),
// records and the local view, images, the sync engine, and the sync state pushed to the window.
import { ApiError, type FetchLike } from '../../../../shared/api-client/http.ts';
import type { AnyServerCall } from '../../../../shared/api-client/server-calls.ts';
import type { BridgeApi, RecordId, ResourceName } from '../../bridge/bridge.ts';
import { toBridgeAnswer } from '../../bridge/call-answers.ts';
import { createCache } from './cache.ts';
import { adminEndpoints, type Address } from '../../../../shared/contract/admin-endpoints.ts';
import { answeredWithin, createConnection, isUnauthorized, offlineError, PROBE_INTERVAL_MS, READ_WAIT_MS, SERVER_NEEDED } from './connection.ts';
import { createDrafts } from './drafts.ts';
import { createHistory } from './history.ts';
import { namespaced, type KeyValueStore } from './key-value-store.ts';
import { createLocalMedia } from './local-media.ts';
import { createOutbox } from './outbox.ts';
import { createRecords } from './records.ts';
import { recordClientOf } from './resources.ts';
import { createSequence } from './sequence.ts';
import type { SecretSealer } from './secret-sealer.ts';
import { createStudioMedia, type StudioMedia } from './studio-media.ts';
import { createSyncEngine } from './sync-engine.ts';
import { createSyncStatePush, draftSummaries, typedForAnother } from './sync-state.ts';

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

export function createStudioService({ stores, mediaDir, openExternal, secrets, fetch, probeIntervalMs = PROBE_INTERVAL_MS, requestTimeoutMs, now = () => new Date() }: StudioServiceDeps): StudioService {
  const { state, cache: cacheStore } = stores;
  const connection = createConnection({ store: namespaced(state, 'session:'), secrets, fetch, timeoutMs: requestTimeoutMs, probeIntervalMs, now });
  // The times the studio keeps to show (Last sync, a change queued, an image picked offline) are
  // the server's, as of its last answer; this computer's clock only before the server ever answered.
  const shownTime = () => connection.serverNow() ?? now();
  // One order for queued changes and drafts, shared by every studio process on the folder.
  const sequence = createSequence(namespaced(state, 'order:'));
  const outbox = createOutbox(namespaced(state, 'outbox:'), shownTime, sequence);
  const drafts = createDrafts(namespaced(state, 'draft:'), sequence, shownTime);
  const cache = createCache(cacheStore);
  const localMedia = createLocalMedia({ dir: mediaDir, store: namespaced(state, 'media:'), now: shownTime });
  const changed = () => push.changed();
  const media = createStudioMedia({ connection, localMedia, outbox, drafts, cache, changed });
  const engine = createSyncEngine({
    outbox,
    cache,
    drafts,
    store: namespaced(state, 'sync:'),
    client: () => connection.client(),
    session: connection,
    media: { waitingIn: media.waitingIn, withServerUrls: media.withServerUrls },
    now: shownTime,
  });
  const push = createSyncStatePush({ connection, engine, outbox, drafts, cache, imagesWaiting: media.waitingCount });
  const records = createRecords({
    connection,
    outbox,
    cache,
    drafts,
    sequence,
    withServerUrls: media.withServerUrls,
    queued: () => {
      changed();
      void syncSoon();
    },
  });
  /** The key a draft is kept under: the record's server id once its create synced, whatever id the editor still holds. */
  const draftId = (resource: ResourceName, id: RecordId) => outbox.displayIdNow(resource, id);
  /** A list read anew may show a draft's record deleted on the server (or back): tell the window when that changed. */
  let draftsGone = '';
  function noteDraftsGone() {
    const gone = draftSummaries(drafts, cache, outbox)
      .filter((draft) => draft.gone)
      .map((draft) => `${draft.resource}:${draft.id}`)
      .join(',');
    if (gone === draftsGone) return;
    draftsGone = gone;
    changed();
  }

  const history = createHistory({ connection, outbox });

  /** Once disposed, nothing starts another sync (one already under way runs to its end). */
  let disposed = false;
  const somethingToSync = () => outbox.items().some((item) => item.state === 'pending') || media.neededBySync().length > 0;
  const syncSoon = () => (!disposed && somethingToSync() && connection.ready() ? engine.run().catch(() => undefined) : Promise.resolve());

  async function signedIn() {
    if (disposed || !connection.ready()) return;
    await records.prefetch();
    void syncSoon();
  }

  const unsubscribe = [
    engine.onChange(changed),
    connection.onChange(changed),
    // Another studio process on the same folder queued, synced or decided something.
    state.watch(changed),
    connection.onReady(() => void signedIn().finally(changed)),
    // The server was restored from a backup: what was queued against its data of before waits for the owner.
    connection.onRestored(() => {
      outbox.markRestored();
      changed();
    }),
  ];
  // Started with a server known: reach it now, so changes left queued go without waiting for Sync now.
  if (connection.serverUrl()) {
    void connection
      .check()
      .then(signedIn)
      .catch(() => undefined)
      .finally(changed);
  }

  return {
    getConnection: async () => connection.getConnection(),
    async connect(serverUrl, password) {
      const { serverChanged } = await connection.connect(serverUrl, password, outbox.items().length > 0);
      if (serverChanged) cache.clear();
      await signedIn();
      return connection.getConnection();
    },
    status: () => connection.status(),
    async login(password) {
      await connection.login(password);
      await signedIn();
    },
    logout: () => connection.logout(),

    async list(resource) {
      const listed = await records.list(resource);
      noteDraftsGone();
      return listed;
    },
    get: records.get,
    create: records.create,
    update: records.update,
    remove: records.remove,
    revisions: history.revisions,
    revision: history.revision,
    preview: (resource, id, values) => connection.onlineOnly(() => recordClientOf(connection.client(), resource).preview!(id, values)),
    previewLink: (resource, id, values) => connection.onlineOnly(() => recordClientOf(connection.client(), resource).previewLink!(id, values)),
    // Everything else the admin asks of the server, by its name in the endpoint table (decision 134):
    // a read's answer is kept, and shown again while the server is away or does not answer (the
    // dashboard's figures, the inbox), as the records are; the rest needs the server.
    call(name, request) {
      const send = async () => toBridgeAnswer(await (connection.client().call as AnyServerCall)(name, request));
      const address: Address = adminEndpoints[name];
      if (address.method !== 'GET' || address.answer) return connection.onlineOnly(send);
      const key = `${name}:${JSON.stringify(request ?? {})}`;
      const kept = () => {
        const answer = cache.getAnswer(key);
        if (answer === null) throw offlineError(SERVER_NEEDED);
        return answer;
      };
      const fresh = async () => {
        const answer = await send();
        cache.setAnswer(key, answer);
        return answer;
      };
      return connection.online(() => answeredWithin(fresh(), READ_WAIT_MS, kept), kept).catch((error: unknown) => {
        if (isUnauthorized(error) && cache.getAnswer(key) !== null) return kept();
        throw error;
      });
    },

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

    saveDraft: async (resource, id, draft) => {
      if (!draft || typeof draft.values !== 'object' || draft.values === null) throw new ApiError(400, 'A draft needs the form values', { error: 'A draft needs the form values' });
      drafts.save(resource, draftId(resource, id), { values: draft.values, base: draft.base ?? null, baseVersion: draft.baseVersion ?? null });
      changed();
    },
    // A draft typed in a record that is no longer at its number (the server restored from a backup)
    // is not offered on the record there now: the status bar lists it as no longer on the server.
    getDraft: async (resource, id) => {
      const key = draftId(resource, id);
      const draft = drafts.get(resource, key);
      return typedForAnother(draft, cache, resource, key) ? null : draft;
    },
    discardDraft: async (resource, id) => {
      const key = draftId(resource, id);
      const draft = drafts.get(resource, key);
      drafts.discard(resource, key);
      if (draft) media.forgetUnused(draft.values);
      changed();
    },
    listDrafts: async () => drafts.list(),
    draftToNew: async (resource, id) => {
      drafts.toNew(resource, draftId(resource, id));
      changed();
    },

    mediaList: media.mediaList,
    mediaUpload: media.mediaUpload,
    mediaRemove: media.mediaRemove,
    localMediaFile: media.localMediaFile,

    async openExternal(url) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'mailto:') throw new ApiError(400, 'Only web links can be opened', { error: 'Only web links can be opened' });
      await openExternal(parsed.toString());
    },

    async logError(message, detail) {
      console.error(`Studio window: ${String(message).slice(0, 2000)}\n${String(detail).slice(0, 8000)}`);
    },

    subscribe: push.subscribe,
    dispose() {
      disposed = true;
      unsubscribe.forEach((stop) => stop());
      connection.dispose();
      push.dispose();
    },
  };
}
