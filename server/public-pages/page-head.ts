// What a public page's <head> says (title, description, canonical, social tags, structured data:
// the data of shared/seo/head-tags.ts's list) and its status, by its route (shared/match-route.ts),
// from the same records and page content the site reads (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec).
import { parseRecordId } from '../../shared/domain/record-id.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import { PUBLIC_ROUTES, routePageSlug } from '../../shared/public-routes.ts';
import {
  NOT_FOUND_META,
  POST_NOT_FOUND_META,
  PRODUCT_NOT_FOUND_META,
  STATIC_PAGE_META,
  pageSeo,
  postPageMeta,
  productPageMeta,
  serviceAreaPageMeta,
  shopTitle,
  staticCrumbs,
  type Crumb,
} from '../../shared/seo/page-meta.ts';
import { shareImage } from '../../shared/seo/share-image.ts';
import type { JsonLdData, PageHeadData } from '../../shared/seo/head-tags.ts';
import { blogPostingJsonLd, localBusinessJsonLd, productJsonLd } from '../../shared/seo/structured-data.ts';
import type { BlogService } from '../blog/service.ts';
import type { PageService } from '../pages/service.ts';
import type { ProductService } from '../products/service.ts';
import type { ServiceAreaService } from '../service-areas/service.ts';
import type { SettingsService } from '../settings/service.ts';

export interface PageLookups {
  blog: BlogService;
  products: ProductService;
  pages: PageService;
  settings: SettingsService;
  serviceAreas: ServiceAreaService;
}

/** A page's head (shared/seo/head-tags.ts) and its status. */
export interface PageHead extends PageHeadData {
  status: 200 | 404;
}

interface PageRequest {
  /** The route of `pathname` (shared/match-route.ts). */
  match: RouteMatch;
  pathname: string;
  /** The query string's parameters (the shop reads `collection`). */
  query: URLSearchParams;
  /** e.g. https://example.com, for absolute addresses. */
  origin: string;
}

/** Whether a share card is on disk (an upload's, or one the build made); a missing one gives way to the brand card. */
export type ShareCardExists = (path: string) => boolean;

type RecordImage = Parameters<typeof shareImage>[0];

interface FoundPage {
  title: string;
  description: string;
  keywords?: string;
  path: string;
  type?: PageHeadData['type'];
  image?: RecordImage;
  jsonLd: JsonLdData[];
  crumbs: Crumb[];
}

export function publicPageHead({ match, pathname, query, origin }: PageRequest, data: PageLookups, shareCardExists: ShareCardExists): PageHead {
  const settings = data.settings.get();
  const common = { companyName: settings.companyName, origin };
  const page = ({ image, type = 'website', ...head }: FoundPage): PageHead => ({ ...common, ...head, type, status: 200, noIndex: false, image: shareImage(image, shareCardExists) });
  const notFound = (meta: { title: string; description: string }): PageHead => ({
    ...common,
    ...meta,
    status: 404,
    noIndex: true,
    path: pathname,
    type: 'website',
    image: shareImage(undefined, shareCardExists),
    jsonLd: [],
    crumbs: [],
  });

  switch (match.name) {
    case 'blogPost': {
      const post = data.blog.findPublicPost(match.params.slug) && data.blog.getPublic(match.params.slug);
      if (!post) return notFound(POST_NOT_FOUND_META);
      return page({ ...postPageMeta(post), jsonLd: [blogPostingJsonLd(post, settings, origin)] });
    }
    case 'product': {
      const id = parseRecordId(match.params.id);
      const product = id === undefined ? undefined : data.products.findPublic(id);
      if (!product) return notFound(PRODUCT_NOT_FOUND_META);
      return page({ ...productPageMeta(product), jsonLd: [productJsonLd(product, settings, origin)] });
    }
    case 'serviceArea': {
      const area = data.serviceAreas.findPublic(match.params.slug);
      if (!area) return notFound(NOT_FOUND_META);
      return page({ ...serviceAreaPageMeta(area), jsonLd: [localBusinessJsonLd(settings, [area], origin)] });
    }
    case 'notFound':
      return notFound(NOT_FOUND_META);
    default: {
      // A page without a parameter: its own address is its pattern.
      const path = PUBLIC_ROUTES[match.name].patterns[0];
      const meta = STATIC_PAGE_META[path];
      const pageSlug = routePageSlug(match.name);
      const seo = pageSeo(meta, pageSlug ? data.pages.get(pageSlug) : undefined);
      const title = match.name === 'shop' ? shopTitle(query.get('collection'), seo.title) : seo.title;
      const withBusiness = match.name === 'home' || match.name === 'serviceAreas';
      const jsonLd = withBusiness ? [localBusinessJsonLd(settings, data.serviceAreas.listPublic(), origin)] : [];
      return page({ ...seo, title, path, type: meta.type, jsonLd, crumbs: staticCrumbs(path) });
    }
  }
}
