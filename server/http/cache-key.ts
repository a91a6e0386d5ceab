// The public cache's key, built from parts: the method, the path and only the query parameters the
// route reads, in a fixed order. Everything else in a query string (utm_*, ?x=N) shares the page's
// entry, and the page is rendered from the same parts, so the entry is exactly what every such
// address answers. A route that reads its query string adds one line to QUERY_READ_BY.
import { contactPageQuery } from '../../shared/domain/contact-prefill.ts';
import { SHOP_QUERY_PARAMS } from '../../shared/domain/shop.ts';
import { LIST_PAGE_PARAMS } from './pagination.ts';

/** The canonical query string (no `?`) of a route's parameters, empty when none applies. */
type QueryRule = (params: URLSearchParams) => string;

/** These parameters as given (repeats too, which the route may refuse), in this order. */
const only =
  (names: readonly string[]): QueryRule =>
  (params) => {
    const kept = new URLSearchParams();
    for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
    return kept.toString();
  };

/** By path (lower case, as Express matches it; no trailing slash). A path not listed reads no query. */
const QUERY_READ_BY: Readonly<Record<string, QueryRule>> = {
  '/jacobs/shop': only(SHOP_QUERY_PARAMS),
  '/api/shop': only(SHOP_QUERY_PARAMS),
  '/api/products': only(LIST_PAGE_PARAMS),
  '/api/blog': only(LIST_PAGE_PARAMS),
  '/jacobs/contact': contactPageQuery,
};

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
  const rule = QUERY_READ_BY[path.toLowerCase()];
  const query = rule ? rule(new URLSearchParams(url.slice(queryAt + 1))) : '';
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
