// What every public page's component receives from the server's render (site/entry-server.tsx):
// the answers to its route's reads, under the names the route gives them (shared/public-routes.ts),
// and what every page has.
import type { PageContent } from '../../shared/contract/pages.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { PageSections } from '../../shared/contract/sections/page-content.ts';
import type { FormOutcome } from '../../shared/form-outcome.ts';
import type { PageAnswers, PageMeta, PublicRouteName, RouteData } from '../../shared/public-routes.ts';

export interface PageProps<N extends PublicRouteName> {
  data: RouteData<N>;
  settings: SiteSettings;
  /** The page's editable content (its route's pageSlug), when it has one and it could be read. */
  content: PageContent | undefined;
  /** The sections the page shows: its content's, or the built-in ones while it cannot be read (decision 190). */
  sections: PageSections | undefined;
  /** Every answer the page was rendered from, by read name: its route's and its sections' (shared/public-routes.ts). */
  answers: PageAnswers;
  /** The route's built-in head at these parameters (its title, description and crumb), if it has one. */
  head: PageMeta | undefined;
  /** The path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The query parameters the route reads. */
  query: URLSearchParams;
  /** The address asked for, without its query. */
  pathname: string;
  /** What the page shows of one of its forms after a plain post: its confirmation or its refusal (shared/form-outcome.ts). */
  formOutcome: FormOutcome | undefined;
}
