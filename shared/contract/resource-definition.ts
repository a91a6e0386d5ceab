// What the resource table (resources.ts) says about each editable record type. Everything that
// handles records generically reads it: the endpoint table's admin section, the server's admin
// routes and storage, the ApiClient, the admin forms and the studio.
import type { ZodType } from 'zod';
import type { Fields } from './resource-fields.ts';
import { lowestStatedVersion } from './versions.ts';

/**
 * How one record is addressed: by number (`/:id`), by page slug (`/:pageSlug`), or the one record
 * there is. Only keyed-records.ts reads it: everything else asks that module for keys, paths and calls.
 */
export type IdKind = 'number' | 'pageSlug' | 'single';

/** Where a record type is and what the owner calls it: the zod-free part (resource-addresses.ts). */
export interface ResourceAddress {
  /** Its key in the table: "serviceAreas". */
  name: string;
  /** How the owner knows one record, inside a sentence: "service area", "blog post". */
  label: string;
  /** The start of its toasts: "Service area" created successfully. */
  noun: string;
  idKind: IdKind;
  /** The admin API's address of the resource (the list, or the one record). */
  path: string;
  /** The field naming a record to the owner ("name", "title"); a record with a slug has an empty one made from it. */
  titleField?: string;
  /** A record exists before its first save, at version 0, and a write may state 0 (pages). */
  existsUnsaved?: boolean;
  /** A record has a public page of its own, which the admin previews (decision 145). */
  publicPage?: true;
}

/** A record type with its fields and schemas: its address, described once, plus what the contract checks. */
export interface ResourceDefinition extends ResourceAddress {
  fields: Fields;
  /** The body of a create or update. */
  input: ZodType;
  /** A record as the admin reads it. */
  record: ZodType;
}

/** Keeps the definition's literal types (its name, id kind and schemas). */
export const defineResource = <const R extends ResourceDefinition>(resource: R): R => resource;

/** The lowest version a write of this resource may state (decision 051). */
export const lowestVersionOf = (resource: ResourceAddress) => lowestStatedVersion(resource.existsUnsaved === true);
