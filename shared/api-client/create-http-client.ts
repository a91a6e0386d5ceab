// Its addresses come from the zod-free tables (admin-endpoints.ts, resource-addresses.ts), so the
// web admin's first screens, which load the client, load no schema (decision 201). Every call goes
// out through one `send`, at its address in the endpoint table; it sends what it is given and
// returns the server's answers as they are: the server validates every input.
import { adminEndpoints, type Address } from '../contract/admin-endpoints.ts';
import { keyParams, type RecordKey, type ResourceCall } from '../contract/keyed-records.ts';
import { FILE_NAME_HEADER } from '../contract/media-upload.ts';
import { fillPath } from '../contract/public-endpoints.ts';
import { RESOURCE_ADDRESSES, type ResourceName } from '../contract/resource-addresses.ts';
import { lowestVersionOf } from '../contract/resource-definition.ts';
import { identityHeader, uidOf } from '../contract/record-identity.ts';
import { ifMatchHeader, versionToState, withStatedVersion } from '../contract/versions.ts';
import type { ApiClient, Saved } from './api-client.ts';
import { request, type FetchLike } from './http.ts';
import { recordClients, type RecordTransport } from './record-clients.ts';
import type { AnyCallRequest, ServerCall } from './server-calls.ts';
import { uploadBlob, type ProgressUpload } from './upload.ts';

interface Sending extends AnyCallRequest {
  headers?: Record<string, string>;
}

/** The query string of the parameters given, in their order. */
function queryString(query: AnyCallRequest['query']): string {
  const given = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return given.length ? `?${new URLSearchParams(Object.fromEntries(given.map(([name, value]) => [name, String(value)]))).toString()}` : '';
}

/**
 * The ApiClient over plain HTTP with cookies, as the web admin (and the studio's main process) use
 * it. An upload asked to report its progress goes through `progressUpload` when given (a browser's).
 */
export function createHttpClient(fetchImpl: FetchLike, baseUrl = '', progressUpload?: ProgressUpload): ApiClient {
  /** A call at its address in the table: its answer as the address says (JSON unless text or a file). */
  async function send<T>({ method, path, answer }: Address, { params, query, body, headers }: Sending = {}): Promise<T> {
    const response = await request(fetchImpl, baseUrl, method, `${fillPath(path, params)}${queryString(query)}`, { body, headers });
    if (answer === 'text') return (await response.text()) as T;
    if (answer === 'file') return (await response.blob()) as T;
    return (await response.json()) as T;
  }
  const saved = async <Rec>(record: Promise<Rec>): Promise<Saved<Rec>> => ({ record: await record, queued: false });

  const addressOf = (resource: ResourceName, call: ResourceCall) => (adminEndpoints[resource] as Partial<Record<ResourceCall, Address>>)[call]!;
  /** A record call's address, with the record's key (and any other parameter) for its path. */
  const at = (resource: ResourceName, call: ResourceCall, key?: RecordKey, params: Record<string, string | number> = {}) =>
    [addressOf(resource, call), { params: { ...(key === undefined ? {} : keyParams(RESOURCE_ADDRESSES[resource], key)), ...params } }] as const;
  const lowest = (resource: ResourceName) => lowestVersionOf(RESOURCE_ADDRESSES[resource]);
  /** The If-Match header of a write stating the version its edit started from (shared/contract/versions.ts). */
  const ifMatch = (resource: ResourceName, version: unknown) => ifMatchHeader(versionToState(version, lowest(resource)));

  const records: RecordTransport = {
    list: (resource) => send(addressOf(resource, 'list')),
    create: (resource, input, idempotencyKey) =>
      saved(send(addressOf(resource, 'create'), { body: input, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined })),
    get: (resource, key) => send(...at(resource, 'get', key)),
    update: (resource, key, input) => {
      const body = withStatedVersion(input, (input as { version?: unknown }).version, lowest(resource));
      const [address, sending] = at(resource, 'update', key);
      return saved(send(address, { ...sending, body, headers: { ...ifMatchHeader(body.version), ...identityHeader(uidOf(input)) } }));
    },
    remove: async (resource, key, version, uid) => {
      const [address, sending] = at(resource, 'remove', key);
      await send(address, { ...sending, headers: { ...ifMatch(resource, version), ...identityHeader(uid) } });
      return { queued: false };
    },
    revisions: (resource, key) => send(...at(resource, 'revisions', key)),
    revision: (resource, key, revisionId) => send(...at(resource, 'revision', key, { revisionId })),
    restoreRevision: (resource, key, revision, version) => {
      const [address, sending] = at(resource, 'restoreRevision', key, { revisionId: revision.id });
      return saved(send(address, { ...sending, headers: ifMatch(resource, version) }));
    },
    preview: (resource, key, input) => {
      const [address, sending] = at(resource, 'preview', key);
      return send(address, { ...sending, body: input });
    },
    previewLink: (resource, key, input) => {
      const [address, sending] = at(resource, 'previewLink', key);
      return send(address, { ...sending, body: input });
    },
  };

  const admin = adminEndpoints;
  return {
    ...recordClients(records),
    login: async (password) => {
      await send(admin.login, { body: { password } });
    },
    status: () => send(admin.status),
    logout: async () => {
      await send(admin.logout);
    },
    call: ((name, request?: AnyCallRequest) => send(admin[name], request)) as ServerCall,
    media: {
      list: () => send(admin.media.list),
      upload: (file, fileName, onProgress) => {
        const upload = {
          url: `${baseUrl}${admin.media.upload.path}`,
          body: file,
          headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream', [FILE_NAME_HEADER]: encodeURIComponent(fileName) },
        };
        return onProgress && progressUpload ? progressUpload({ ...upload, onProgress }) : uploadBlob(fetchImpl, { ...upload, onProgress });
      },
      remove: async (id) => {
        await send(admin.media.remove, { params: { id } });
      },
    },
    liveSiteUrl: () => `${baseUrl}/jacobs`,
  };
}
