// What a page's head says beyond its route's built-in head (shared/public-routes.ts): the SEO fields
// of its page content where set (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows), its breadcrumb trail, and what a post's, product's or
// service area's page says of itself. The server writes them into the HTML it sends.
import type { BlogPost } from '../contract/blog.ts';
import type { PageContent } from '../contract/pages.ts';
import type { Product } from '../contract/products.ts';
import type { ServiceArea } from '../contract/service-areas.ts';
import { collectionName, toCollectionId } from '../domain/collections.ts';
import { listPageAddress } from '../domain/paging.ts';
import type { RouteMatch } from '../match-route.ts';
import { href } from '../paths.ts';
import { routeHead, routeParent, routePath, type PageMeta, type PublicRouteName } from '../public-routes.ts';

export const NOT_FOUND_META = { title: '404 Page Not Found', description: 'The page you were looking for does not exist.' } as const;
export const PRODUCT_NOT_FOUND_META = { title: 'Product Not Found', description: 'This rug is no longer in our catalog.' } as const;
export const POST_NOT_FOUND_META = { title: 'Post Not Found', description: 'This article does not exist or is no longer published.' } as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** A page's SEO fields: the stored page content where set, the built-in defaults otherwise. */
export function pageSeo(defaults: Pick<PageMeta, 'title' | 'description'>, content: PageContent | undefined) {
  return {
    title: text(content?.seoTitle) ?? defaults.title,
    description: text(content?.seoDescription) ?? defaults.description,
    keywords: text(content?.seoKeywords),
  };
}

/** "Company" suffix of every title (docs/product/routes.md: page title followed by the company name). */
export const fullTitle = (title: string, companyName: string) => `${title} | ${companyName}`;

/** A root-relative or absolute URL made absolute against the site's origin. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The shop's title: the collection asked for (`?collection=`) names it, when it is a known one. */
export function shopTitle(collectionParam: string | null, defaultTitle: string): string {
  const collection = toCollectionId(collectionParam ?? '');
  return collection ? `${collectionName(collection)} Rugs` : defaultTitle;
}

/**
 * The canonical path of a paged list (the shop, the blog; decision 090): each page of the whole list
 * is its own address, as search engines ask of paged lists (page 2 is not a copy of page 1). The
 * first page, a page past the end and a view of the list that is not the whole of it (a shop
 * collection or another sort, decision 090) name the list's own address.
 */
export function pagedCanonical(path: string, list: { page: number; pageCount: number } | undefined, wholeList: boolean): string {
  return list && wholeList && list.page > 1 && list.page <= list.pageCount ? listPageAddress(path, list.page) : path;
}

/** A page's place in the BreadcrumbList: its name and root-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The crumb of a page without a parameter: its head's name, at its address. */
function sectionCrumb(name: PublicRouteName): Crumb {
  const head = routeHead(name);
  if (!head) throw new Error(`The ${name} route has no built-in head`);
  return { name: head.crumb, path: routePath(name) };
}

/** Home, then the sections a page sits under. */
const trailTo = (name: PublicRouteName): Crumb[] => {
  const parent = routeParent(name);
  return [sectionCrumb('home'), ...(parent ? [sectionCrumb(parent)] : [])];
};

/** The trail of a page whose head needs no record: Home, its section (a service page's), then itself; none for Home. */
export function routeCrumbs({ name, params }: Pick<RouteMatch, 'name' | 'params'>, path: string): Crumb[] {
  const head = routeHead(name, params);
  if (name === 'home' || !head) return [];
  return [...trailTo(name), { name: head.crumb, path }];
}

/** What a post's page says of itself. */
export function postPageMeta(post: Pick<BlogPost, 'slug' | 'title' | 'seoTitle' | 'seoDescription' | 'excerpt' | 'image' | 'imageAlt'>) {
  const path = href.blogPost(post.slug);
  return {
    title: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt,
    path,
    image: { url: post.image, alt: post.imageAlt || post.title },
    type: 'article' as const,
    crumbs: [...trailTo('blogPost'), { name: post.title, path }],
  };
}

/** What a product's page says of itself (its canonical is /jacobs/product/{id} whichever address was asked). */
export function productPageMeta(product: Pick<Product, 'id' | 'name' | 'description' | 'collection' | 'imageUrl' | 'imageAlt'>) {
  const path = href.product(product.id);
  return {
    title: product.name,
    description: productDescription(product),
    path,
    image: { url: product.imageUrl, alt: product.imageAlt || product.name },
    type: 'product' as const,
    crumbs: [...trailTo('product'), { name: product.name, path }],
  };
}

/** Longest description search results show whole. */
export const DESCRIPTION_MAX = 160;

/** A description of at most DESCRIPTION_MAX characters: longer text ends at a word, with an ellipsis. */
export function clipDescription(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The product page's description: its own text, or a sentence naming its collection; at most 160 characters. */
export function productDescription(product: Pick<Product, 'name' | 'description' | 'collection'>): string {
  return clipDescription(product.description ?? `${product.name} from our ${collectionName(product.collection)} collection.`);
}

/** Where an area is, as its page and its card say it: "Lincoln Park, Chicago" or "Evanston, IL". */
export const areaPlace = (area: Pick<ServiceArea, 'name' | 'type'>): string => `${area.name}, ${area.type === 'suburb' ? 'IL' : 'Chicago'}`;

/**
 * What a service area's page says of itself: the SEO title and description edited in the admin,
 * or a title naming the place and the area's own description (or a sentence naming the place).
 */
export function serviceAreaPageMeta(area: Pick<ServiceArea, 'slug' | 'name' | 'type' | 'description' | 'seoTitle' | 'seoDescription'>) {
  const path = href.serviceArea(area.slug);
  const place = areaPlace(area);
  return {
    title: area.seoTitle || `Rug Consultancy in ${place}`,
    description:
      area.seoDescription ||
      clipDescription(area.description || `Rug staging, pet-safe material reviews and design advice for homes in ${place}. Book a free consultation.`),
    path,
    crumbs: [...trailTo('serviceArea'), { name: area.name, path }],
  };
}
