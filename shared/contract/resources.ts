// The resource table: every record type the admin edits, described once (decision 134). Each
// entry lives beside its schemas (products.ts and the like) and names the resource, its labels,
// its admin path, how one record is addressed, its schemas and its fields; the endpoint table's
// admin section, the server's admin routes and storage, the ApiClient, the admin forms and the
// studio are derived from it. A new field is a migration plus one entry in a resource's fields.
import type { z } from 'zod';
import { blogResource } from './blog.ts';
import { coreServiceResource } from './core-services.ts';
import { pagesResource } from './pages.ts';
import { productResource } from './products.ts';
import { serviceAreaResource } from './service-areas.ts';
import { settingsResource } from './settings.ts';

export const RESOURCES = {
  pages: pagesResource,
  blog: blogResource,
  serviceAreas: serviceAreaResource,
  products: productResource,
  coreServices: coreServiceResource,
  settings: settingsResource,
} as const;

export type Resources = typeof RESOURCES;
export type ResourceName = keyof Resources;
export type AnyResource = Resources[ResourceName];

/** The resources in the table's order. */
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

export const isResourceName = (name: unknown): name is ResourceName => typeof name === 'string' && Object.hasOwn(RESOURCES, name);

/** A record of the resource as the admin reads it, and the body of its writes. */
export type RecordOf<N extends ResourceName> = z.output<Resources[N]['record']>;
export type InputOf<N extends ResourceName> = z.input<Resources[N]['input']>;

/** How one record is named across the studio and the admin's "not synced yet" marks: "products:12". */
export const recordKey = (resource: ResourceName, id: string | number) => `${resource}:${id}`;
