// Where each editable record type is in the admin API and what the owner calls it (decisions 134
// and 161), without its schemas: the HTTP client, and with it the web admin's shell, login screen
// and dashboard, import this alone, so their load carries no zod. Each resource's fields and
// schemas (products.ts and the like) are added to its address there; resources.ts is the whole table.
import type { ResourceAddress } from './resource-definition.ts';

/**
 * A page exists before its first save (version 0, its built-in copy); unlike other records its
 * save may state 0, which makes the first save a conditional create: of two first saves, the later gets 409.
 */
const PAGES_EXIST_UNSAVED = true;

export const RESOURCE_ADDRESSES = {
  pages: { name: 'pages', label: 'page', noun: 'Page content', idKind: 'pageSlug', path: '/api/admin/pages', existsUnsaved: PAGES_EXIST_UNSAVED, publicPage: true },
  blog: { name: 'blog', label: 'blog post', noun: 'Blog post', idKind: 'number', path: '/api/admin/blog', titleField: 'title', publicPage: true },
  serviceAreas: { name: 'serviceAreas', label: 'service area', noun: 'Service area', idKind: 'number', path: '/api/admin/service-areas', titleField: 'name', publicPage: true },
  products: { name: 'products', label: 'product', noun: 'Product', idKind: 'number', path: '/api/admin/products', titleField: 'name', publicPage: true },
  coreServices: { name: 'coreServices', label: 'core service', noun: 'Core service', idKind: 'number', path: '/api/admin/core-services', titleField: 'title' },
  settings: { name: 'settings', label: 'site settings record', noun: 'Site settings', idKind: 'single', path: '/api/admin/settings' },
  testimonials: { name: 'testimonials', label: 'testimonial', noun: 'Testimonial', idKind: 'number', path: '/api/admin/testimonials', titleField: 'name' },
  consultationTypes: { name: 'consultationTypes', label: 'consultation type', noun: 'Consultation type', idKind: 'number', path: '/api/admin/consultation-types', titleField: 'name' },
  bookingAvailability: { name: 'bookingAvailability', label: 'booking availability', noun: 'Availability', idKind: 'single', path: '/api/admin/booking-availability' },
  bookingExceptions: { name: 'bookingExceptions', label: 'availability exception', noun: 'Exception', idKind: 'number', path: '/api/admin/booking-exceptions', titleField: 'date' },
} as const satisfies Record<string, ResourceAddress>;

export type ResourceAddresses = typeof RESOURCE_ADDRESSES;
export type ResourceName = keyof ResourceAddresses;

/** The resources in the table's order. */
export const RESOURCE_NAMES = Object.keys(RESOURCE_ADDRESSES) as ResourceName[];

export const isResourceName = (name: unknown): name is ResourceName => typeof name === 'string' && Object.hasOwn(RESOURCE_ADDRESSES, name);

/** The record types with a public page of their own, which the admin previews (decision 145). */
export type PreviewResource = { [N in ResourceName]: ResourceAddresses[N] extends { publicPage: true } ? N : never }[ResourceName];
export const isPreviewResource = (name: ResourceName): name is PreviewResource => (RESOURCE_ADDRESSES[name] as ResourceAddress).publicPage === true;
export const PREVIEW_RESOURCES: readonly PreviewResource[] = RESOURCE_NAMES.filter(isPreviewResource);

/** How one record is named across the studio and the admin's "not synced yet" marks: "products:12". */
export const recordKey = (resource: ResourceName, id: string | number) => `${resource}:${id}`;
