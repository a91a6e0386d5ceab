// The server renderer's data: for a query key of the site (site/lib/queries.ts, whose parts joined
// by "/" are the path the browser would GET), the same answer the public API gives, read straight
// from the services, with no HTTP request to itself. Undefined when there is no answer (an unknown
// page slug, a post that is not public): the page then renders as it does while loading, and the
// browser asks for itself.
import type { CoreServiceService } from '../core-services/service.ts';
import { NotFoundError } from '../http/errors.ts';
import { publicArticleHtml } from './blog-content.ts';
import type { PageLookups } from './page-head.ts';

export interface PageDataSources extends PageLookups {
  coreServices: CoreServiceService;
}

/** A JSON answer as the browser receives it (undefined fields dropped, dates as strings). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

export function createQueryLoader(data: PageDataSources) {
  const answers: [RegExp, (match: RegExpExecArray) => unknown][] = [
    [/^\/api\/settings$/, () => data.settings.get()],
    [/^\/api\/products$/, () => data.products.listPublic()],
    [/^\/api\/core-services$/, () => data.coreServices.listPublic()],
    [/^\/api\/blog$/, () => data.blog.listPublic()],
    [/^\/api\/service-areas$/, () => data.serviceAreas.listPublic()],
    [/^\/api\/pages\/([^/]+)$/, ([, slug]) => data.pages.get(slug)],
    [/^\/content\/blog\/([^/]+)\.md$/, ([, slug]) => publicArticleHtml(data.blog, decodeURIComponent(slug))],
  ];
  return (queryKey: readonly unknown[]): unknown => {
    const path = `/${queryKey.map(String).join('/')}`;
    for (const [pattern, answer] of answers) {
      const match = pattern.exec(path);
      if (!match) continue;
      try {
        const value = answer(match);
        return value === undefined ? undefined : asJson(value);
      } catch (error) {
        // A record that is not there (an unknown page slug) is not prefetched; anything else is a fault.
        if (error instanceof NotFoundError) return undefined;
        throw error;
      }
    }
    return undefined;
  };
}
