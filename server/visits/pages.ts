// Which page a view is of: its route's own address (a neighborhood's, a post's, a product's page;
// a shop or blog list whatever its query), and only a page that exists, so no made-up address
// becomes a row. The report names each page as the owner knows it.
import { matchPublicRoute } from '../../shared/match-route.ts';
import { routeHead, routePath } from '../../shared/public-routes.ts';
import { parseRecordId } from '../../shared/domain/record-id.ts';
import type { PageLookups } from '../public-pages/page-head.ts';
import { recordExists } from '../public-pages/routes.ts';

/** The page of a public route a path (no query) names, as counted: its route's own address; undefined for none. */
export function routePageOf(path: string): string | undefined {
  const match = matchPublicRoute(path);
  return match.redirect !== undefined || match.name === 'notFound' ? undefined : routePath(match.name, match.params);
}

/** The page a path (no query) shows, as counted, or undefined when no page there exists. */
export function countedPageOf(path: string, lookups: PageLookups): string | undefined {
  const match = matchPublicRoute(path);
  if (match.redirect !== undefined || match.name === 'notFound' || !recordExists(match, lookups)) return undefined;
  return routePath(match.name, match.params);
}

/** How the owner knows a counted page: a neighborhood's, post's or product's name, another page's breadcrumb; the address when it is gone. */
export function pageLabel(page: string, lookups: PageLookups): string {
  const match = matchPublicRoute(page);
  switch (match.name) {
    case 'notFound':
      return page;
    case 'serviceArea':
      return lookups.serviceAreas.findPublic(match.params.slug)?.name ?? page;
    case 'blogPost':
      return lookups.blog.findPublicPost(match.params.slug)?.title ?? page;
    case 'product': {
      const id = parseRecordId(match.params.id);
      return (id !== undefined && lookups.products.findPublic(id)?.name) || page;
    }
    default:
      return routeHead(match.name, match.params)?.crumb ?? page;
  }
}

/** A neighborhood's page (a service area's). */
export const isNeighborhoodPage = (page: string): boolean => matchPublicRoute(page).name === 'serviceArea';
