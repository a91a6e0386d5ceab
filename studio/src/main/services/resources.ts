// The records the studio can edit offline, and how each one is read and written through the
// shared ApiClient. Pages are keyed by slug, settings is a single record, the rest by number.
import type { ZodType } from 'zod';
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { blogPostInput } from '../../../../shared/contract/blog.ts';
import { coreServiceInput } from '../../../../shared/contract/core-services.ts';
import { pageContentInput, type PageSlug } from '../../../../shared/contract/pages.ts';
import { productInput } from '../../../../shared/contract/products.ts';
import { serviceAreaInput } from '../../../../shared/contract/service-areas.ts';
import { siteSettingsInput } from '../../../../shared/contract/settings.ts';
import { sameJson } from '../../../../shared/domain/three-way-merge.ts';
import type { RecordId, ResourceName } from '../../shared/bridge.ts';

export type Values = Record<string, unknown>;
export type ServerRecord = Values & { version: number };

export const SETTINGS_ID = 'site';
export const CRUD_RESOURCES = ['blog', 'serviceAreas', 'products', 'coreServices'] as const;
type CrudName = (typeof CRUD_RESOURCES)[number];

export const inputSchemas: Record<ResourceName, ZodType> = {
  pages: pageContentInput,
  blog: blogPostInput,
  serviceAreas: serviceAreaInput,
  products: productInput,
  coreServices: coreServiceInput,
  settings: siteSettingsInput,
};

export const isCrud = (resource: ResourceName): resource is CrudName => (CRUD_RESOURCES as readonly string[]).includes(resource);

/** The id a server record is known by. */
export function recordIdOf(resource: ResourceName, record: Values): RecordId {
  if (resource === 'pages') return record.pageSlug as string;
  if (resource === 'settings') return SETTINGS_ID;
  return record.id as number;
}

/**
 * `version` in the body whenever the edit started from a known one. A page never saved is at
 * version 0, and stating 0 makes its first save conditional too (decision 051); other records
 * start at 1.
 */
function withVersion(values: Values, version: number | null | undefined, lowest = 1): Values {
  const { version: _ignored, ...rest } = values;
  return typeof version === 'number' && version >= lowest ? { ...rest, version } : rest;
}

export const remote = {
  list(client: ApiClient, resource: ResourceName): Promise<ServerRecord[]> {
    if (resource === 'pages') return client.pages.list() as Promise<ServerRecord[]>;
    if (resource === 'settings') return client.settings.get().then((settings) => [settings as unknown as ServerRecord]);
    return client[resource].list() as Promise<ServerRecord[]>;
  },
  get(client: ApiClient, resource: ResourceName, id: RecordId): Promise<ServerRecord> {
    if (resource === 'pages') return client.pages.get(id as PageSlug) as Promise<ServerRecord>;
    if (resource === 'settings') return client.settings.get() as unknown as Promise<ServerRecord>;
    return client[resource].get(id as number) as Promise<ServerRecord>;
  },
  create(client: ApiClient, resource: ResourceName, values: Values, idempotencyKey: string): Promise<ServerRecord> {
    if (!isCrud(resource)) throw new Error(`${resource} cannot be created`);
    const resourceClient = client[resource] as { create(input: Values, options: { idempotencyKey: string }): Promise<unknown> };
    return resourceClient.create(withVersion(values, null), { idempotencyKey }) as Promise<ServerRecord>;
  },
  update(client: ApiClient, resource: ResourceName, id: RecordId, values: Values, baseVersion: number | null): Promise<ServerRecord> {
    const input = withVersion(values, baseVersion, resource === 'pages' ? 0 : 1);
    if (resource === 'pages') return client.pages.update(id as PageSlug, input as never) as Promise<ServerRecord>;
    if (resource === 'settings') return client.settings.update(input as never) as unknown as Promise<ServerRecord>;
    const resourceClient = client[resource] as { update(id: number, input: Values): Promise<unknown> };
    return resourceClient.update(id as number, input) as Promise<ServerRecord>;
  },
  async remove(client: ApiClient, resource: ResourceName, id: RecordId, baseVersion: number | null): Promise<void> {
    if (!isCrud(resource)) throw new Error(`${resource} cannot be deleted`);
    await client[resource].remove(id as number, baseVersion ?? undefined);
  },
};

/**
 * `values` as the server will store them (the contract's normalisation: trimmed, nulls for
 * blanks), without `version`, and without an empty slug (the server fills it in).
 */
export function normalized(resource: ResourceName, values: Values | null): Values {
  const { version: _version, ...input } = values ?? {};
  const parsed = inputSchemas[resource].safeParse(input);
  const result = { ...((parsed.success ? parsed.data : input) as Values) };
  if (result.slug === '') delete result.slug;
  return result;
}

/** The fields of a change the owner decides on (what the record stores, not its bookkeeping). */
export const decidableFields = (values: Values) => Object.keys(values).filter((field) => field !== 'pageSlug');

/**
 * Whether the server's record already holds `values` (as the server would store them): then a
 * write that answers 409 was in fact applied by an earlier send whose answer never arrived.
 */
export function alreadyApplied(resource: ResourceName, values: Values, current: Values): boolean {
  return Object.entries(normalized(resource, values)).every(([key, value]) => key === 'pageSlug' || sameJson(value, current[key]));
}

/** Checks `values` with the contract's own schema, as the server will; returns field messages. */
export function validationErrors(resource: ResourceName, values: Values): Record<string, string> | null {
  const parsed = inputSchemas[resource].safeParse(values);
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
