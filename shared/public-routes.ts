// The public site's pages (docs/product/routes.md) in one table (decision 190): each page's
// route name, its address patterns, its label in the navigation bar, its built-in head (title,
// description, breadcrumb), the page content it shows, the reads of the public API it renders from
// (each named: its component receives the answers under those names) and the query parameters it
// reads. The server takes a page's status, head, data and cache key from it, and renders the page's
// component (site/pages/page-table.ts, keyed by these names) with the answers. The addresses are
// shared/paths.ts's, which the links use too.
import type { z } from 'zod';
import type { endpoints } from './contract/endpoints.ts';
import type { PageSlug, ServicePageSlug } from './contract/page-list.ts';
import type { PageSections } from './contract/sections/page-content.ts';
import type { SectionKindName } from './contract/sections/section-kinds.ts';
import { fillPath, keepQueryParams, publicEndpoints, read, type PublicRead, type PublicReadName } from './contract/public-endpoints.ts';
import { CONTACT_PRODUCT_PARAM, contactPageQuery, contactProduct } from './domain/contact-prefill.ts';
import { bookQuery, carryOf, choiceOf } from './domain/booking/book-page.ts';
import { MAX_SLOT_DAYS } from './domain/booking/slots.ts';
import { BLOG_LIST_QUERY_PARAMS, blogListPageOf } from './domain/blog-list.ts';
import { SHOP_QUERY_PARAMS, shopViewOf } from './domain/shop.ts';
import { paths } from './paths.ts';
import { withSentParam } from './plain-forms.ts';
import { SERVICE_PAGE_SLUGS, servicePage } from './service-pages.ts';

export interface RouteRequest {
  /** The path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** Only the parameters the route reads (its `query`). */
  query: URLSearchParams;
}

/** A page's built-in head (its page content's SEO fields take precedence where set). */
export interface PageMeta {
  title: string;
  description: string;
  /** The name this page adds to the BreadcrumbList. */
  crumb: string;
  type?: 'website' | 'article';
}

interface PublicRoute {
  /** Address patterns (`:name` marks a parameter), in lower case; the first is the route's own. */
  patterns: readonly string[];
  /** Parameters that take only these values, each value a page of its own (the service pages). */
  values?: Readonly<Record<string, readonly string[]>>;
  /** Its label in the navigation bar (docs/product/routes.md), which lists the labelled routes in table order. */
  nav?: string;
  /** The head of a page that needs no record for it: fixed, or by the route's parameters. */
  head?: PageMeta | ((params: Readonly<Record<string, string>>) => PageMeta);
  /** The page its breadcrumb trail passes through between Home and itself. */
  parent?: string;
  /** The editable page content (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows) the page shows: one page, or one per value of a listed parameter (the service pages). */
  pageSlug?: PageSlug | ((params: Readonly<Record<string, string>>) => PageSlug);
  /** The page's own reads, by the name its component receives each answer under (every page also reads the settings and its page content). */
  reads?: (request: RouteRequest) => Readonly<Record<string, PublicRead>>;
  /**
   * The canonical query string of what the page reads from its query (none when absent). The
   * public cache keys the page by it, and the server renders the page from it.
   */
  query?: (params: URLSearchParams) => string;
}

const comingSoon = (title: string): PageMeta => ({ title, description: `Our ${title.toLowerCase()} page is coming soon.`, crumb: title });

/** The contact page reads the product its message is about. */
function contactReads({ query }: RouteRequest): { product?: PublicRead<'product'> } {
  const product = contactProduct(query);
  return product === undefined ? {} : { product: read('product', { id: String(product) }) };
}

/** The open times the booking pages read: as far ahead as one read goes, from the first day shown. */
const slotsRead = ({ query }: RouteRequest) => {
  const { type, from } = choiceOf(query);
  return read('bookingSlots', { ...(type ? { type } : {}), ...(from ? { from } : {}), days: MAX_SLOT_DAYS });
};

/** The booking page reads the consultations offered, their open times, and the product a booking is about. */
function bookReads(request: RouteRequest) {
  const { productId } = carryOf(request.query);
  return { types: read('consultationTypes'), slots: slotsRead(request), ...(productId ? { product: read('product', { id: productId }) } : {}) };
}

/** A manage link's page reads its booking, and the open times of its consultation while a visitor moves it (`?type=`). */
function manageReads(request: RouteRequest) {
  return { booking: read('managedBooking', { token: request.params.token }), ...(choiceOf(request.query).type ? { slots: slotsRead(request) } : {}) };
}

/** The booking pages' canonical query: the choice so far and what the booking carries. */
const bookPageQuery = (params: URLSearchParams) => bookQuery(choiceOf(params), carryOf(params)).toString();

/** In match order. `notFound` is what no pattern matches. */
export const PUBLIC_ROUTES = {
  home: {
    patterns: [paths.home],
    nav: 'Home',
    head: {
      title: 'Chicago Rug Consultancy for Staging, Pets & Design',
      description:
        'Boutique Chicago rug consultancy: rugs that raise home value, protect pets and reflect design sophistication across 17 Chicagoland neighborhoods and suburbs.',
      crumb: 'Home',
    },
    pageSlug: 'home',
    reads: () => ({ areas: read('serviceAreas') }),
  },
  services: {
    patterns: [paths.services],
    nav: 'Services',
    head: {
      title: 'Rug Staging, Sourcing & Custom Design Services',
      description:
        'Home staging with ROI projections, investment advisory, pet-safe material reviews, AI room matching, antique sourcing, bespoke design and commercial rugs.',
      crumb: 'Services',
    },
    pageSlug: 'services',
  },
  servicePage: {
    patterns: [paths.servicePage],
    values: { service: SERVICE_PAGE_SLUGS },
    head: ({ service }) => servicePage(service).head,
    parent: 'services',
    pageSlug: ({ service }) => service as ServicePageSlug,
  },
  serviceAreas: {
    patterns: [paths.serviceAreas],
    nav: 'Service Areas',
    head: {
      title: 'Chicago Service Areas',
      description:
        'Rug consultancy across 17 Chicagoland areas: Lincoln Park, Gold Coast, River North, West Loop, Wicker Park, Evanston, Oak Park and more. Book a free consultation.',
      crumb: 'Service Areas',
    },
    reads: () => ({ areas: read('serviceAreas') }),
  },
  // An address naming no active area is the not-found page: it reads that page's words.
  serviceArea: { patterns: [paths.serviceArea], parent: 'serviceAreas', pageSlug: 'not-found', reads: () => ({ areas: read('serviceAreas'), testimonials: read('testimonials') }) },
  proofRoi: {
    patterns: [paths.proofRoi],
    nav: 'Proof & ROI',
    head: {
      title: 'Proof & ROI: Rug Staging Return Calculator',
      description:
        'Estimate the return on staging rugs: adjust list price, rug budget and days to sale to see the price increase, carrying cost savings, net return and ROI.',
      crumb: 'Proof & ROI',
    },
    pageSlug: 'proof-roi',
  },
  rugFit: {
    patterns: [paths.rugFit],
    head: {
      title: 'Rug Fit: Rugs Matched to a Photo of Your Room',
      description:
        'Take or choose a photo of your room: Rug Fit reads its colors on your device, shows the rugs from our shop that blend in or make it pop, and why each suits it.',
      crumb: 'Rug Fit',
    },
    parent: 'services',
    // The tool's section reads the rugs (SECTION_READS).
    pageSlug: 'rug-fit',
  },
  healthPets: {
    patterns: [paths.healthPets],
    nav: 'Health & Pets',
    head: {
      title: 'Synthetic Rugs & Pet Health',
      description:
        'What pet owners should know about PFAS stain treatments, VOC off-gassing and microplastic fibers in synthetic rugs, plus natural fibers and certifications.',
      crumb: 'Health & Pets',
      type: 'article',
    },
    pageSlug: 'health-pets',
  },
  about: {
    patterns: [paths.about],
    nav: 'About',
    head: {
      title: 'About Our Boutique Chicago Rug Consultancy',
      description:
        'Meet the Chicago rug consultancy behind 47+ staged properties, an 18-day average market-time reduction and practical advice on pet-safe, lasting rugs.',
      crumb: 'About',
    },
    pageSlug: 'about',
  },
  blog: {
    patterns: [paths.blog],
    nav: 'Blog',
    head: {
      title: 'Blog: Rugs, Home Value & Pet Health',
      description: 'Articles from our Chicago rug consultancy on staging ROI, rug investment, natural fibers and keeping homes with pets healthy.',
      crumb: 'Blog',
    },
    pageSlug: 'blog',
    reads: ({ query }) => ({ list: read('blogList', { page: blogListPageOf(query) }) }),
    query: keepQueryParams(BLOG_LIST_QUERY_PARAMS),
  },
  blogPost: {
    patterns: [paths.blogPost],
    parent: 'blog',
    reads: ({ params }) => ({ post: read('blogPost', { slug: params.slug }), body: read('blogBody', { slug: params.slug }) }),
  },
  contact: {
    patterns: [paths.contact],
    nav: 'Contact',
    head: {
      title: 'Contact Us & Book a Free Rug Consultation',
      description:
        'Book a free 30-minute AI Rug Fit Consultation or send us a message. We serve 17 Chicagoland neighborhoods and suburbs and aim to reply within 24 hours.',
      crumb: 'Contact',
    },
    pageSlug: 'contact',
    reads: contactReads,
    // Its forms' confirmation (`?sent=`) is a page of its own in the cache: fixed words, nothing typed.
    query: withSentParam(paths.contact, contactPageQuery),
  },
  shop: {
    patterns: [paths.shop],
    head: {
      title: 'Shop Rugs',
      description:
        'Browse hand-picked rugs across our Luxury Wool, Neutral Modern, Pet-Friendly Materials and Heritage collections, each with materials, origin and ROI potential.',
      crumb: 'Shop',
    },
    pageSlug: 'shop',
    reads: ({ query }) => ({ shop: read('shop', shopViewOf(query)) }),
    query: keepQueryParams(SHOP_QUERY_PARAMS),
  },
  product: { patterns: [paths.product, paths.shopProduct], parent: 'shop', reads: ({ params }) => ({ product: read('product', { id: params.id }) }) },
  book: {
    patterns: [paths.book],
    head: {
      title: 'Book a Free Rug Consultation',
      description: 'Choose a day and time for a free 30-minute AI Rug Fit Consultation with our Chicago rug consultants. Move or cancel it any time from the link in your email.',
      crumb: 'Book a Consultation',
    },
    pageSlug: 'book',
    reads: bookReads,
    query: bookPageQuery,
  },
  // A booking's own page, by the manage link's token: never indexed, never kept (its reads are fresh).
  manageBooking: {
    patterns: [paths.manageBooking],
    head: { title: 'Your Consultation', description: 'Your consultation: move it to another time or cancel it.', crumb: 'Your Consultation' },
    parent: 'book',
    pageSlug: 'book',
    reads: manageReads,
    query: withSentParam(paths.manageBooking, bookPageQuery),
  },
  privacy: { patterns: [paths.privacy], head: comingSoon('Privacy Policy'), pageSlug: 'privacy' },
  terms: { patterns: [paths.terms], head: comingSoon('Terms of Service'), pageSlug: 'terms' },
  accessibility: { patterns: [paths.accessibility], head: comingSoon('Accessibility'), pageSlug: 'accessibility' },
  notFound: { patterns: [], pageSlug: 'not-found' },
} as const satisfies Record<string, PublicRoute>;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

const routeOf = (name: PublicRouteName): PublicRoute => PUBLIC_ROUTES[name];

/** The page content every page shows besides its own: the footer's words (a site part, decision 220). */
export const FOOTER_PAGE: PageSlug = 'footer';

/** Every read the page of a route makes, by name: the settings, the footer, its page content, its own. */
export function routeReads(name: PublicRouteName, request: RouteRequest): Record<string, PublicRead> {
  const pageSlug = routePageSlug(name, request.params);
  return {
    settings: read('settings'),
    footer: read('page', { pageSlug: FOOTER_PAGE }),
    ...(pageSlug ? { page: read('page', { pageSlug }) } : {}),
    ...routeOf(name).reads?.(request),
  };
}

/**
 * The records a kind of section shows besides its own fields, by the name the page receives them
 * under: read once the page's content is, for the kinds it holds (hidden sections need none).
 */
const SECTION_READS: Partial<Record<SectionKindName, Readonly<Record<string, PublicRead>>>> = {
  coreServices: { services: read('coreServices') },
  testimonials: { testimonials: read('testimonials') },
  featuredRugs: { products: read('products') },
  rugFit: { products: read('products') },
};

/** The reads a page's sections need (decision 220). */
export function sectionReads(sections: readonly { kind: string; hidden?: boolean }[]): Record<string, PublicRead> {
  return Object.assign({}, ...sections.filter((section) => !section.hidden).map((section) => SECTION_READS[section.kind as SectionKindName] ?? {}));
}

/** The page content a route's page shows at these parameters, if any. */
export function routePageSlug(name: PublicRouteName, params: Readonly<Record<string, string>> = {}): PageSlug | undefined {
  const { pageSlug } = routeOf(name);
  return typeof pageSlug === 'function' ? pageSlug(params) : pageSlug;
}

/**
 * Whether a route's page at this request is made fresh for every visitor, never kept by the public
 * cache nor by the browser: it reads a fresh read (booking's open times, a manage link's booking).
 */
export function routeIsFresh(name: PublicRouteName, request: RouteRequest): boolean {
  return Object.values(routeOf(name).reads?.(request) ?? {}).some((pageRead) => (publicEndpoints[pageRead.endpoint] as { fresh?: true }).fresh === true);
}

/** The canonical query string of a route's page (empty when it reads none). */
export const routeQuery = (name: PublicRouteName, params: URLSearchParams): string => routeOf(name).query?.(params) ?? '';

/** The built-in head of a route's page at these parameters, for a page that needs no record for it. */
export function routeHead(name: PublicRouteName, params: Readonly<Record<string, string>> = {}): PageMeta | undefined {
  const { head } = routeOf(name);
  return typeof head === 'function' ? head(params) : head;
}

/** The route's own address at these parameters (its first pattern, filled). */
export function routePath(name: PublicRouteName, params: Readonly<Record<string, string | number>> = {}): string {
  const [pattern] = routeOf(name).patterns;
  if (pattern === undefined) throw new Error(`The ${name} route has no address`);
  return fillPath(pattern, params);
}

/** The route's parent in the breadcrumb trail, if any. */
export const routeParent = (name: PublicRouteName): PublicRouteName | undefined => routeOf(name).parent as PublicRouteName | undefined;

/** The navigation bar's links (docs/product/routes.md), in table order. */
export const NAV_LINKS: readonly { label: string; to: string }[] = (Object.keys(PUBLIC_ROUTES) as PublicRouteName[]).flatMap((name) => {
  const { nav } = routeOf(name);
  return nav ? [{ label: nav, to: routePath(name) }] : [];
});

/** The contact page with the message about this product ("Contact for Inquiry"). */
export const contactAboutProduct = (id: number): string => `${paths.contact}?${CONTACT_PRODUCT_PARAM}=${id}`;

/** Every page that needs no record, in table order: the routes without a parameter, and one page per value of a listed one. */
export const STATIC_PUBLIC_PATHS: readonly string[] = (Object.keys(PUBLIC_ROUTES) as PublicRouteName[]).flatMap((name) => {
  const { patterns, values } = routeOf(name);
  const [own] = patterns;
  if (own === undefined) return [];
  const params = [...own.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
  if (params.length === 0) return [own];
  const [param] = params;
  return params.length === 1 && values?.[param] ? values[param].map((value) => routePath(name, { [param]: value })) : [];
});

// ---------------------------------------------------------------- what a page's component receives

/** What a read answers: its endpoint's output in the contract (types only: no schema reaches the site), or text. */
export type ReadData<E extends PublicReadName> = (typeof endpoints.public)[E] extends { output: infer O extends z.ZodType } ? z.output<O> : string;

/**
 * A read's answer as a page receives it: its data, or the status the API refuses it with (an
 * unknown product: 404), or undefined when the server could not read it at all (the page then
 * shows that part as still loading, decision 190).
 */
export type Answer<T> = { data: T } | { error: { status: number } } | undefined;

/** The sections a page shows while its content (or the footer's) cannot be read: the built-in ones (decision 190). */
export interface BuiltInContent {
  footer: PageSections;
  page?: PageSections;
}

/** The answers a page is rendered from, by read name (routeReads): what the server hands its renderer. */
export type PageAnswers = Readonly<Record<string, Answer<unknown>>>;

type OwnReads<N extends PublicRouteName> = (typeof PUBLIC_ROUTES)[N] extends { reads: (request: RouteRequest) => infer R } ? R : {};

/** The answers to a route's own reads, by the names the route gives them. */
export type RouteData<N extends PublicRouteName> = { [K in keyof OwnReads<N>]: NonNullable<OwnReads<N>[K]> extends { endpoint: infer E extends PublicReadName } ? Answer<ReadData<E>> : never };

/** The data of an answer, if the API gave it. */
export const dataOf = <T>(answer: Answer<T>): T | undefined => (answer && 'data' in answer ? answer.data : undefined);

/** The status an answer was refused with, if it was. */
export const refusalOf = (answer: Answer<unknown>): number | undefined => (answer && 'error' in answer ? answer.error.status : undefined);
