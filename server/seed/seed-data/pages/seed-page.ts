// What a seeded page is: its slug, SEO fields (the title without the company name, which the site
// appends) and its content, a list of sections of the kinds in shared/contract/sections. Each page
// reproduces, word for word, what its public page showed before pages were sections
// (tests/integration/page-sections-seed.test.ts compares them).
import type { PageSlug } from '../../../../shared/contract/page-list.ts';
import { routeHead, type PublicRouteName } from '../../../../shared/public-routes.ts';
import type { SectionInput } from '../../../../shared/contract/sections/page-content.ts';

export interface SeedPage {
  pageSlug: PageSlug;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  content: { sections: (SectionInput & { id: string })[] };
}

/** A rug sample of the catalogue's drawn art (decoration: no alt text). */
export const rugSample = (name: string) => ({ picture: { src: `/images/rugs/${name}.svg`, alt: '' } });

/** A page whose search title and description are its route's head (shared/public-routes.ts), with these sections. */
export function pageOfRoute(pageSlug: PageSlug, route: PublicRouteName, sections: SeedPage['content']['sections']): SeedPage {
  const head = routeHead(route)!;
  return { pageSlug, seoTitle: head.title, seoDescription: head.description, seoKeywords: '', content: { sections } };
}
