// A page's SEO fields and hero/CTA copy: the server's page content where set, built-in defaults
// otherwise (shared/domain/page-copy.ts, which the seed stores too). The SEO defaults are the
// shared ones (shared/seo/page-meta.ts), as the server's.
import type { PageSlug } from '../../shared/contract/pages.ts';
import { PAGE_COPY_DEFAULTS, type PageCopy } from '../../shared/domain/page-copy.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { routePageSlug } from '../../shared/public-routes.ts';
import { pageSeo, STATIC_PAGE_META } from '../../shared/seo/page-meta.ts';
import { usePageContent } from './queries.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

export function usePageCopy(slug: PageSlug): PageCopy {
  const defaults = PAGE_COPY_DEFAULTS[slug];
  const { data } = usePageContent(slug);
  const content = data?.content ?? {};
  return {
    heroTitle: text(content.heroTitle) ?? defaults.heroTitle,
    heroSubtitle: text(content.heroSubtitle) ?? defaults.heroSubtitle,
    ctaTitle: text(content.ctaTitle) ?? defaults.ctaTitle,
    ctaText: text(content.ctaText) ?? defaults.ctaText,
  };
}

/** A static page's title, description, keywords and type: its page content's SEO fields where set. */
export function useStaticPageSeo(path: string) {
  const meta = STATIC_PAGE_META[path];
  const slug = routePageSlug(matchPublicRoute(path).name);
  const { data } = usePageContent(slug);
  return { ...pageSeo(meta, slug ? data : undefined), type: meta.type ?? 'website' };
}
