// What a public page's <head> says (title, description, canonical, social tags, structured data)
// and its status, from the same records and page content the site reads (DECISIONS 7).
import { parseRecordId } from '../../shared/domain/record-id.ts';
import { matchPublicRoute, paths } from '../../shared/paths.ts';
import {
  NOT_FOUND_META,
  POST_NOT_FOUND_META,
  PRODUCT_NOT_FOUND_META,
  STATIC_PAGE_META,
  absoluteUrl,
  pageSeo,
  postPageMeta,
  productPageMeta,
  serviceAreaPageMeta,
  shopTitle,
  staticCrumbs,
  type Crumb,
} from '../../shared/seo/page-meta.ts';
import { shareImage } from '../../shared/seo/share-image.ts';
import { blogPostingJsonLd, breadcrumbJsonLd, localBusinessJsonLd, productJsonLd, type JsonLdData } from '../../shared/seo/structured-data.ts';
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

export interface PageHead {
  status: 200 | 404;
  /** Without the company suffix. */
  title: string;
  description: string;
  keywords?: string;
  /** Absolute; none on a not-found page. */
  canonical?: string;
  /** The address social previews show (og:url). */
  url: string;
  type: 'website' | 'article' | 'product';
  /** The link-preview card (1200 x 630 JPEG), its URL absolute. */
  image: { url: string; alt: string };
  noIndex: boolean;
  jsonLd: JsonLdData[];
}

interface PageRequest {
  pathname: string;
  /** The query string's parameters (the shop reads `collection`). */
  query: URLSearchParams;
  /** e.g. https://example.com, for absolute addresses. */
  origin: string;
}

/** Whether a share card is on disk (an upload's, or one the build made); a missing one gives way to the brand card. */
export type ShareCardExists = (path: string) => boolean;

type RecordImage = Parameters<typeof shareImage>[0];

export function publicPageHead({ pathname, query, origin }: PageRequest, data: PageLookups, shareCardExists: ShareCardExists): PageHead {
  const route = matchPublicRoute(pathname);
  const settings = data.settings.get();
  const imageOf = (image?: RecordImage) => {
    const card = shareImage(image, shareCardExists);
    return { url: absoluteUrl(origin, card.path), alt: card.alt };
  };
  const page = (head: Omit<PageHead, 'status' | 'noIndex' | 'url' | 'image'> & { image?: RecordImage; path: string }, crumbs: Crumb[]): PageHead => {
    const { path, image, ...rest } = head;
    const url = `${origin}${path}`;
    const jsonLd = crumbs.length ? [...head.jsonLd, breadcrumbJsonLd(crumbs, origin)] : head.jsonLd;
    return { ...rest, status: 200, noIndex: false, canonical: url, url, image: imageOf(image), jsonLd };
  };
  const notFound = (meta: { title: string; description: string }): PageHead => ({
    ...meta,
    status: 404,
    noIndex: true,
    url: `${origin}${pathname}`,
    type: 'website',
    image: imageOf(),
    jsonLd: [],
  });

  switch (route.kind) {
    case 'static': {
      const meta = STATIC_PAGE_META[route.path];
      const seo = pageSeo(meta, meta.pageSlug ? data.pages.get(meta.pageSlug) : undefined);
      const title = route.path === paths.shop ? shopTitle(query.get('collection'), seo.title) : seo.title;
      const withBusiness = route.path === paths.home || route.path === paths.serviceAreas;
      const jsonLd = withBusiness ? [localBusinessJsonLd(settings, data.serviceAreas.listPublic(), origin)] : [];
      return page({ ...seo, title, path: route.path, type: meta.type ?? 'website', jsonLd }, staticCrumbs(route.path));
    }
    case 'blogPost': {
      const post = data.blog.findPublicPost(route.slug) && data.blog.getPublic(route.slug);
      if (!post) return notFound(POST_NOT_FOUND_META);
      const { crumbs, ...head } = postPageMeta(post);
      return page({ ...head, jsonLd: [blogPostingJsonLd(post, settings, origin)] }, crumbs);
    }
    case 'product': {
      const id = parseRecordId(route.id);
      const product = id === undefined ? undefined : data.products.findPublic(id);
      if (!product) return notFound(PRODUCT_NOT_FOUND_META);
      const { crumbs, ...head } = productPageMeta(product);
      return page({ ...head, jsonLd: [productJsonLd(product, settings, origin)] }, crumbs);
    }
    case 'serviceArea': {
      const area = data.serviceAreas.findPublic(route.slug);
      if (!area) return notFound(NOT_FOUND_META);
      const { crumbs, ...head } = serviceAreaPageMeta(area);
      return page({ ...head, type: 'website', jsonLd: [localBusinessJsonLd(settings, [area], origin)] }, crumbs);
    }
    default:
      return notFound(NOT_FOUND_META);
  }
}
