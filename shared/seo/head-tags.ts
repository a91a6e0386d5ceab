// Everything a page's <head> says, as one list of elements (decision 190): for a page its title,
// description, keywords, robots, canonical, Open Graph and Twitter tags and JSON-LD; for every
// page the icons, the manifest and the blog's feed. The server writes the lists as HTML
// (server/public-pages/page-html.ts): a public page's head is the server's alone (decision 190).
import { RSS_PATH } from '../paths.ts';
import { absoluteUrl, fullTitle, type Crumb } from './page-meta.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH, type ShareImage } from './share-image.ts';
import { SITE_ICONS } from './site-icons.ts';

export type JsonLdData = Record<string, unknown>;

export interface HeadTag {
  element: 'title' | 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  /** A title's text, or a script's JSON (already safe inside a script element). */
  text?: string;
}

export interface PageHeadData {
  /** Without the company name. */
  title: string;
  companyName: string;
  description: string;
  keywords?: string;
  /** The page's address, root-relative: its canonical unless it is not indexed. */
  path: string;
  /** e.g. https://example.com, for absolute addresses. */
  origin: string;
  type: 'website' | 'article' | 'product';
  /** The link-preview card (shared/seo/share-image.ts). */
  image: ShareImage;
  /** A not-found page: robots noindex, no canonical, no breadcrumb. */
  noIndex: boolean;
  /** The page's own structured data (LocalBusiness, BlogPosting, Product). */
  jsonLd: readonly JsonLdData[];
  /** Its BreadcrumbList's trail (none for Home). */
  crumbs: readonly Crumb[];
}

/** JSON for a `<script type="application/ld+json">` (or any JSON data block): "<" escaped so no value can end the element. */
export const jsonForScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** The page's place in the site (Home, its section, itself) as schema.org's BreadcrumbList. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

const meta = (name: string, content: string): HeadTag => ({ element: 'meta', attributes: { name, content } });
const property = (name: string, content: string): HeadTag => ({ element: 'meta', attributes: { property: name, content } });
const link = (attributes: Record<string, string>): HeadTag => ({ element: 'link', attributes });
const jsonLdScript = (data: JsonLdData): HeadTag => ({ element: 'script', attributes: { type: 'application/ld+json' }, text: jsonForScript(data) });

/** A page's own head (the admin's copy is marked data-ssr and rendered again by the admin as it starts). */
export function pageHeadTags(page: PageHeadData): HeadTag[] {
  const title = fullTitle(page.title, page.companyName);
  const url = `${page.origin}${page.path}`;
  const image = absoluteUrl(page.origin, page.image.path);
  const trail = page.noIndex ? [] : page.crumbs;
  const jsonLd = trail.length ? [...page.jsonLd, breadcrumbJsonLd(trail, page.origin)] : page.jsonLd;
  return [
    { element: 'title', attributes: {}, text: title },
    meta('description', page.description),
    ...(page.keywords ? [meta('keywords', page.keywords)] : []),
    page.noIndex ? meta('robots', 'noindex') : link({ rel: 'canonical', href: url }),
    property('og:site_name', page.companyName),
    property('og:title', title),
    property('og:description', page.description),
    property('og:type', page.type),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', SHARE_IMAGE_TYPE),
    property('og:image:width', String(SHARE_IMAGE_WIDTH)),
    property('og:image:height', String(SHARE_IMAGE_HEIGHT)),
    property('og:image:alt', page.image.alt),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', title),
    meta('twitter:description', page.description),
    meta('twitter:image', image),
    meta('twitter:image:alt', page.image.alt),
    ...jsonLd.map(jsonLdScript),
  ];
}

/** The ICO (16-48 px) beside index.html's SVG favicon, the home-screen icon and the web app manifest (decision 030). */
export const iconHeadTags = (): HeadTag[] => [
  link({ rel: 'icon', href: SITE_ICONS.favicon, sizes: SITE_ICONS.faviconSizes.map((size) => `${size}x${size}`).join(' ') }),
  link({ rel: 'apple-touch-icon', href: SITE_ICONS.appleTouch, sizes: `${SITE_ICONS.appleTouchSize}x${SITE_ICONS.appleTouchSize}` }),
  link({ rel: 'manifest', href: SITE_ICONS.manifest }),
];

/** What every public page links besides its own head: the icons, the manifest and the blog's feed (the site renders none of these itself). */
export const siteHeadTags = (companyName: string): HeadTag[] => [
  ...iconHeadTags(),
  link({ rel: 'alternate', type: 'application/rss+xml', title: `${companyName} Blog`, href: RSS_PATH }),
];

/** The admin's own head (it links the icons too): never indexed; the X-Robots-Tag header says it too. */
export const adminHeadTags = (companyName: string): HeadTag[] => [{ element: 'title', attributes: {}, text: fullTitle('Admin', companyName) }, meta('robots', 'noindex')];
