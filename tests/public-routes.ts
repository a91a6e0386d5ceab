// Every public route (docs/product/routes.md#public-routes), as addresses a visitor can open: each static page, the
// shop with a collection, a post, a product under both of its addresses, the contact page about a
// product and confirming a message, a service area's own page and an unknown address (the not-found page). The validator,
// copy and phone-width tests walk this one list.
import { href } from '../shared/paths.ts';
import { sentAddress } from '../shared/plain-forms.ts';
import { contactAboutProduct, STATIC_PUBLIC_PATHS } from '../shared/public-routes.ts';

export interface PublicRoute {
  path: string;
  status: 200 | 404;
}

/** What the routes with a parameter are opened with: records that exist, read from the public API. */
export interface RouteSamples {
  postSlug: string;
  productId: number;
  areaSlug: string;
}

/** Reads the samples through `get` (a path of the public API -> its parsed JSON). */
export async function routeSamples(get: (path: string) => Promise<unknown>): Promise<RouteSamples> {
  const [post] = (await get('/api/blog')) as { slug: string }[];
  const [product] = (await get('/api/products')) as { id: number }[];
  const [area] = (await get('/api/service-areas')) as { slug: string }[];
  return { postSlug: post.slug, productId: product.id, areaSlug: area.slug };
}

export function publicRoutes(sample: RouteSamples): PublicRoute[] {
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, status: 200 as const })),
    { path: href.shopCollection('heritage'), status: 200 },
    { path: href.blogPost(sample.postSlug), status: 200 },
    { path: href.product(sample.productId), status: 200 },
    { path: `/jacobs/shop/${sample.productId}`, status: 200 },
    // The contact page as "Contact for Inquiry" opens it: the form shows "About: {product}".
    { path: contactAboutProduct(sample.productId), status: 200 },
    // The contact page confirming a message sent without script (its forms' "sent" address).
    { path: sentAddress('message'), status: 200 },
    { path: href.serviceArea(sample.areaSlug), status: 200 },
    { path: '/jacobs/no-such-page', status: 404 },
  ];
}
