// The resource table: every record type the admin edits, described once (decision 134). Each
// entry lives beside its schemas (products.ts and the like): its address (resource-addresses.ts:
// the resource's name, labels, admin path and how one record is addressed, without zod) with its
// schemas and its fields; the endpoint table's admin section, the server's admin routes and
// storage, the ApiClient, the admin forms and the studio are derived from it. A new field is a
// migration plus one entry in a resource's fields.
import type { z } from 'zod';
import type { ResourceName } from './resource-addresses.ts';
import type { ResourceDefinition } from './resource-definition.ts';
import { blogResource } from './blog.ts';
import { coreServiceResource } from './core-services.ts';
import { pagesResource } from './pages.ts';
import { productResource } from './products.ts';
import { serviceAreaResource } from './service-areas.ts';
import { settingsResource } from './settings.ts';
import { testimonialResource } from './testimonials.ts';
import { bookingAvailabilityResource } from './booking-availability.ts';
import { bookingExceptionResource } from './booking-exceptions.ts';
import { consultationTypeResource } from './consultation-types.ts';

export const RESOURCES = {
  pages: pagesResource,
  blog: blogResource,
  serviceAreas: serviceAreaResource,
  products: productResource,
  coreServices: coreServiceResource,
  testimonials: testimonialResource,
  consultationTypes: consultationTypeResource,
  bookingAvailability: bookingAvailabilityResource,
  bookingExceptions: bookingExceptionResource,
  settings: settingsResource,
} as const satisfies Record<ResourceName, ResourceDefinition>;

export type Resources = typeof RESOURCES;
export type AnyResource = Resources[ResourceName];

/** A record of the resource as the admin reads it, and the body of its writes. */
export type RecordOf<N extends ResourceName> = z.output<Resources[N]['record']>;
export type InputOf<N extends ResourceName> = z.input<Resources[N]['input']>;
