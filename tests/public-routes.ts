// Every public route of spec section 2, as addresses a visitor can open: each static page, the
// shop with a collection, a post, a product under both of its addresses and an unknown address
// (the not-found page). The validator test and the phone-width test walk this one list.
import { STATIC_PUBLIC_PATHS, href } from '../shared/paths.ts';

export interface PublicRoute {
  path: string;
  status: 200 | 404;
}

/** The routes, with a post and a product that exist (read from the public API by the caller). */
export function publicRoutes(sample: { postSlug: string; productId: number }): PublicRoute[] {
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, status: 200 as const })),
    { path: href.shopCollection('heritage'), status: 200 },
    { path: href.blogPost(sample.postSlug), status: 200 },
    { path: href.product(sample.productId), status: 200 },
    { path: `/jacobs/shop/${sample.productId}`, status: 200 },
    { path: '/jacobs/no-such-page', status: 404 },
  ];
}
