// Where each editable record type is in the admin API and what the owner calls it (decisions 134
// and 201), without its schemas: the HTTP client, and with it the web admin's shell, login screen
// and dashboard, import this alone, so their load carries no zod. Each resource's fields and
// schemas (products.ts and the like) are added to its address there; resources.ts is the whole table.
import type { ResourceAddress } from './resource-definition.ts';

/**
 * A page exists before its first save (version 0, its built-in copy); unlike other records its
 * save may state 0, which makes the first save a conditional create: of two first saves, the later gets 409.
 */
const PAGES_EXIST_UNSAVED = true;

export const RESOURCE_ADDRESSES = {
  pages: {
    name: 'pages',
    label: 'page',
    noun: 'Page content',
    idKind: 'pageSlug',
    path: '/api/admin/pages',
    existsUnsaved: PAGES_EXIST_UNSAVED,
    publicPage: { one: [{ read: 'page', param: 'pageSlug', field: 'pageSlug' }] },
    screen: { path: '/admin/pages', nav: 'Pages', card: { title: 'Pages', text: 'SEO and copy of the six main pages', icon: 'FileText' } },
  },
  blog: {
    name: 'blog',
    label: 'blog post',
    noun: 'Blog post',
    idKind: 'number',
    path: '/api/admin/blog',
    titleField: 'title',
    publicPage: {
      route: { name: 'blogPost', field: 'slug' },
      listedOn: '/jacobs/blog',
      one: [{ read: 'blogPost', param: 'slug', field: 'slug' }],
      lists: ['blogPosts'],
      listPages: [{ read: 'blogList', items: 'posts' }],
      markdown: [{ read: 'blogBody', param: 'slug', field: 'slug', from: 'content' }],
    },
    screen: { path: '/admin/blog', nav: 'Blog', card: { title: 'Blog Posts', text: 'Write, schedule and publish articles', icon: 'BookOpen' } },
  },
  serviceAreas: {
    name: 'serviceAreas',
    label: 'service area',
    noun: 'Service area',
    idKind: 'number',
    path: '/api/admin/service-areas',
    titleField: 'name',
    publicPage: { route: { name: 'serviceArea', field: 'slug' }, listedOn: '/jacobs/service-areas', lists: ['serviceAreas'] },
    publicList: { read: 'serviceAreas', path: '/api/service-areas', when: ['active'] },
    screen: { path: '/admin/service-areas', nav: 'Service Areas', card: { title: 'Service Areas', text: 'Chicago neighborhoods and suburbs', icon: 'MapPin' } },
  },
  products: {
    name: 'products',
    label: 'product',
    noun: 'Product',
    idKind: 'number',
    path: '/api/admin/products',
    titleField: 'name',
    publicPage: { route: { name: 'product', field: 'id' }, listedOn: '/jacobs/shop', one: [{ read: 'product', param: 'id', field: 'id' }] },
    screen: { path: '/admin/products', nav: 'Products', card: { title: 'Products', text: 'The shop catalog and collections', icon: 'Package' } },
  },
  coreServices: {
    name: 'coreServices',
    label: 'core service',
    noun: 'Core service',
    idKind: 'number',
    path: '/api/admin/core-services',
    titleField: 'title',
    publicList: { read: 'coreServices', path: '/api/core-services', when: ['active'] },
    screen: { path: '/admin/services', nav: 'Services', card: { title: 'Core Services', text: 'Consultancy services and features', icon: 'Sparkles' } },
  },
  testimonials: {
    name: 'testimonials',
    label: 'testimonial',
    noun: 'Testimonial',
    idKind: 'number',
    path: '/api/admin/testimonials',
    titleField: 'name',
    // The active ones in display order (decision 134).
    publicList: { read: 'testimonials', path: '/api/testimonials', when: ['active'], image: 'imageUrl' },
    screen: { path: '/admin/testimonials', nav: 'Testimonials', card: { title: 'Testimonials', text: 'Clients’ words on the home, About and area pages', icon: 'Quote' } },
  },
  // Booking (docs/product/rules.md#booking): what can be booked, the weekly hours and their
  // exceptions. Their screens are reached from Bookings (its own screen, to come).
  consultationTypes: {
    name: 'consultationTypes',
    label: 'consultation type',
    noun: 'Consultation type',
    idKind: 'number',
    path: '/api/admin/consultation-types',
    titleField: 'name',
    publicList: { read: 'consultationTypes', path: '/api/consultation-types', when: ['active'] },
    screen: { path: '/admin/bookings/types', nav: 'Consultation types', card: { title: 'Consultation types', text: 'What visitors book, how long, where', icon: 'CalendarClock' }, unlisted: true },
  },
  bookingAvailability: {
    name: 'bookingAvailability',
    label: 'booking availability',
    noun: 'Availability',
    idKind: 'single',
    path: '/api/admin/booking-availability',
    screen: { path: '/admin/bookings/hours', nav: 'Booking hours', card: { title: 'Booking hours', text: 'Weekly hours, buffer, notice and how far ahead', icon: 'Clock' }, unlisted: true },
  },
  bookingExceptions: {
    name: 'bookingExceptions',
    label: 'availability exception',
    noun: 'Exception',
    idKind: 'number',
    path: '/api/admin/booking-exceptions',
    titleField: 'date',
    screen: { path: '/admin/bookings/exceptions', nav: 'Days off and extra hours', card: { title: 'Days off and extra hours', text: 'Exceptions to the weekly hours', icon: 'CalendarClock' }, unlisted: true },
  },
  settings: {
    name: 'settings',
    label: 'site settings record',
    noun: 'Site settings',
    idKind: 'single',
    path: '/api/admin/settings',
    screen: { path: '/admin/settings', nav: 'Settings', card: { title: 'Settings', text: 'Contact details, password and backup', icon: 'Settings' }, tool: true },
  },
} as const satisfies Record<string, ResourceAddress>;

export type ResourceAddresses = typeof RESOURCE_ADDRESSES;
export type ResourceName = keyof ResourceAddresses;

/** The resources in the table's order. */
export const RESOURCE_NAMES = Object.keys(RESOURCE_ADDRESSES) as ResourceName[];

export const isResourceName = (name: unknown): name is ResourceName => typeof name === 'string' && Object.hasOwn(RESOURCE_ADDRESSES, name);

/** The record types with a public page of their own, which the admin previews (decision 145). */
export type PreviewResource = { [N in ResourceName]: ResourceAddresses[N] extends { publicPage: object } ? N : never }[ResourceName];
export const isPreviewResource = (name: ResourceName): name is PreviewResource => (RESOURCE_ADDRESSES[name] as ResourceAddress).publicPage !== undefined;
export const PREVIEW_RESOURCES: readonly PreviewResource[] = RESOURCE_NAMES.filter(isPreviewResource);

/** How one record is named across the studio and the admin's "not synced yet" marks: "products:12". */
export const recordKey = (resource: ResourceName, id: string | number) => `${resource}:${id}`;
