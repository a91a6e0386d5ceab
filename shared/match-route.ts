// The one matcher of public addresses (decision 130). The server's status, head, data and cache
// key and the browser's router all ask it which route an address is, so no address can be one
// page in the browser and another (or none) on the server.
//
// The rule: an address matches a pattern when it has as many segments and each fixed segment
// equals the pattern's in any letter case (escaped or not); a trailing slash is ignored. An address
// that matches but is not spelled as the table spells it (/Jacobs/Shop) has one own address, which
// the server answers with a 301 and the browser moves to; a parameter is kept as given.
import { PUBLIC_ROUTES, type PublicRouteName } from './public-routes.ts';

export interface RouteMatch {
  name: PublicRouteName;
  /** The path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The route's own spelling of the address, when the address is spelled otherwise. */
  redirect?: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Every pattern as its segments, in match order. */
const PATTERNS = (Object.keys(PUBLIC_ROUTES) as PublicRouteName[]).flatMap((name) =>
  PUBLIC_ROUTES[name].patterns.map((pattern: string) => ({ name, expected: pattern.split('/').slice(1) })),
);

/** Undefined if the pattern's segments do not match; otherwise its params and the address as the pattern spells it. */
function matchPattern(expected: readonly string[], segments: readonly string[]): { params: Record<string, string>; path: string } | undefined {
  if (expected.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const given = segments[index];
    if (part.startsWith(':')) {
      if (!given) return undefined;
      params[part.slice(1)] = decodeSegment(given);
    } else if (decodeSegment(given).toLowerCase() !== part) {
      return undefined;
    }
  }
  return { params, path: `/${expected.map((part, index) => (part.startsWith(':') ? segments[index] : part)).join('/')}` };
}

/** The route of a pathname (no query string); `notFound` when no pattern matches. */
export function matchPublicRoute(pathname: string): RouteMatch {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const segments = path.replace(/^\/+/, '').split('/');
  for (const { name, expected } of PATTERNS) {
    const match = matchPattern(expected, segments);
    if (match) return match.path === path ? { name, params: match.params } : { name, params: match.params, redirect: match.path };
  }
  return { name: 'notFound', params: {} };
}
