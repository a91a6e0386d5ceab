// Each resource's record client (api-client.ts's ResourceClients), made once for every client
// from the way it reaches the records: over HTTP (create-http-client.ts) or through the studio's
// bridge (studio-client.ts). Which calls a resource has, and what a write's body names, is the one
// shape of a record's (shared/contract/keyed-records.ts, decision 134).
import { bodyFor, callsOf, type RecordKey, type ResourceCall } from '../contract/keyed-records.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type PreviewResource, type ResourceName } from '../contract/resource-addresses.ts';
import type { PreviewLink } from '../contract/preview.ts';
import type { Revision, RevisionSummary } from '../contract/revisions.ts';
import type { RecordCalls, Removed, ResourceClients, Saved, WriteOptions } from './api-client.ts';

/** How a client reaches any resource's records: the record calls, each naming its resource. */
export interface RecordTransport {
  list(resource: ResourceName): Promise<unknown[]>;
  create(resource: ResourceName, input: object, idempotencyKey?: string): Promise<Saved<unknown>>;
  get(resource: ResourceName, key: RecordKey): Promise<unknown>;
  /** `input` as the resource's writes send it (its key too where they name it). */
  update(resource: ResourceName, key: RecordKey, input: object): Promise<Saved<unknown>>;
  remove(resource: ResourceName, key: RecordKey, version?: number, uid?: string): Promise<Removed>;
  revisions(resource: ResourceName, key: RecordKey): Promise<RevisionSummary[]>;
  revision(resource: ResourceName, key: RecordKey, revisionId: number): Promise<Revision>;
  restoreRevision(resource: ResourceName, key: RecordKey, revision: Revision, version: number | undefined): Promise<Saved<unknown>>;
  preview(resource: PreviewResource, key: RecordKey, input: object): Promise<PreviewLink>;
  previewLink(resource: PreviewResource, key: RecordKey, input: object): Promise<PreviewLink>;
}

type AnyCalls = RecordCalls<unknown, object, RecordKey>;

function recordClient(transport: RecordTransport, name: ResourceName): Partial<AnyCalls> {
  const resource = RESOURCE_ADDRESSES[name];
  const every: AnyCalls = {
    list: () => transport.list(name),
    create: (input, options?: WriteOptions) => transport.create(name, input, options?.idempotencyKey),
    get: (key) => transport.get(name, key),
    update: (key, input) => transport.update(name, key, bodyFor(resource, key, input)),
    remove: (key, version, uid) => transport.remove(name, key, version, uid),
    revisions: (key) => transport.revisions(name, key),
    revision: (key, revisionId) => transport.revision(name, key, revisionId),
    restoreRevision: (key, revision, version) => transport.restoreRevision(name, key, revision, version),
    // Only a resource with a public page is given these two (callsOf).
    preview: (key, input) => transport.preview(name as PreviewResource, key, input),
    previewLink: (key, input) => transport.previewLink(name as PreviewResource, key, input),
  };
  return Object.fromEntries(callsOf(resource).map((call: ResourceCall) => [call, every[call]]));
}

export function recordClients(transport: RecordTransport): ResourceClients {
  return Object.fromEntries(RESOURCE_NAMES.map((name) => [name, recordClient(transport, name)])) as unknown as ResourceClients;
}
