// The server renderer's data: for a query key of the site (site/lib/queries.ts, whose parts joined
// by "/" are the path the browser would GET), the same answer the public API gives, read straight
// from the services, with no HTTP request to itself. A record the API would answer 404 for (an
// unknown product) throws that NotFoundError, so the page renders its "not found" state as the
// browser would. Undefined when there is no answer to give (a bad query, a post that is not
// public): the page then renders as it does while loading, and the browser asks for itself.
import type { CoreServiceService } from '../core-services/service.ts';
import { shopQuery } from '../../shared/contract/products.ts';
import { ValidationError } from '../http/errors.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { publicArticleHtml } from './blog-content.ts';
import type { PageLookups } from './page-head.ts';

export interface PageDataSources extends PageLookups {
  coreServices: CoreServiceService;
}

/** A JSON answer as the browser receives it (undefined fields dropped, dates as strings). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

export function createQueryLoader(data: PageDataSources) {
  const answers: [RegExp, (match: RegExpExecArray, query: URLSearchParams) => unknown][] = [
    [/^\/api\/settings$/, () => data.settings.get()],
    [/^\/api\/shop$/, (_match, query) => data.products.shopPage(parseInput(shopQuery, Object.fromEntries(query)))],
    [/^\/api\/products\/([^/]+)$/, ([, id]) => data.products.getPublic(parseId(id))],
    [/^\/api\/core-services$/, () => data.coreServices.listPublic()],
    [/^\/api\/blog$/, () => data.blog.listPublic()],
    [/^\/api\/service-areas$/, () => data.serviceAreas.listPublic()],
    [/^\/api\/pages\/([^/]+)$/, ([, slug]) => data.pages.get(slug)],
    [/^\/content\/blog\/([^/]+)\.md$/, ([, slug]) => publicArticleHtml(data.blog, decodeURIComponent(slug))],
  ];
  return (queryKey: readonly unknown[]): unknown => {
    const [pathname, search = ''] = `/${queryKey.map(String).join('/')}`.split('?', 2);
    for (const [pattern, answer] of answers) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      try {
        const value = answer(match, new URLSearchParams(search));
        return value === undefined ? undefined : asJson(value);
      } catch (error) {
        // A bad query is not prefetched: the browser asks and gets the API's own answer. An unknown
        // record is the API's 404, passed on; anything else is a fault.
        if (error instanceof ValidationError) return undefined;
        throw error;
      }
    }
    return undefined;
  };
}
