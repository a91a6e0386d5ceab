// The ApiClient the admin screens get in the studio: every call goes through window.studio to
// the main process, which answers from the server, or offline from its cache and outbox.
// Records with a queued change carry `pendingSync: true`.
import type { ApiClient, ResourceClient } from '../../../shared/api-client/api-client.ts';
import type { ResourceName, StudioApiClient, StudioWindowApi } from '../shared/bridge.ts';
import { ELECTRON_MEDIA_SCHEME, localMediaFile } from '../shared/local-media.ts';
import { callBridge } from './bridge-call.ts';

export function createStudioClient(bridge: StudioWindowApi, serverUrl: string): StudioApiClient {
  const resource = <Rec, Input>(name: ResourceName): ResourceClient<Rec, Input> => ({
    list: async () => (await callBridge(bridge, 'list', name)) as Rec[],
    get: async (id) => (await callBridge(bridge, 'get', name, id)) as Rec,
    create: async (input, options) => (await callBridge(bridge, 'create', name, input as Record<string, unknown>, options?.idempotencyKey)) as Rec,
    update: async (id, input) => (await callBridge(bridge, 'update', name, id, input as Record<string, unknown>)) as Rec,
    remove: (id, version) => callBridge(bridge, 'remove', name, id, version),
  });

  const client: ApiClient = {
    login: (password) => callBridge(bridge, 'login', password),
    status: () => callBridge(bridge, 'status'),
    logout: () => callBridge(bridge, 'logout'),
    seed: () => callBridge(bridge, 'seed'),
    pages: {
      list: async () => (await callBridge(bridge, 'list', 'pages')) as never,
      get: async (pageSlug) => (await callBridge(bridge, 'get', 'pages', pageSlug)) as never,
      update: async (pageSlug, input) => (await callBridge(bridge, 'update', 'pages', pageSlug, { ...input, pageSlug })) as never,
    },
    blog: resource('blog'),
    serviceAreas: resource('serviceAreas'),
    products: resource('products'),
    coreServices: resource('coreServices'),
    settings: {
      get: async () => (await callBridge(bridge, 'get', 'settings', 'site')) as never,
      update: async (input) => (await callBridge(bridge, 'update', 'settings', 'site', input)) as never,
    },
    changePassword: (currentPassword, newPassword) => callBridge(bridge, 'changePassword', currentPassword, newPassword),
    backup: async () => {
      const base64 = await callBridge(bridge, 'backup');
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      return new Blob([bytes], { type: 'application/vnd.sqlite3' });
    },
    inbox: {
      messages: (page) => callBridge(bridge, 'inboxMessages', page),
      setHandled: (id, handled) => callBridge(bridge, 'inboxSetHandled', id, handled),
      deleteMessage: (id) => callBridge(bridge, 'inboxDeleteMessage', id),
      messagesCsv: () => callBridge(bridge, 'inboxMessagesCsv'),
      subscribers: (page) => callBridge(bridge, 'inboxSubscribers', page),
      deleteSubscriber: (id) => callBridge(bridge, 'inboxDeleteSubscriber', id),
      subscribersCsv: () => callBridge(bridge, 'inboxSubscribersCsv'),
    },
    notifications: {
      status: () => callBridge(bridge, 'notificationStatus'),
      sendTest: () => callBridge(bridge, 'sendTestEmail'),
    },
    media: studioMedia(bridge),
    liveSiteUrl: () => `${serverUrl}/jacobs`,
  };
  return { ...client, pendingKeys: async () => (await callBridge(bridge, 'getSyncState')).pendingKeys };
}

/**
 * Images go through the main process (mediaList / mediaUpload / mediaRemove): online straight to
 * the server; offline the picked image is kept on disk and named by a local address until the
 * next sync uploads it (studio/src/shared/local-media.ts). The preview of such an address is
 * served by the main process: under its own scheme in Electron (an app:// page), by studio:web at
 * the same path otherwise.
 */
function studioMedia(bridge: StudioWindowApi): ApiClient['media'] {
  // The preload installs window.studio in Electron only (studio:web uses its HTTP shim instead).
  const inElectron = typeof window !== 'undefined' && window.studio !== undefined;
  return {
    list: () => callBridge(bridge, 'mediaList'),
    upload: async (file, fileName, onProgress) => {
      onProgress?.({ loaded: 0, total: file.size });
      const item = await callBridge(bridge, 'mediaUpload', new Uint8Array(await file.arrayBuffer()), fileName, file.type);
      onProgress?.({ loaded: file.size, total: file.size });
      return item;
    },
    remove: (id) => callBridge(bridge, 'mediaRemove', id),
    previewUrl(url) {
      const file = localMediaFile(url);
      if (!file) return null;
      return inElectron ? `${ELECTRON_MEDIA_SCHEME}://local/${file}` : url;
    },
  };
}
