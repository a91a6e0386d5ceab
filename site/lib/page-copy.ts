// A page's SEO fields and hero/CTA copy: the server's page content where set, built-in defaults
// otherwise (shared/domain/page-copy.ts, which the seed stores too). The SEO defaults are the
// shared ones (shared/seo/page-meta.ts), as the server's.
import type { PageSlug } from '../../shared/contract/pages.ts';
import { pageCopyOf, type PageCopy } from '../../shared/domain/page-copy.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { routePageSlug } from '../../shared/public-routes.ts';
import { pageSeo, STATIC_PAGE_META } from '../../shared/seo/page-meta.ts';
import { usePageContent } from './queries.ts';

/** The page's copy: its content where set, else `defaults` (the page's own file in shared/domain/page-copy-defaults/). */
export function usePageCopy(slug: PageSlug, defaults: PageCopy): PageCopy {
  const { data } = usePageContent(slug);
  return pageCopyOf(defaults, data?.content ?? {});
}

/** A static page's title, description, keywords and type: its page content's SEO fields where set. */
export function useStaticPageSeo(path: string) {
  const meta = STATIC_PAGE_META[path];
  const slug = routePageSlug(matchPublicRoute(path).name);
  const { data } = usePageContent(slug);
  return { ...pageSeo(meta, slug ? data : undefined), type: meta.type ?? 'website' };
}
