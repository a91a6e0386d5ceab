// The public API's addresses, without schemas (decision 190): each endpoint's name, method, path
// (`:name` marks a path parameter) and the query parameters it reads. The islands import this
// module alone (no zod in their bundles); endpoints.ts adds the schemas; the server mounts its
// public routes from it, and a page's route names its reads of it (shared/public-routes.ts).
import { BLOG_LIST_QUERY_PARAMS } from '../domain/blog-list.ts';
import { SHOP_QUERY_PARAMS } from '../domain/shop.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceAddresses, type ResourceName } from './resource-addresses.ts';
import type { PublicListAddress } from './resource-definition.ts';
import { ROI_USE_PATH } from './roi-use.ts';

/** The query parameters of a public list (whole without them). */
export const LIST_PAGE_PARAMS = ['limit', 'offset'] as const;

interface PublicEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** The query parameters a GET reads, in the order its canonical address writes them. */
  queryParams?: readonly string[];
  /** Answers HTML (a post's rendered Markdown) rather than JSON. */
  html?: true;
}

/** The record types the public reads a list of, by that read's name (their addresses' `publicList`). */
type ListedResource = { [N in ResourceName]: ResourceAddresses[N] extends { publicList: { read: string } } ? N : never }[ResourceName];
type ListReadOf<N extends ListedResource> = ResourceAddresses[N] extends { publicList: { read: infer R extends string; path: infer P extends string } } ? { name: R; path: P } : never;
type ListReads = { [N in ListedResource as ListReadOf<N>['name']]: { method: 'GET'; path: ListReadOf<N>['path'] } };

/** The lists of record types the public reads, each a GET at its address (the records' order and filter are their definitions'). */
const listReads = Object.fromEntries(
  RESOURCE_NAMES.flatMap((name) => {
    const list = (RESOURCE_ADDRESSES[name] as { publicList?: PublicListAddress }).publicList;
    return list ? [[list.read, { method: 'GET', path: list.path }]] : [];
  }),
) as ListReads;

export const publicEndpoints = {
  products: { method: 'GET', path: '/api/products', queryParams: LIST_PAGE_PARAMS },
  product: { method: 'GET', path: '/api/products/:id' },
  /** One page of the shop (decision 090). */
  shop: { method: 'GET', path: '/api/shop', queryParams: SHOP_QUERY_PARAMS },
  blogPosts: { method: 'GET', path: '/api/blog', queryParams: LIST_PAGE_PARAMS },
  /** One page of the blog list (decision 090). */
  blogList: { method: 'GET', path: '/api/blog-list', queryParams: BLOG_LIST_QUERY_PARAMS },
  blogPost: { method: 'GET', path: '/api/blog/:slug' },
  blogBody: { method: 'GET', path: '/content/blog/:slug.md', html: true },
  page: { method: 'GET', path: '/api/pages/:pageSlug' },
  settings: { method: 'GET', path: '/api/settings' },
  ...listReads,
  newsletter: { method: 'POST', path: '/api/newsletter' },
  contact: { method: 'POST', path: '/api/contact' },
  /** The ROI calculator was used (its island's one request): a conversion of the visit, no body, 204. */
  roiUse: { method: 'POST', path: ROI_USE_PATH },
} as const satisfies Record<string, PublicEndpoint>;

type Endpoints = typeof publicEndpoints;
export type PublicEndpointName = keyof Endpoints;
/** The public GETs: what a page can read. */
export type PublicReadName = { [N in PublicEndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never }[PublicEndpointName];

/** The identifier after a `:` (letters only, as fillPath reads it). */
type ParamName<S extends string, Name extends string = ''> = S extends `${infer C}${infer Rest}`
  ? Lowercase<C> extends Uppercase<C>
    ? Name
    : ParamName<Rest, `${Name}${C}`>
  : Name;
/** The path parameters of a path: '/content/blog/:slug.md' -> 'slug'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}` ? ParamName<Rest> | PathParamNames<Rest> : never;

type PathOf<N extends PublicEndpointName> = Endpoints[N]['path'];
type QueryNames<N extends PublicEndpointName> = Endpoints[N] extends { queryParams: readonly (infer Q extends string)[] } ? Q : never;

/** What a read names: every path parameter, and any of the query parameters its endpoint reads. */
export type ReadParams<N extends PublicReadName> = { [K in PathParamNames<PathOf<N>>]: string | number } & { [K in QueryNames<N>]?: string | number };

/** A query value as a request brings it (a repeated parameter is a list). */
export type QueryValue = string | string[] | undefined;
/** What the server's answer to a read receives: path parameters decoded, query parameters as given. */
export type ReadInput<N extends PublicReadName> = { [K in PathParamNames<PathOf<N>>]: string } & { [K in QueryNames<N>]?: QueryValue };

/** One read of the public API: an endpoint and its parameters, as text, in the endpoint's order. */
export type PublicRead<N extends PublicReadName = PublicReadName> = N extends PublicReadName ? { endpoint: N; params: Readonly<Record<string, string>> } : never;

/** A read with its answer, or with the status the API refuses it with: what the server renders from and hands to the browser. */
export type ReadOutcome = { read: PublicRead; data: unknown } | { read: PublicRead; error: { status: number } };

const PATH_PARAM = /:([A-Za-z]+)/g;

/** Builds a concrete path: fillPath('/api/admin/blog/:id', { id: 3 }) -> '/api/admin/blog/3'. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A read of `endpoint`. Its parameters are kept as text in the endpoint's own order (path, then query), so equal reads are alike. */
export function read<N extends PublicReadName>(endpoint: N, ...[params]: {} extends ReadParams<N> ? [ReadParams<N>?] : [ReadParams<N>]): PublicRead<N> {
  const given = (params ?? {}) as Record<string, string | number | undefined>;
  const { path, queryParams = [] } = publicEndpoints[endpoint] as PublicEndpoint;
  const names = [...Array.from(path.matchAll(PATH_PARAM), (match) => match[1]), ...queryParams];
  const ordered: Record<string, string> = {};
  for (const name of names) if (given[name] !== undefined) ordered[name] = String(given[name]);
  return { endpoint, params: ordered } as PublicRead<N>;
}

/** A query string of only these parameters, as given (repeats too) and in this order. */
export const keepQueryParams =
  (names: readonly string[]) =>
  (params: URLSearchParams): string => {
    const kept = new URLSearchParams();
    for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
    return kept.toString();
  };
