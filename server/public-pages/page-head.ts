// What a public page's <head> says (title, description, canonical, social tags, structured data:
// the data of shared/seo/head-tags.ts's list) and its status, by its route (shared/match-route.ts),
// from the same answers its page is rendered from (page-data.ts): the settings, its page content,
// the record it shows (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec).
import type { BlogListPage, BlogPost } from '../../shared/contract/blog.ts';
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import type { PageContent } from '../../shared/contract/pages.ts';
import type { Product } from '../../shared/contract/products.ts';
import type { ServiceArea } from '../../shared/contract/service-areas.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { isWholeCatalogue, shopViewOf, type CataloguePage } from '../../shared/domain/shop.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import { dataOf, refusalOf, routeHead, routePath, type PageAnswers } from '../../shared/public-routes.ts';
import { sentForm } from '../../shared/plain-forms.ts';
import { paths } from '../../shared/paths.ts';
import { NOT_FOUND_META, pagedCanonical, POST_NOT_FOUND_META, PRODUCT_NOT_FOUND_META, pageSeo, postPageMeta, productPageMeta, routeCrumbs, serviceAreaPageMeta, shopTitle, type Crumb } from '../../shared/seo/page-meta.ts';
import { shareImage } from '../../shared/seo/share-image.ts';
import type { JsonLdData, PageHeadData } from '../../shared/seo/head-tags.ts';
import { blogPostingJsonLd, localBusinessJsonLd, productJsonLd } from '../../shared/seo/structured-data.ts';
import type { BlogService } from '../blog/service.ts';
import type { PageService } from '../pages/service.ts';
import type { ProductService } from '../products/service.ts';
import type { RecordServices } from '../records/record-services.ts';
import type { SettingsService } from '../settings/service.ts';

/** The records the sitemap and the feed list. */
export interface PageLookups {
  blog: BlogService;
  products: ProductService;
  pages: PageService;
  settings: SettingsService;
  serviceAreas: RecordServices['serviceAreas'];
}

/**
 * A page's head (shared/seo/head-tags.ts) and its status: 404 for a page or record that does not
 * exist, 503 while a read it needs could not be made (decision 190).
 */
export interface PageHead extends PageHeadData {
  /** 410: a manage link whose booking was cancelled or has passed. */
  status: 200 | 404 | 410 | 503;
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

/** The settings the page was read with; the seeded defaults if they could not be read. */
export function settingsOf(answers: PageAnswers): SiteSettings {
  return (dataOf(answers.settings) as SiteSettings | undefined) ?? { ...DEFAULT_SITE_SETTINGS, version: 0, updatedAt: '' };
}

export function publicPageHead({ match, pathname, query, origin }: PageRequest, answers: PageAnswers, shareCardExists: ShareCardExists): PageHead {
  const settings = settingsOf(answers);
  const common = { companyName: settings.companyName, origin };
  const waiting = Object.values(answers).some((answer) => answer === undefined);
  const page = ({ image, type = 'website', ...head }: FoundPage): PageHead => ({
    ...common,
    ...head,
    type,
    status: waiting ? 503 : 200,
    noIndex: waiting,
    image: shareImage(image, shareCardExists),
  });
  const notFound = (meta: { title: string; description: string }): PageHead => ({
    ...common,
    ...meta,
    status: waiting ? 503 : 404,
    noIndex: true,
    path: pathname,
    type: 'website',
    image: shareImage(undefined, shareCardExists),
    jsonLd: [],
    crumbs: [],
  });
  const record = <T>(name: string) => dataOf(answers[name]) as T | undefined;

  switch (match.name) {
    case 'blogPost': {
      const post = record<BlogPost>('post');
      if (!post) return notFound(POST_NOT_FOUND_META);
      return page({ ...postPageMeta(post), jsonLd: [blogPostingJsonLd(post, settings, origin)] });
    }
    case 'product': {
      const product = record<Product>('product');
      if (!product) return notFound(PRODUCT_NOT_FOUND_META);
      return page({ ...productPageMeta(product), jsonLd: [productJsonLd(product, settings, origin)] });
    }
    case 'serviceArea': {
      const area = record<ServiceArea[]>('areas')?.find((candidate) => candidate.slug === match.params.slug);
      if (!area) return notFound(pageSeo(NOT_FOUND_META, record<PageContent>('page')));
      return page({ ...serviceAreaPageMeta(area), jsonLd: [localBusinessJsonLd(settings, [area], origin)] });
    }
    case 'manageBooking': {
      // A booking's own page: never indexed (its address is the visitor's secret). A link that no
      // longer works says so with the read's status, except right after it was cancelled here.
      const { title, description } = routeHead('manageBooking')!;
      const refused = refusalOf(answers.booking);
      const path = routePath('manageBooking', match.params);
      const head = { ...page({ title, description, path, jsonLd: [], crumbs: routeCrumbs(match, path) }), noIndex: true };
      if (refused === undefined || sentForm(paths.manageBooking, query) === 'cancelBooking') return head;
      return { ...head, status: waiting ? 503 : refused === 410 ? 410 : 404 };
    }
    case 'notFound':
      // The owner's not-found page: its search title and description, the spec's until changed.
      return notFound(pageSeo(NOT_FOUND_META, record<PageContent>('page')));
    default: {
      // A page whose head needs no record.
      const path = routePath(match.name, match.params);
      const meta = routeHead(match.name, match.params)!;
      const seo = pageSeo(meta, record<PageContent>('page'));
      const title = match.name === 'shop' ? shopTitle(query.get('collection'), seo.title) : seo.title;
      const areas = record<ServiceArea[]>('areas');
      const jsonLd = (match.name === 'home' || match.name === 'serviceAreas') && areas ? [localBusinessJsonLd(settings, areas, origin)] : [];
      const canonical =
        match.name === 'blog' ? pagedCanonical(path, record<BlogListPage>('list'), true)
        : match.name === 'shop' ? pagedCanonical(path, record<CataloguePage<Product>>('shop'), isWholeCatalogue(shopViewOf(query)))
        : path;
      return page({ ...seo, title, path: canonical, type: meta.type, jsonLd, crumbs: routeCrumbs(match, path) });
    }
  }
}
