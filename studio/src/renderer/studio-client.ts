// The ApiClient the admin screens get in the studio: every call goes through window.studio to
// the main process, which answers from the server, or offline from its cache and outbox (a write
// then answers `queued: true`, and queuedKeys names the records waiting to be sent).
import type { ApiClient, ResourceClients, WriteOptions } from '../../../shared/api-client/api-client.ts';
import { ID_PARAMS, SINGLE_RECORD_ID } from '../../../shared/contract/resource-definition.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES } from '../../../shared/contract/resource-addresses.ts';
import type { Revision } from '../../../shared/contract/revisions.ts';
import type { RecordId, RecordValues, ResourceName, StudioWindowApi } from '../bridge/bridge.ts';
import { ELECTRON_MEDIA_SCHEME, localMediaFile } from '../bridge/local-media.ts';
import { callBridge } from './bridge-call.ts';

/** Bytes that crossed the bridge base64-encoded. */
const base64Bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export function createStudioClient(bridge: StudioWindowApi, serverUrl: string): ApiClient {
  /** Each resource's calls through the bridge, by how its records are addressed (the resource table). */
  const resourceClient = (name: ResourceName): unknown => {
    const { idKind } = RESOURCE_ADDRESSES[name];
    // A keyed record's body names its key too, as over HTTP.
    const update = (id: RecordId, input: object) => callBridge(bridge, 'update', name, id, (idKind === 'pageSlug' ? { ...input, [ID_PARAMS[idKind]]: id } : input) as RecordValues);
    // A restore is a save of the revision's fields stating the version the owner saw: offline it
    // is queued like any save (decision 141).
    const history = (id: RecordId) => ({
      revisions: () => callBridge(bridge, 'revisions', name, id),
      revision: (revisionId: number) => callBridge(bridge, 'revision', name, id, revisionId),
      restore: (revision: Revision, version: number | undefined) => update(id, { ...revision.fields, version }),
    });
    if (idKind === 'single') return { get: () => callBridge(bridge, 'get', name, SINGLE_RECORD_ID), update: (input: object) => update(SINGLE_RECORD_ID, input), ...history(SINGLE_RECORD_ID) };
    const keyed = {
      list: () => callBridge(bridge, 'list', name),
      get: (id: RecordId) => callBridge(bridge, 'get', name, id),
      update,
      revisions: (id: RecordId) => history(id).revisions(),
      revision: (id: RecordId, revisionId: number) => history(id).revision(revisionId),
      restore: (id: RecordId, revision: Revision, version: number | undefined) => history(id).restore(revision, version),
    };
    if (idKind === 'pageSlug') return keyed;
    return {
      ...keyed,
      create: (input: object, options?: WriteOptions) => callBridge(bridge, 'create', name, input as RecordValues, options?.idempotencyKey),
      remove: (id: number, version?: number) => callBridge(bridge, 'remove', name, id, version),
    };
  };

  return {
    ...(Object.fromEntries(RESOURCE_NAMES.map((name) => [name, resourceClient(name)])) as ResourceClients),
    login: (password) => callBridge(bridge, 'login', password),
    status: () => callBridge(bridge, 'status'),
    logout: () => callBridge(bridge, 'logout'),
    seed: () => callBridge(bridge, 'seed'),
    queuedKeys: async () => (await callBridge(bridge, 'getSyncState')).pendingKeys,
    changePassword: (currentPassword, newPassword) => callBridge(bridge, 'changePassword', currentPassword, newPassword),
    backup: async () => new Blob([base64Bytes(await callBridge(bridge, 'backup'))], { type: 'application/vnd.sqlite3' }),
    inbox: {
      messages: (page, view) => callBridge(bridge, 'inboxMessages', page, view),
      setHandled: (id, handled) => callBridge(bridge, 'inboxSetHandled', id, handled),
      deleteMessage: (id) => callBridge(bridge, 'inboxDeleteMessage', id),
      releaseMessage: (id) => callBridge(bridge, 'inboxReleaseMessage', id),
      deleteHeldMessages: () => callBridge(bridge, 'inboxDeleteHeldMessages'),
      messagesCsv: () => callBridge(bridge, 'inboxMessagesCsv'),
      roomPhoto: async (id) => new Blob([base64Bytes(await callBridge(bridge, 'inboxRoomPhoto', id))], { type: 'image/jpeg' }),
      subscribers: (page, view) => callBridge(bridge, 'inboxSubscribers', page, view),
      deleteSubscriber: (id) => callBridge(bridge, 'inboxDeleteSubscriber', id),
      releaseSubscriber: (id) => callBridge(bridge, 'inboxReleaseSubscriber', id),
      deleteHeldSubscribers: () => callBridge(bridge, 'inboxDeleteHeldSubscribers'),
      subscribersCsv: () => callBridge(bridge, 'inboxSubscribersCsv'),
    },
    dashboard: () => callBridge(bridge, 'dashboard'),
    seedPreview: () => callBridge(bridge, 'seedPreview'),
    recomputePalette: (productId) => callBridge(bridge, 'recomputePalette', productId),
    notifications: {
      status: () => callBridge(bridge, 'notificationStatus'),
      sendTest: () => callBridge(bridge, 'sendTestEmail'),
    },
    preview: {
      ofValues: (resource, key, input) => callBridge(bridge, 'previewValues', resource, key, input as RecordValues),
      link: (resource, key) => callBridge(bridge, 'previewLink', resource, key),
      revokeAll: () => callBridge(bridge, 'revokePreviewLinks'),
    },
    media: studioMedia(bridge),
    liveSiteUrl: () => `${serverUrl}/jacobs`,
  };
}

/**
 * Images go through the main process (mediaList / mediaUpload / mediaRemove): online straight to
 * the server; offline the picked image is kept on disk and named by a local address until the
 * next sync uploads it (studio/src/bridge/local-media.ts). The preview of such an address is
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
