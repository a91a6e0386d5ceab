import { matchPublicRoute } from '../../shared/paths.ts';
import type { BlogService } from '../blog/service.ts';
import type { ProductService } from '../products/service.ts';

export interface PageLookups {
  blog: BlogService;
  products: ProductService;
}

/**
 * The HTTP status of a public page, from the shared route table: 404 for unknown paths and for a
 * post or product the public cannot see, so crawlers never index a not-found page as found.
 */
export function publicPageStatus(pathname: string, { blog, products }: PageLookups): 200 | 404 {
  const route = matchPublicRoute(pathname);
  switch (route.kind) {
    case 'static':
      return 200;
    case 'blogPost':
      return blog.findPublicPost(route.slug) ? 200 : 404;
    case 'product':
      return /^\d{1,15}$/.test(route.id) && products.findPublic(Number(route.id)) ? 200 : 404;
    default:
      return 404;
  }
}
