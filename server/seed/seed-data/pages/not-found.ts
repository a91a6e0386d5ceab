// The not-found page (docs/product/routes.md#public-pages): the spec's "404 Page Not Found" and
// its text, at any address with no page (and an unknown service area's). Not indexed.
import { ASKED_ADDRESS_TOKEN } from '../../../../shared/contract/sections/page-part-kinds.ts';
import { NOT_FOUND_META } from '../../../../shared/seo/page-meta.ts';
import type { SeedPage } from './seed-page.ts';

export const notFoundPage: SeedPage = {
  pageSlug: 'not-found',
  seoTitle: NOT_FOUND_META.title,
  seoDescription: NOT_FOUND_META.description,
  seoKeywords: '',
  content: {
    sections: [
      {
        id: 'not-found',
        kind: 'notFound',
        mark: '404',
        title: NOT_FOUND_META.title,
        text: `Did you forget to add the page to the router? The address ${ASKED_ADDRESS_TOKEN} does not match any page on this site.`,
        backLabel: 'Return Home',
      },
    ],
  },
};
