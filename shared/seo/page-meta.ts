// Each public page's built-in title, description and breadcrumb trail (docs/product/routes.md#public-pages), and what a
// post's or product's page says of itself. The server puts them in the HTML it sends and the
// site's pages show the same ones (this is their only copy); a page with an editable
// page-content entry (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows; its route's pageSlug, shared/public-routes.ts) takes its SEO
// fields from there when they are set.
import type { BlogPost } from '../contract/blog.ts';
import type { PageContent } from '../contract/pages.ts';
import type { Product } from '../contract/products.ts';
import type { ServiceArea } from '../contract/service-areas.ts';
import { collectionName, toCollectionId } from '../domain/collections.ts';
import { href, paths } from '../paths.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** The crumb this page adds to the BreadcrumbList. */
  crumb: string;
  type?: 'website' | 'article';
}

const comingSoon = (title: string): PageMeta => ({ title, description: `Our ${title.toLowerCase()} page is coming soon.`, crumb: title });

export const STATIC_PAGE_META: Readonly<Record<string, PageMeta>> = {
  [paths.home]: {
    title: 'Chicago Rug Consultancy for Staging, Pets & Design',
    description:
      'Boutique Chicago rug consultancy: rugs that raise home value, protect pets and reflect design sophistication across 17 Chicagoland neighborhoods and suburbs.',
    crumb: 'Home',
  },
  [paths.services]: {
    title: 'Rug Staging, Sourcing & Custom Design Services',
    description:
      'Home staging with ROI projections, investment advisory, pet-safe material reviews, AI room matching, antique sourcing, bespoke design and commercial rugs.',
    crumb: 'Services',
  },
  [paths.antiqueSourcing]: {
    title: 'Antique & Vintage Rug Sourcing in Chicago',
    description:
      'We search dealers, estates and auctions for antique and vintage rugs that fit your room and budget, with condition reports, provenance notes and honest pricing.',
    crumb: 'Antique Rug Sourcing',
  },
  [paths.rugshiftBespoke]: {
    title: 'RugShift Bespoke: Custom Hand-Knotted Rugs',
    description:
      'Custom rugs designed around your room: your size, your palette, hand-knotted at 200-400 knots per square inch and delivered in 90-120 days from approved design.',
    crumb: 'RugShift Bespoke',
  },
  [paths.rugIntelligence]: {
    title: 'Rug Intelligence: AI Room Matching for Rugs',
    description:
      'Send room photos: our AI extracts the color palette and matches rugs from our catalog, then a consultant reviews every suggestion before you see the short list.',
    crumb: 'Rug Intelligence',
  },
  [paths.commercialSpaces]: {
    title: 'Commercial Rugs for Offices, Lobbies & Hospitality',
    description:
      'Rugs for lobbies, offices and hospitality specified for acoustics (NRC 0.30-0.50, 0.40-0.50 for dense wool) and heavy commercial traffic class 33.',
    crumb: 'Commercial Spaces',
  },
  [paths.designerRugsIncluded]: {
    title: 'Designer Rugs at Minimum Supplier Prices',
    description:
      'Our consultancy is free with rug orders supplied at minimum supplier prices, including designer and atelier collections we would otherwise only reach through the trade.',
    crumb: 'Designer Rugs Included',
  },
  [paths.serviceAreas]: {
    title: 'Chicago Service Areas',
    description:
      'Rug consultancy across 17 Chicagoland areas: Lincoln Park, Gold Coast, River North, West Loop, Wicker Park, Evanston, Oak Park and more. Book a free consultation.',
    crumb: 'Service Areas',
  },
  [paths.proofRoi]: {
    title: 'Proof & ROI: Rug Staging Return Calculator',
    description:
      'Estimate the return on staging rugs: adjust list price, rug budget and days to sale to see the price increase, carrying cost savings, net return and ROI.',
    crumb: 'Proof & ROI',
  },
  [paths.healthPets]: {
    title: 'Synthetic Rugs & Pet Health',
    description:
      'What pet owners should know about PFAS stain treatments, VOC off-gassing and microplastic fibers in synthetic rugs, plus natural fibers and certifications.',
    crumb: 'Health & Pets',
    type: 'article',
  },
  [paths.about]: {
    title: 'About Our Boutique Chicago Rug Consultancy',
    description:
      'Meet the Chicago rug consultancy behind 47+ staged properties, an 18-day average market-time reduction and practical advice on pet-safe, lasting rugs.',
    crumb: 'About',
  },
  [paths.blog]: {
    title: 'Blog: Rugs, Home Value & Pet Health',
    description: 'Articles from our Chicago rug consultancy on staging ROI, rug investment, natural fibers and keeping homes with pets healthy.',
    crumb: 'Blog',
  },
  [paths.contact]: {
    title: 'Contact Us & Book a Free Rug Consultation',
    description:
      'Book a free 30-minute AI Rug Fit Consultation or send us a message. We serve 17 Chicagoland neighborhoods and suburbs and aim to reply within 24 hours.',
    crumb: 'Contact',
  },
  [paths.shop]: {
    title: 'Shop Rugs',
    description:
      'Browse hand-picked rugs across our Luxury Wool, Neutral Modern, Pet-Friendly Materials and Heritage collections, each with materials, origin and ROI potential.',
    crumb: 'Shop',
  },
  [paths.privacy]: comingSoon('Privacy Policy'),
  [paths.terms]: comingSoon('Terms of Service'),
  [paths.accessibility]: comingSoon('Accessibility'),
};

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

/** "Company" suffix of every title (docs/product/routes.md#public-routes: the page's title, then the company name). */
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

/** A page's place in the BreadcrumbList: its name and root-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

const HOME_CRUMB = (): Crumb => ({ name: STATIC_PAGE_META[paths.home].crumb, path: paths.home });
const sectionCrumb = (path: string): Crumb => ({ name: STATIC_PAGE_META[path].crumb, path });

/** The trail of a static page: Home, then its section (for a services sub-page), then itself; none for Home or an unknown path. */
export function staticCrumbs(path: string): Crumb[] {
  if (path === paths.home || !Object.hasOwn(STATIC_PAGE_META, path)) return [];
  const parent = path.startsWith(`${paths.services}/`) ? [sectionCrumb(paths.services)] : [];
  return [HOME_CRUMB(), ...parent, sectionCrumb(path)];
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
    crumbs: [HOME_CRUMB(), sectionCrumb(paths.blog), { name: post.title, path }],
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
    crumbs: [HOME_CRUMB(), sectionCrumb(paths.shop), { name: product.name, path }],
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
    crumbs: [HOME_CRUMB(), sectionCrumb(paths.serviceAreas), { name: area.name, path }],
  };
}
