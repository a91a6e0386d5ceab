// The address of every public and admin page (docs/product/routes.md), and the links to them. The public
// route table (shared/public-routes.ts) is made of these patterns, and the links to a page with a
// parameter fill its pattern, so a link and a route cannot name two addresses.
import { fillPath } from './contract/public-endpoints.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceAddresses, type ResourceName } from './contract/resource-addresses.ts';

/** Each record type's admin screen, by its name in the resource table (resource-addresses.ts says where). */
const recordScreens = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, RESOURCE_ADDRESSES[name].screen.path])) as {
  [N in ResourceName]: ResourceAddresses[N]['screen']['path'];
};

export const paths = {
  home: '/jacobs',
  services: '/jacobs/services',
  servicePage: '/jacobs/services/:service',
  serviceAreas: '/jacobs/service-areas',
  serviceArea: '/jacobs/service-areas/:slug',
  proofRoi: '/jacobs/proof-roi',
  rugFit: '/jacobs/rug-fit',
  healthPets: '/jacobs/health-pets',
  about: '/jacobs/about',
  blog: '/jacobs/blog',
  blogPost: '/jacobs/blog/:slug',
  contact: '/jacobs/contact',
  shop: '/jacobs/shop',
  shopProduct: '/jacobs/shop/:id',
  product: '/jacobs/product/:id',
  privacy: '/jacobs/privacy',
  terms: '/jacobs/terms',
  accessibility: '/jacobs/accessibility',
  /** Booking a consultation (docs/product/rules.md#booking); its pages are yet to come. */
  book: '/jacobs/book',
  /** A booking's manage link: the visitor cancels or moves it there, by its token. */
  manageBooking: '/jacobs/book/manage/:token',
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    ...recordScreens,
    /** Bookings by day, and the way to booking's hours, types and exceptions (docs/product/rules.md#booking; its screen is to come). */
    bookings: '/admin/bookings',
    inbox: '/admin/inbox',
    media: '/admin/media',
    visits: '/admin/visits',
  },
} as const;

/** The blog's RSS 2.0 feed (under /jacobs with the rest of the public site; no post slug has a dot). */
export const RSS_PATH = '/jacobs/blog/rss.xml';

/** `pathname` as the routers match it: without trailing slashes ("/admin/" is "/admin"). */
export const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** True for the admin's login address, the one admin screen shown without a session. */
export const isAdminLoginPath = (pathname: string): boolean => withoutTrailingSlash(pathname) === paths.admin.login;

/** True for the web admin's paths (/admin and below), which the admin chunk handles. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.login || pathname.startsWith(`${paths.admin.login}/`);
}

/** The sections whose calls to action tag the contact link with where the visitor came from. */
export type ContactSource = 'services' | 'service-areas';

export const href = {
  blogPost: (slug: string) => fillPath(paths.blogPost, { slug }),
  product: (id: number | string) => fillPath(paths.product, { id }),
  shopCollection: (collection: string) => `${paths.shop}?collection=${encodeURIComponent(collection)}`,
  serviceArea: (slug: string) => fillPath(paths.serviceArea, { slug }),
  servicePage: (service: string) => fillPath(paths.servicePage, { service }),
  /** The contact page, tagged so the inbox can tell which page sent the visitor: utm_source is the section, utm_medium the page's slug. */
  contact: (source: ContactSource, medium: string, extra?: Record<string, string>) =>
    `${paths.contact}?${new URLSearchParams({ utm_source: source, utm_medium: medium, ...extra }).toString()}`,
  /** The inbox open at what waits for review (decision 177): the dashboard and Settings link to it. */
  heldForReview: `${paths.admin.inbox}?view=held`,
  manageBooking: (token: string) => fillPath(paths.manageBooking, { token }),
};
