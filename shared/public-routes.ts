// The public site's routes (docs/product/routes.md#public-routes) in one table (decisions 130 and 131): each route's
// name, its address patterns (from `paths`), the page content it shows, the reads of the public API
// its page makes and the query parameters it reads. The server takes the status, head, data and
// cache key of a page from it, and the browser's router renders the page of the same match
// (shared/match-route.ts).
import type { PageSlug } from './contract/pages.ts';
import { keepQueryParams, read, type PublicRead } from './contract/public-endpoints.ts';
import { CONTACT_PRODUCT_PARAM, contactPageQuery, contactProduct } from './domain/contact-prefill.ts';
import { SHOP_QUERY_PARAMS, shopViewOf } from './domain/shop.ts';
import { paths } from './paths.ts';

export interface RouteRequest {
  /** The path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** Only the parameters the route reads (its `query`). */
  query: URLSearchParams;
}

interface PublicRoute {
  /** Address patterns (`:name` marks a parameter), in lower case; the first is the route's own. */
  patterns: readonly string[];
  /** The editable page content (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows) the page shows. */
  pageSlug?: PageSlug;
  /** The other reads the page makes (every page also reads the settings and its page content). */
  reads?: (request: RouteRequest) => PublicRead[];
  /**
   * The canonical query string of what the page reads from its query (none when absent). The
   * public cache keys the page by it, and the server renders the page from it.
   */
  query?: (params: URLSearchParams) => string;
}

/** The contact page with the message about this product ("Contact for Inquiry", decision 126). */
export const contactAboutProduct = (id: number): string => `${paths.contact}?${CONTACT_PRODUCT_PARAM}=${id}`;

/** The contact page reads its prefill and the product its message is about (decision 126). */
function contactReads({ query }: RouteRequest): PublicRead[] {
  const product = contactProduct(query);
  return product === undefined ? [] : [read('product', { id: String(product) })];
}

/** In match order. `notFound` is what no pattern matches. */
export const PUBLIC_ROUTES = {
  home: { patterns: [paths.home], pageSlug: 'home', reads: () => [read('serviceAreas')] },
  services: { patterns: [paths.services], pageSlug: 'services', reads: () => [read('coreServices')] },
  antiqueSourcing: { patterns: [paths.antiqueSourcing] },
  rugshiftBespoke: { patterns: [paths.rugshiftBespoke] },
  rugIntelligence: { patterns: [paths.rugIntelligence] },
  commercialSpaces: { patterns: [paths.commercialSpaces] },
  designerRugsIncluded: { patterns: [paths.designerRugsIncluded] },
  serviceAreas: { patterns: [paths.serviceAreas], reads: () => [read('serviceAreas')] },
  serviceArea: { patterns: [paths.serviceArea], reads: () => [read('serviceAreas')] },
  proofRoi: { patterns: [paths.proofRoi], pageSlug: 'proof-roi' },
  healthPets: { patterns: [paths.healthPets], pageSlug: 'health-pets' },
  about: { patterns: [paths.about], pageSlug: 'about' },
  blog: { patterns: [paths.blog], reads: () => [read('blogPosts')] },
  blogPost: { patterns: [paths.blogPost], reads: ({ params }) => [read('blogPosts'), read('blogBody', { slug: params.slug })] },
  contact: { patterns: [paths.contact], pageSlug: 'contact', reads: contactReads, query: contactPageQuery },
  shop: { patterns: [paths.shop], reads: ({ query }) => [read('shop', shopViewOf(query))], query: keepQueryParams(SHOP_QUERY_PARAMS) },
  product: { patterns: [paths.product, paths.shopProduct], reads: ({ params }) => [read('product', { id: params.id })] },
  privacy: { patterns: [paths.privacy] },
  terms: { patterns: [paths.terms] },
  accessibility: { patterns: [paths.accessibility] },
  notFound: { patterns: [] },
} as const satisfies Record<string, PublicRoute>;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

const routeOf = (name: PublicRouteName): PublicRoute => PUBLIC_ROUTES[name];

/** Every read the page of a route makes: the settings (navigation, footer, head), its page content, its own. */
export function routeReads(name: PublicRouteName, request: RouteRequest): PublicRead[] {
  const { pageSlug, reads } = routeOf(name);
  return [read('settings'), ...(pageSlug ? [read('page', { pageSlug })] : []), ...(reads?.(request) ?? [])];
}

/** The page content a route's page shows, if any. */
export const routePageSlug = (name: PublicRouteName): PageSlug | undefined => routeOf(name).pageSlug;

/** The canonical query string of a route's page (empty when it reads none). */
export const routeQuery = (name: PublicRouteName, params: URLSearchParams): string => routeOf(name).query?.(params) ?? '';

/** The addresses of the routes without a parameter, in table order: each a page whose content needs no lookup. */
export const STATIC_PUBLIC_PATHS: readonly string[] = Object.values(PUBLIC_ROUTES).flatMap((route: PublicRoute) =>
  route.patterns.length && !route.patterns[0].includes(':') ? [route.patterns[0]] : [],
);
