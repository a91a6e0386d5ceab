// Every public and admin route in one table (spec section 2). The site's router, its links and
// the server's status codes all read it, so a route cannot exist in one place only.

export const paths = {
  home: '/jacobs',
  services: '/jacobs/services',
  antiqueSourcing: '/jacobs/services/antique-sourcing',
  rugshiftBespoke: '/jacobs/services/rugshift-bespoke',
  rugIntelligence: '/jacobs/services/rug-intelligence',
  commercialSpaces: '/jacobs/services/commercial-spaces',
  designerRugsIncluded: '/jacobs/services/designer-rugs-included',
  serviceAreas: '/jacobs/service-areas',
  serviceArea: '/jacobs/service-areas/:slug',
  proofRoi: '/jacobs/proof-roi',
  healthPets: '/jacobs/health-pets',
  about: '/jacobs/about',
  blog: '/jacobs/blog',
  blogPost: '/jacobs/blog/:slug',
  contact: '/jacobs/contact',
  shop: '/jacobs/shop',
  shopProduct: '/jacobs/shop/:id',
  product: '/jacobs/product/:id',
  privacy: '/jacobs/privacy',
  terms: '/jacobs/terms',
  accessibility: '/jacobs/accessibility',
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    pages: '/admin/pages',
    blog: '/admin/blog',
    serviceAreas: '/admin/service-areas',
    products: '/admin/products',
    services: '/admin/services',
    settings: '/admin/settings',
    inbox: '/admin/inbox',
    media: '/admin/media',
  },
} as const;

/** True for the web admin's paths (/admin and below), which the admin chunk handles. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.login || pathname.startsWith(`${paths.admin.login}/`);
}

export const SERVICE_SUB_PAGES = ['antique-sourcing', 'rugshift-bespoke', 'rug-intelligence', 'commercial-spaces', 'designer-rugs-included'] as const;

/** The sections whose calls to action tag the contact link with where the visitor came from. */
export type ContactSource = 'services' | 'service-areas';

export const href = {
  blogPost: (slug: string) => `/jacobs/blog/${encodeURIComponent(slug)}`,
  product: (id: number | string) => `/jacobs/product/${encodeURIComponent(String(id))}`,
  shopCollection: (collection: string) => `/jacobs/shop?collection=${encodeURIComponent(collection)}`,
  serviceArea: (slug: string) => `/jacobs/service-areas/${encodeURIComponent(slug)}`,
  /** The contact page, tagged so the inbox can tell which page sent the visitor: utm_source is the section, utm_medium the page's slug. */
  contact: (source: ContactSource, medium: string, extra?: Record<string, string>) =>
    `${paths.contact}?${new URLSearchParams({ utm_source: source, utm_medium: medium, ...extra }).toString()}`,
};

/** Public routes whose content needs no lookup: the server answers them 200. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.services,
  paths.antiqueSourcing,
  paths.rugshiftBespoke,
  paths.rugIntelligence,
  paths.commercialSpaces,
  paths.designerRugsIncluded,
  paths.serviceAreas,
  paths.proofRoi,
  paths.healthPets,
  paths.about,
  paths.blog,
  paths.contact,
  paths.shop,
  paths.privacy,
  paths.terms,
  paths.accessibility,
];

export type PublicRouteMatch =
  | { kind: 'static'; path: string }
  | { kind: 'blogPost'; slug: string }
  | { kind: 'product'; id: string }
  | { kind: 'serviceArea'; slug: string }
  | { kind: 'notFound' };

/** Classifies a public pathname (without query) so the server can pick the status code. */
export function matchPublicRoute(pathname: string): PublicRouteMatch {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PUBLIC_PATHS.includes(clean)) return { kind: 'static', path: clean };
  const post = /^\/jacobs\/blog\/([^/]+)$/.exec(clean);
  if (post) return { kind: 'blogPost', slug: decodeURIComponent(post[1]) };
  const product = /^\/jacobs\/(?:shop|product)\/([^/]+)$/.exec(clean);
  if (product) return { kind: 'product', id: decodeURIComponent(product[1]) };
  const area = /^\/jacobs\/service-areas\/([^/]+)$/.exec(clean);
  if (area) return { kind: 'serviceArea', slug: decodeURIComponent(area[1]) };
  return { kind: 'notFound' };
}
