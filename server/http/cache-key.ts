// The public cache's key, built from parts: the method, the path and only the query parameters the
// route reads, in a fixed order. Everything else in a query string (utm_*, ?x=N) shares the page's
// entry, and the page is rendered from the same parts, so the entry is exactly what every such
// address answers. What a route reads is its table's to say: an API read's `queryParams`
// (shared/contract/public-endpoints.ts), a page's `query` (shared/public-routes.ts).
import { keepQueryParams, publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { routeQuery } from '../../shared/public-routes.ts';

/** The canonical query string (no `?`) of a route's parameters, empty when none applies. */
type QueryRule = (params: URLSearchParams) => string;

/** The API reads that take query parameters, by path (lower case, as Express matches it; none has a path parameter). */
const API_QUERY_READ_BY: ReadonlyMap<string, QueryRule> = new Map(
  Object.values(publicEndpoints).flatMap((endpoint) => ('queryParams' in endpoint ? [[endpoint.path, keepQueryParams(endpoint.queryParams)] as const] : [])),
);

/** What the route of a path reads from its query: an API read's parameters, or a page's; nothing for any other path. */
function canonicalQuery(path: string, params: URLSearchParams): string {
  const apiRule = API_QUERY_READ_BY.get(path.toLowerCase());
  return apiRule ? apiRule(params) : routeQuery(matchPublicRoute(path).name, params);
}

/** An absolute-form request target (`GET http://host/path`) is routed by its path. */
const ABSOLUTE_FORM = /^[a-z][\w+.-]*:\/\/[^/?]*/i;

/**
 * What a public GET is answered for: its path (trailing slashes dropped, as routing ignores them)
 * and the query parameters its route reads. `/jacobs/shop?utm=1&page=2` -> `/jacobs/shop?page=2`.
 */
export function publicTarget(originalUrl: string): string {
  const url = originalUrl.charCodeAt(0) === 47 ? originalUrl : originalUrl.replace(ABSOLUTE_FORM, '') || '/';
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) path = path.replace(/\/+$/, '') || '/';
  if (queryAt === -1) return path;
  const query = canonicalQuery(path, new URLSearchParams(url.slice(queryAt + 1)));
  return query ? `${path}?${query}` : path;
}

/** Paths of lower-case segments, as every page, post, product and API read of the site is written. */
const CANONICAL_PATH = /^(?:\/[a-z0-9._-]+)+$/;

/**
 * True for the one address of a page or a record: a target without a query, written in lower case
 * (however the request spelled it: `?utm=1` or a trailing slash share the target). The cache keeps
 * these apart from everything else (query variants, other spellings, unknown paths), so no flood of
 * made-up addresses can push them out.
 */
export const isCanonicalAddress = (target: string): boolean => CANONICAL_PATH.test(target);
