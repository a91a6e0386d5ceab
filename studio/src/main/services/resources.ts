// The records the studio can edit offline, from the resource table (shared/contract/resources.ts),
// and how each one is read and written through the shared ApiClient's record clients, by key
// (shared/contract/keyed-records.ts): created and deleted where the record type has those calls.
import type { AnyRecordClient, ApiClient } from '../../../../shared/api-client/api-client.ts';
import { toFieldErrors, type FieldErrors } from '../../../../shared/contract/errors.ts';
import { keyOfRecord, knownKeys } from '../../../../shared/contract/keyed-records.ts';
import { lowestVersionOf } from '../../../../shared/contract/resource-definition.ts';
import { RESOURCES } from '../../../../shared/contract/resources.ts';
import type { ResourceName } from '../../../../shared/contract/resource-addresses.ts';
import { withStatedVersion } from '../../../../shared/contract/versions.ts';
import { mergeRecords } from '../../../../shared/domain/section-merge.ts';
import { sameJson } from '../../../../shared/domain/three-way-merge.ts';
import type { RecordId } from '../../bridge/bridge.ts';

export type Values = Record<string, unknown>;
export type ServerRecord = Values & { version: number };

/** The id a server record is known by: its key. */
export const recordIdOf = (resource: ResourceName, record: Values): RecordId => keyOfRecord(RESOURCES[resource], record);

/** The lowest version a write of the resource may state (a page never saved states 0; decision 003). */
export const lowestVersion = (resource: ResourceName) => lowestVersionOf(RESOURCES[resource]);

/** `values` stating the version the edit started from, when there is one to state. */
export const stating = (resource: ResourceName, values: Values, version: unknown): Values => withStatedVersion(values, version, lowestVersion(resource));

/** The client's record client of the resource, whatever its resource. */
export const recordClientOf = (client: ApiClient, resource: ResourceName): AnyRecordClient => client[resource] as AnyRecordClient;

export const remote = {
  /** Every record of the resource: its list, or each of its fixed keys where the server lists none (the settings). */
  async list(client: ApiClient, resource: ResourceName): Promise<ServerRecord[]> {
    const records = recordClientOf(client, resource);
    const listed = records.list ? await records.list() : await Promise.all((knownKeys(RESOURCES[resource]) ?? []).map((key) => records.get(key)));
    return listed as ServerRecord[];
  },
  get: (client: ApiClient, resource: ResourceName, id: RecordId): Promise<ServerRecord> => recordClientOf(client, resource).get(id) as Promise<ServerRecord>,
  async create(client: ApiClient, resource: ResourceName, values: Values, idempotencyKey: string): Promise<ServerRecord> {
    const { create } = recordClientOf(client, resource);
    if (!create) throw new Error(`${resource} cannot be created`);
    return (await create(stating(resource, values, null), { idempotencyKey })).record as ServerRecord;
  },
  /** `uid`: the identity of the record the change was made for; the server refuses it (409) on another record. */
  async update(client: ApiClient, resource: ResourceName, id: RecordId, values: Values, baseVersion: number | null, uid?: string): Promise<ServerRecord> {
    const { uid: _typed, ...fields } = values;
    return (await recordClientOf(client, resource).update(id, { ...stating(resource, fields, baseVersion), ...(uid ? { uid } : {}) })).record as ServerRecord;
  },
  async remove(client: ApiClient, resource: ResourceName, id: RecordId, baseVersion: number | null, uid?: string): Promise<void> {
    const { remove } = recordClientOf(client, resource);
    if (!remove) throw new Error(`${resource} cannot be deleted`);
    await remove(id, baseVersion ?? undefined, uid);
  },
};

/**
 * `values` as the server will store them (the contract's normalisation: trimmed, nulls for
 * blanks), without `version`, and without an empty slug (the server fills it in).
 */
export function normalized(resource: ResourceName, values: Values | null): Values {
  const { version: _version, ...input } = values ?? {};
  const parsed = RESOURCES[resource].input.safeParse(input);
  const result = { ...((parsed.success ? parsed.data : input) as Values) };
  if (result.slug === '') delete result.slug;
  return result;
}

/** The fields of a change the owner decides on (what the record stores, not its bookkeeping). */
export const decidableFields = (values: Values) => Object.keys(values).filter((field) => field !== 'pageSlug');

/** The three-way merge of my queued values with the server's copy (a page's sections per section and field; decision 220). */
export const mergeWithServer = (resource: ResourceName, base: Values | null, mine: Values, theirs: Values) =>
  mergeRecords(RESOURCES[resource].fields, decidableFields(mine), { base, mine, theirs });

/**
 * Whether the server's record already holds `values` (as the server would store them): then a
 * write that answers 409 was in fact applied by an earlier send whose answer never arrived.
 */
export function alreadyApplied(resource: ResourceName, values: Values, current: Values): boolean {
  return Object.entries(normalized(resource, values)).every(([key, value]) => key === 'pageSlug' || sameJson(value, current[key]));
}

/** Checks `values` with the contract's own schema, as the server will; returns field messages. */
export function validationErrors(resource: ResourceName, values: Values): FieldErrors | null {
  const parsed = RESOURCES[resource].input.safeParse(values);
  return parsed.success ? null : toFieldErrors(parsed.error.issues);
}
