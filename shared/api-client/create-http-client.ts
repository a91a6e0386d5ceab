import { endpoints } from '../contract/endpoints.ts';
import { fillPath } from '../contract/public-endpoints.ts';
import { FILE_NAME_HEADER } from '../contract/media.ts';
import type { ApiClient, ResourceClient, WriteOptions } from './api-client.ts';
import { request, requestJson, type FetchLike } from './http.ts';
import { uploadBlob } from './upload.ts';

/** The ApiClient over plain HTTP with cookies, as the web admin (and the studio's main process) use it. */
export function createHttpClient(fetchImpl: FetchLike, baseUrl = ''): ApiClient {
  const json = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    requestJson<T>(fetchImpl, baseUrl, method, path, { body, headers });
  const text = async (path: string) => (await request(fetchImpl, baseUrl, 'GET', path)).text();

  function resource<Rec, Input extends { version?: number }>(table: {
    list: { path: string };
    get: { path: string };
  }): ResourceClient<Rec, Input> {
    const base = table.list.path;
    const item = (id: number) => fillPath(table.get.path, { id });
    return {
      list: () => json<Rec[]>('GET', base),
      get: (id) => json<Rec>('GET', item(id)),
      create: (input, options?: WriteOptions) =>
        json<Rec>('POST', base, input, options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined),
      update: (id, input) => json<Rec>('PUT', item(id), input, input.version ? { 'If-Match': String(input.version) } : undefined),
      remove: async (id, version) => {
        await json('DELETE', item(id), undefined, version ? { 'If-Match': String(version) } : undefined);
      },
    };
  }

  const admin = endpoints.admin;
  return {
    login: async (password) => {
      await json('POST', admin.login.path, { password });
    },
    status: () => json('GET', admin.status.path),
    logout: async () => {
      await json('POST', admin.logout.path);
    },
    seed: () => json('POST', admin.seed.path),
    pages: {
      list: () => json('GET', admin.pages.path),
      get: (pageSlug) => json('GET', fillPath(admin.page.path, { pageSlug })),
      update: (pageSlug, input) =>
        json('PUT', fillPath(admin.updatePage.path, { pageSlug }), { ...input, pageSlug }, input.version ? { 'If-Match': String(input.version) } : undefined),
    },
    blog: resource(admin.blog),
    serviceAreas: resource(admin.serviceAreas),
    products: resource(admin.products),
    coreServices: resource(admin.coreServices),
    settings: {
      get: () => json('GET', admin.settings.path),
      update: (input) => json('PUT', admin.updateSettings.path, input, input.version ? { 'If-Match': String(input.version) } : undefined),
    },
    changePassword: async (currentPassword, newPassword) => {
      await json('PUT', admin.changePassword.path, { currentPassword, newPassword });
    },
    backup: async () => (await request(fetchImpl, baseUrl, 'GET', admin.backup.path)).blob(),
    inbox: {
      messages: (page = 1) => json('GET', `${admin.messages.path}?page=${encodeURIComponent(page)}`),
      setHandled: (id, handled) => json('PATCH', fillPath(admin.updateMessage.path, { id }), { handled }),
      deleteMessage: async (id) => {
        await json('DELETE', fillPath(admin.deleteMessage.path, { id }));
      },
      messagesCsv: () => text(admin.messagesCsv.path),
      subscribers: (page = 1) => json('GET', `${admin.subscribers.path}?page=${encodeURIComponent(page)}`),
      deleteSubscriber: async (id) => {
        await json('DELETE', fillPath(admin.deleteSubscriber.path, { id }));
      },
      subscribersCsv: () => text(admin.subscribersCsv.path),
    },
    media: {
      list: () => json('GET', admin.media.list.path),
      upload: (file, fileName, onProgress) =>
        uploadBlob(fetchImpl, {
          url: `${baseUrl}${admin.media.upload.path}`,
          body: file,
          headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream', [FILE_NAME_HEADER]: encodeURIComponent(fileName) },
          onProgress,
        }),
      remove: async (id) => {
        await json('DELETE', fillPath(admin.media.remove.path, { id }));
      },
    },
    liveSiteUrl: () => `${baseUrl}/jacobs`,
  };
}
