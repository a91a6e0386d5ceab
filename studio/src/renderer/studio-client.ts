// The ApiClient the admin screens get in the studio: every call goes through window.studio to
// the main process, which answers from the server, or offline from its cache and outbox (a write
// then answers `queued: true`, and queuedKeys names the records waiting to be sent). The records'
// calls are the bridge's record methods; every other admin call is the bridge's `call`, by its
// name in the endpoint table (decision 134).
import type { ApiClient } from '../../../shared/api-client/api-client.ts';
import { recordClients, type RecordTransport } from '../../../shared/api-client/record-clients.ts';
import type { ServerCall } from '../../../shared/api-client/server-calls.ts';
import { bodyFor } from '../../../shared/contract/keyed-records.ts';
import { RESOURCE_ADDRESSES } from '../../../shared/contract/resource-addresses.ts';
import type { RecordValues, StudioWindowApi } from '../bridge/bridge.ts';
import { fromBridgeAnswer } from '../bridge/call-answers.ts';
import { ELECTRON_MEDIA_SCHEME, localMediaFile } from '../bridge/local-media.ts';
import { callBridge } from './bridge-call.ts';

export function createStudioClient(bridge: StudioWindowApi, serverUrl: string): ApiClient {
  const records: RecordTransport = {
    list: (resource) => callBridge(bridge, 'list', resource),
    create: (resource, input, idempotencyKey) => callBridge(bridge, 'create', resource, input as RecordValues, idempotencyKey),
    get: (resource, key) => callBridge(bridge, 'get', resource, key),
    update: (resource, key, input) => callBridge(bridge, 'update', resource, key, input as RecordValues),
    remove: (resource, key, version, uid) => callBridge(bridge, 'remove', resource, key, version, uid),
    revisions: (resource, key) => callBridge(bridge, 'revisions', resource, key),
    revision: (resource, key, revisionId) => callBridge(bridge, 'revision', resource, key, revisionId),
    // A restore is a save of the revision's fields stating the version the owner saw: offline it
    // is queued like any save (decision 140).
    restoreRevision: (resource, key, revision, version) =>
      callBridge(bridge, 'update', resource, key, bodyFor(RESOURCE_ADDRESSES[resource], key, { ...revision.fields, version })),
    preview: (resource, key, input) => callBridge(bridge, 'preview', resource, key, input as RecordValues),
    previewLink: (resource, key, input) => callBridge(bridge, 'previewLink', resource, key, input as RecordValues),
  };

  return {
    ...recordClients(records),
    login: (password) => callBridge(bridge, 'login', password),
    status: () => callBridge(bridge, 'status'),
    logout: () => callBridge(bridge, 'logout'),
    call: (async (name, request) => fromBridgeAnswer(await callBridge(bridge, 'call', name, request))) as ServerCall,
    queuedKeys: async () => (await callBridge(bridge, 'getSyncState')).pendingKeys,
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
