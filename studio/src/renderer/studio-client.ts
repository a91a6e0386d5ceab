// The ApiClient the admin screens get in the studio: every call goes through window.studio to
// the main process, which answers from the server, or offline from its cache and outbox.
// Records with a queued change carry `pendingSync: true`.
import type { ApiClient, ResourceClient } from '../../../shared/api-client/api-client.ts';
import { ApiError } from '../../../shared/api-client/http.ts';
import type { BridgeResult, ResourceName, StudioApiClient, StudioWindowApi } from '../shared/bridge.ts';
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
      messages: () => callBridge(bridge, 'inboxMessages'),
      setHandled: (id, handled) => callBridge(bridge, 'inboxSetHandled', id, handled),
      deleteMessage: (id) => callBridge(bridge, 'inboxDeleteMessage', id),
      messagesCsv: () => callBridge(bridge, 'inboxMessagesCsv'),
      subscribers: () => callBridge(bridge, 'inboxSubscribers'),
      deleteSubscriber: (id) => callBridge(bridge, 'inboxDeleteSubscriber', id),
      subscribersCsv: () => callBridge(bridge, 'inboxSubscribersCsv'),
    },
    media: studioMedia(bridge),
    liveSiteUrl: () => `${serverUrl}/jacobs`,
  };
  return { ...client, pendingKeys: async () => (await callBridge(bridge, 'getSyncState')).pendingKeys };
}

/**
 * Images go through bridge methods mediaList / mediaUpload(bytes, fileName, contentType) /
 * mediaRemove(id) once the main process offers them; until then the call says it needs the
 * server. (Keeping a picked image with an offline draft and uploading it at sync is the studio's part.)
 */
function studioMedia(bridge: StudioWindowApi): ApiClient['media'] {
  type Call = (...args: unknown[]) => Promise<BridgeResult<unknown>>;
  const call = async <T>(method: string, ...args: unknown[]): Promise<T> => {
    const fn = (bridge as unknown as Record<string, Call | undefined>)[method];
    if (typeof fn !== 'function') throw new Error('Upload needs a connection: images can be managed in the web admin for now');
    const result = await fn(...args);
    if (result.ok) return result.value as T;
    throw new ApiError(result.error.status, result.error.text, result.error.body);
  };
  return {
    list: () => call('mediaList'),
    upload: async (file, fileName) => call('mediaUpload', new Uint8Array(await file.arrayBuffer()), fileName, file.type),
    remove: (id) => call('mediaRemove', id),
  };
}
