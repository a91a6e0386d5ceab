// Its addresses come from the zod-free tables (admin-endpoints.ts, resource-addresses.ts), so the
// web admin's first screens, which load the client, load no schema (decision 161). It sends what
// it is given and returns the server's answers as they are: the server validates every input.
import { adminEndpoints } from '../contract/admin-endpoints.ts';
import { FILE_NAME_HEADER } from '../contract/media-upload.ts';
import { fillPath } from '../contract/public-endpoints.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceAddresses, type ResourceName } from '../contract/resource-addresses.ts';
import { ID_PARAMS, lowestVersionOf } from '../contract/resource-definition.ts';
import { ifMatchHeader, versionToState, withStatedVersion } from '../contract/versions.ts';
import type { ApiClient, Removed, ResourceClients, Saved, WriteOptions } from './api-client.ts';
import { request, requestJson, type FetchLike } from './http.ts';
import { uploadBlob, type ProgressUpload } from './upload.ts';

/**
 * The ApiClient over plain HTTP with cookies, as the web admin (and the studio's main process) use
 * it. An upload asked to report its progress goes through `progressUpload` when given (a browser's).
 */
export function createHttpClient(fetchImpl: FetchLike, baseUrl = '', progressUpload?: ProgressUpload): ApiClient {
  const json = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    requestJson<T>(fetchImpl, baseUrl, method, path, { body, headers });
  const text = async (path: string) => (await request(fetchImpl, baseUrl, 'GET', path)).text();

  const saved = async <Rec>(record: Promise<Rec>): Promise<Saved<Rec>> => ({ record: await record, queued: false });
  /** The body and If-Match header of a write stating the version its edit started from (shared/contract/versions.ts). */
  const stating = (input: object & { version?: unknown }, lowest: number) => {
    const body = withStatedVersion(input, input.version, lowest);
    return { body, headers: ifMatchHeader(body.version) };
  };

  /** Each resource's calls, by how its records are addressed (the resource table). */
  function resourceClient(resource: ResourceAddresses[ResourceName]): unknown {
    const calls = admin[resource.name] as unknown as Record<string, { path: string }>;
    const lowest = lowestVersionOf(resource);
    const update = (path: string, input: object) => {
      const { body, headers } = stating(input, lowest);
      return saved(json('PUT', path, body, headers));
    };
    /** The history calls of the record at `at` (a path with the record's key filled in). */
    const history = (at: (path: string, revisionId?: number) => string) => ({
      revisions: () => json('GET', at(calls.revisions.path)),
      revision: (revisionId: number) => json('GET', at(calls.revision.path, revisionId)),
      restore: (revision: { id: number }, version: number | undefined) =>
        saved(json('POST', at(calls.restoreRevision.path, revision.id), undefined, ifMatchHeader(versionToState(version, lowest)))),
    });
    if (resource.idKind === 'single') {
      const { revisions, revision, restore } = history((path, revisionId) => fillPath(path, { revisionId: revisionId ?? '' }));
      return { get: () => json('GET', calls.get.path), update: (input: object) => update(calls.update.path, input), revisions, revision, restore };
    }
    const param = ID_PARAMS[resource.idKind];
    const one = (path: string, key: string | number) => fillPath(path, { [param]: key });
    const historyOf = (key: string | number) => history((path, revisionId) => fillPath(path, { [param]: key, revisionId: revisionId ?? '' }));
    const keyed = {
      list: () => json('GET', calls.list.path),
      get: (key: string | number) => json('GET', one(calls.get.path, key)),
      revisions: (key: string | number) => historyOf(key).revisions(),
      revision: (key: string | number, revisionId: number) => historyOf(key).revision(revisionId),
      restore: (key: string | number, revision: { id: number }, version: number | undefined) => historyOf(key).restore(revision, version),
      // A keyed record's body names its key too (docs/product/api.md#the-editable-records: PUT /api/admin/pages/{pageSlug} sends pageSlug).
      update: (key: string | number, input: object) => update(one(calls.update.path, key), resource.idKind === 'pageSlug' ? { ...input, [param]: key } : input),
    };
    if (resource.idKind === 'pageSlug') return keyed;
    return {
      ...keyed,
      create: (input: object, options?: WriteOptions) =>
        saved(json('POST', calls.create.path, input, options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined)),
      remove: async (id: number, version?: number): Promise<Removed> => {
        await json('DELETE', one(calls.remove.path, id), undefined, ifMatchHeader(versionToState(version, lowest)));
        return { queued: false };
      },
    };
  }

  const admin = adminEndpoints;
  /** A preview call's path for one record, by its id or page slug (whichever the path names). */
  const previewPath = ({ path }: { path: string }, key: string | number) => fillPath(path, { id: key, pageSlug: key });
  const resources = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, resourceClient(RESOURCE_ADDRESSES[name])])) as ResourceClients;
  return {
    ...resources,
    login: async (password) => {
      await json('POST', admin.login.path, { password });
    },
    status: () => json('GET', admin.status.path),
    logout: async () => {
      await json('POST', admin.logout.path);
    },
    seed: () => json('POST', admin.seed.path),
    seedPreview: () => json('GET', admin.seedPreview.path),
    dashboard: () => json('GET', admin.dashboard.path),
    recomputePalette: (productId) => json('POST', fillPath(admin.productPalette.path, { id: productId }), {}),
    changePassword: async (currentPassword, newPassword) => {
      await json('PUT', admin.changePassword.path, { currentPassword, newPassword });
    },
    backup: async () => (await request(fetchImpl, baseUrl, 'GET', admin.backup.path)).blob(),
    inbox: {
      messages: (page = 1, view = 'inbox') => json('GET', `${admin.messages.path}?page=${encodeURIComponent(page)}&view=${view}`),
      setHandled: (id, handled) => json('PATCH', fillPath(admin.updateMessage.path, { id }), { handled }),
      deleteMessage: async (id) => {
        await json('DELETE', fillPath(admin.deleteMessage.path, { id }));
      },
      releaseMessage: (id) => json('POST', fillPath(admin.releaseMessage.path, { id })),
      deleteHeldMessages: () => json('DELETE', admin.deleteHeldMessages.path),
      messagesCsv: () => text(admin.messagesCsv.path),
      roomPhoto: async (id) => (await request(fetchImpl, baseUrl, 'GET', fillPath(admin.roomPhoto.path, { id }))).blob(),
      subscribers: (page = 1, view = 'inbox') => json('GET', `${admin.subscribers.path}?page=${encodeURIComponent(page)}&view=${view}`),
      deleteSubscriber: async (id) => {
        await json('DELETE', fillPath(admin.deleteSubscriber.path, { id }));
      },
      releaseSubscriber: (id) => json('POST', fillPath(admin.releaseSubscriber.path, { id })),
      deleteHeldSubscribers: () => json('DELETE', admin.deleteHeldSubscribers.path),
      subscribersCsv: () => text(admin.subscribersCsv.path),
    },
    notifications: {
      status: () => json('GET', admin.notifications.path),
      sendTest: () => json('POST', admin.sendTestEmail.path, {}),
    },
    media: {
      list: () => json('GET', admin.media.list.path),
      upload: (file, fileName, onProgress) => {
        const upload = {
          url: `${baseUrl}${admin.media.upload.path}`,
          body: file,
          headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream', [FILE_NAME_HEADER]: encodeURIComponent(fileName) },
        };
        return onProgress && progressUpload ? progressUpload({ ...upload, onProgress }) : uploadBlob(fetchImpl, { ...upload, onProgress });
      },
      remove: async (id) => {
        await json('DELETE', fillPath(admin.media.remove.path, { id }));
      },
    },
    preview: {
      ofValues: (resource, key, input) => json('POST', previewPath(admin.preview[resource], key), input),
      link: (resource, key) => json('POST', previewPath(admin.previewLink[resource], key), {}),
      revokeAll: () => json('DELETE', admin.revokePreviewLinks.path),
    },
    liveSiteUrl: () => `${baseUrl}/jacobs`,
  };
}
