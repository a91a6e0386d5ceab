// The one matcher of public addresses (decision 190). The server's status, head, data, cache key
// and rendered page all follow its answer.
//
// The rule: an address matches a pattern when it has as many segments and each fixed segment
// equals the pattern's in any letter case (escaped or not), as does a parameter that takes only
// listed values (the service pages); a trailing slash is ignored. An address that matches but is
// not spelled as the table spells it (/Jacobs/Shop) has one own address, which the server answers
// with a 301; a free parameter is kept as given.
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

interface Pattern {
  name: PublicRouteName;
  expected: readonly string[];
  /** The values a listed parameter takes. */
  values: Readonly<Record<string, readonly string[]>>;
}

/** Every pattern as its segments, in match order. */
const PATTERNS: Pattern[] = (Object.keys(PUBLIC_ROUTES) as PublicRouteName[]).flatMap((name) => {
  const route: { patterns: readonly string[]; values?: Readonly<Record<string, readonly string[]>> } = PUBLIC_ROUTES[name];
  return route.patterns.map((pattern) => ({ name, expected: pattern.split('/').slice(1), values: route.values ?? {} }));
});

/** Undefined if the pattern's segments do not match; otherwise its params and the address as the pattern spells it. */
function matchPattern({ expected, values }: Pattern, segments: readonly string[]): { params: Record<string, string>; path: string } | undefined {
  if (expected.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  const own: string[] = [];
  for (const [index, part] of expected.entries()) {
    const given = segments[index];
    const decoded = decodeSegment(given);
    if (!part.startsWith(':')) {
      if (decoded.toLowerCase() !== part) return undefined;
      own.push(part);
      continue;
    }
    if (!given) return undefined;
    const listed = values[part.slice(1)];
    const value = listed ? listed.find((candidate) => candidate === decoded.toLowerCase()) : decoded;
    if (value === undefined) return undefined;
    params[part.slice(1)] = value;
    own.push(listed ? value : given);
  }
  return { params, path: `/${own.join('/')}` };
}

/** The route of a pathname (no query string); `notFound` when no pattern matches. */
export function matchPublicRoute(pathname: string): RouteMatch {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const segments = path.replace(/^\/+/, '').split('/');
  for (const pattern of PATTERNS) {
    const match = matchPattern(pattern, segments);
    const { name } = pattern;
    if (match) return match.path === path ? { name, params: match.params } : { name, params: match.params, redirect: match.path };
  }
  return { name: 'notFound', params: {} };
}
