// schema.org structured data of the public pages' records (docs/product/routes.md#public-pages): LocalBusiness on Home,
// Service Areas and each area's page, BlogPosting on posts, Product on products (the BreadcrumbList
// of inner pages is part of every page's head, head-tags.ts). Pure data builders, so the server's
// HTML and the site's pages print the same JSON-LD; only the pages that show such a record load them.
import type { BlogPost } from '../contract/blog.ts';
import type { Product } from '../contract/products.ts';
import type { ServiceArea } from '../contract/service-areas.ts';
import type { SiteSettings } from '../contract/settings.ts';
import { postalAddress } from '../domain/business-address.ts';
import { collectionName } from '../domain/collections.ts';
import { href, paths } from '../paths.ts';
import type { JsonLdData } from './head-tags.ts';
import { absoluteUrl, productDescription } from './page-meta.ts';

/** The consultancy's offer, as the home callout lists it and the offer catalog names it. */
export const SERVICE_LIST = [
  'Home staging with ROI projections',
  'Investment advisory and provenance documentation',
  'Pet-safe material reviews and lab-testing guidance',
  'AI room matching from your photos',
  'Antique sourcing',
  'Bespoke and custom rug design',
  'Commercial spaces',
] as const;

const DAY_CODES: Record<string, string> = { Mon: 'Mo', Tue: 'Tu', Wed: 'We', Thu: 'Th', Fri: 'Fr', Sat: 'Sa', Sun: 'Su' };
const DAY_NAMES: Record<string, string> = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' };
const DAY_ORDER = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** "Mon-Fri 09:00-18:00" -> "Mo-Fr 09:00-18:00" (schema.org openingHours). */
export function toSchemaOpeningHours(text: string): string {
  return text.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b/g, (_, day: string) => DAY_CODES[day]);
}

function openingSpecification(hours: string) {
  const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours.trim());
  if (!match) return undefined;
  const [, from, to = from, opens, closes] = match;
  const days = DAY_ORDER.slice(DAY_ORDER.indexOf(from), DAY_ORDER.indexOf(to) + 1).map((code) => DAY_NAMES[code]);
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
}

export function localBusinessJsonLd(settings: SiteSettings, areas: readonly ServiceArea[], origin: string): JsonLdData {
  const openingHours = toSchemaOpeningHours(settings.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: settings.companyName,
    description: settings.tagline,
    url: `${origin}${paths.home}`,
    image: `${origin}/images/hero/home-hero.svg`,
    email: settings.email,
    telephone: settings.phone,
    address: postalAddress(settings),
    areaServed: areas.map((area) => ({
      '@type': area.type === 'suburb' ? 'City' : 'Place',
      name: area.type === 'suburb' ? `${area.name}, IL` : `${area.name}, Chicago, IL`,
    })),
    openingHours,
    openingHoursSpecification: openingSpecification(openingHours),
    priceRange: '$$$$',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Rug consultancy services',
      itemListElement: SERVICE_LIST.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
    },
  };
}

export function blogPostingJsonLd(post: BlogPost, settings: SiteSettings, origin: string): JsonLdData {
  const url = `${origin}${href.blogPost(post.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt,
    image: absoluteUrl(origin, post.image),
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: settings.companyName, url: `${origin}${paths.home}` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.category ? { articleSection: post.category } : {}),
  };
}

export function productJsonLd(product: Product, settings: SiteSettings, origin: string): JsonLdData {
  const url = `${origin}${href.product(product.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: productDescription(product),
    // Every picture of the gallery, the card's first (schema.org takes a list; Google uses several).
    ...(product.gallery.length > 0 ? { image: product.gallery.map((picture) => absoluteUrl(origin, picture.url)) } : {}),
    sku: product.slug,
    category: collectionName(product.collection),
    brand: { '@type': 'Brand', name: settings.companyName },
    ...(product.fiber ? { material: product.fiber } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: settings.companyName },
    },
  };
}
