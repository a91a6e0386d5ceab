// The records the studio can edit offline, from the resource table (shared/contract/resources.ts),
// and how each one is read and written through the shared ApiClient: numbered records are
// created and deleted too, pages are keyed by slug, settings are the one record.
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { toFieldErrors, type FieldErrors } from '../../../../shared/contract/errors.ts';
import { SINGLE_RECORD_ID, lowestVersionOf } from '../../../../shared/contract/resource-definition.ts';
import { RESOURCES } from '../../../../shared/contract/resources.ts';
import type { ResourceName } from '../../../../shared/contract/resource-addresses.ts';
import { withStatedVersion } from '../../../../shared/contract/versions.ts';
import { mergeRecords } from '../../../../shared/domain/section-merge.ts';
import { sameJson } from '../../../../shared/domain/three-way-merge.ts';
import type { RecordId } from '../../bridge/bridge.ts';

export type Values = Record<string, unknown>;
export type ServerRecord = Values & { version: number };

export const isCrud = (resource: ResourceName) => RESOURCES[resource].idKind === 'number';

/** The id a server record is known by. */
export function recordIdOf(resource: ResourceName, record: Values): RecordId {
  const { idKind } = RESOURCES[resource];
  if (idKind === 'single') return SINGLE_RECORD_ID;
  return record[idKind === 'pageSlug' ? 'pageSlug' : 'id'] as RecordId;
}

/** The lowest version a write of the resource may state (a page never saved states 0; decision 051). */
export const lowestVersion = (resource: ResourceName) => lowestVersionOf(RESOURCES[resource]);

/** `values` stating the version the edit started from, when there is one to state. */
export const stating = (resource: ResourceName, values: Values, version: unknown): Values => withStatedVersion(values, version, lowestVersion(resource));

type AnyClient = {
  list?(): Promise<unknown[]>;
  get(id?: RecordId): Promise<unknown>;
  create?(input: Values, options: { idempotencyKey: string }): Promise<{ record: unknown }>;
  update(idOrInput: unknown, input?: Values): Promise<{ record: unknown }>;
  remove?(id: RecordId, version?: number): Promise<unknown>;
};
const clientOf = (client: ApiClient, resource: ResourceName) => client[resource] as unknown as AnyClient;

export const remote = {
  async list(client: ApiClient, resource: ResourceName): Promise<ServerRecord[]> {
    const records = clientOf(client, resource);
    return (RESOURCES[resource].idKind === 'single' ? [await records.get()] : await records.list!()) as ServerRecord[];
  },
  get(client: ApiClient, resource: ResourceName, id: RecordId): Promise<ServerRecord> {
    const records = clientOf(client, resource);
    return (RESOURCES[resource].idKind === 'single' ? records.get() : records.get(id)) as Promise<ServerRecord>;
  },
  async create(client: ApiClient, resource: ResourceName, values: Values, idempotencyKey: string): Promise<ServerRecord> {
    if (!isCrud(resource)) throw new Error(`${resource} cannot be created`);
    return (await clientOf(client, resource).create!(stating(resource, values, null), { idempotencyKey })).record as ServerRecord;
  },
  async update(client: ApiClient, resource: ResourceName, id: RecordId, values: Values, baseVersion: number | null): Promise<ServerRecord> {
    const input = stating(resource, values, baseVersion);
    const records = clientOf(client, resource);
    return (RESOURCES[resource].idKind === 'single' ? await records.update(input) : await records.update(id, input)).record as ServerRecord;
  },
  async remove(client: ApiClient, resource: ResourceName, id: RecordId, baseVersion: number | null): Promise<void> {
    if (!isCrud(resource)) throw new Error(`${resource} cannot be deleted`);
    await clientOf(client, resource).remove!(id, baseVersion ?? undefined);
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

/** The three-way merge of my queued values with the server's copy (a page's sections per section and field; decision 223). */
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
