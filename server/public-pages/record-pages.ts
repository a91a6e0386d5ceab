// The public page of a record (its address's `publicPage`, shared/contract/resource-addresses.ts):
// its address, and the record types that have one. The sitemap lists these pages and a preview
// shows one, whatever the record type.
import { PAGES, type PageContent } from '../../shared/contract/pages.ts';
import { fillPath } from '../../shared/contract/public-endpoints.ts';
import { RESOURCE_ADDRESSES, PREVIEW_RESOURCES, type PreviewResource } from '../../shared/contract/resource-addresses.ts';
import type { PublicPageAddress } from '../../shared/contract/resource-definition.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { paths } from '../../shared/paths.ts';
import { PUBLIC_ROUTES, routePageSlug, STATIC_PUBLIC_PATHS } from '../../shared/public-routes.ts';

type Values = Record<string, unknown>;

export const publicPageOf = (resource: PreviewResource): PublicPageAddress => RESOURCE_ADDRESSES[resource].publicPage;

/** The record types with a page per record (the pages' content is shown on the route table's own pages). */
export const RECORD_PAGE_RESOURCES = PREVIEW_RESOURCES.filter((resource) => publicPageOf(resource).route !== undefined);

/** An address no page has, where the not-found page shows. */
const NO_PAGE_PATH = `${paths.home}/page-not-found`;

/**
 * The address of the public page that shows a page's content (home, about...); a part every page
 * shares (the footer) is shown on the home page, the not-found page at an address no page has.
 */
function pageContentPath(record: PageContent): string {
  if (PAGES.find((page) => page.slug === record.pageSlug)?.group === 'site') return paths.home;
  if (record.pageSlug === routePageSlug('notFound')) return NO_PAGE_PATH;
  const path = STATIC_PUBLIC_PATHS.find((candidate) => {
    const match = matchPublicRoute(candidate);
    return routePageSlug(match.name, match.params) === record.pageSlug;
  });
  if (!path) throw new Error(`No public route shows the page ${record.pageSlug}`);
  return path;
}

/** The public address of a record's page (admin or public shape alike: both hold the field its route names). */
export function recordPagePath(resource: PreviewResource, record: Values): string {
  const { route } = publicPageOf(resource);
  if (!route) return pageContentPath(record as PageContent);
  const [pattern] = PUBLIC_ROUTES[route.name as keyof typeof PUBLIC_ROUTES].patterns;
  if (!pattern) throw new Error(`The route ${route.name} has no address`);
  return fillPath(pattern, { [route.field]: String(record[route.field]) });
}
