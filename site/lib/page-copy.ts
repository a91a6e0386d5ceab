// A page's SEO fields and hero/CTA copy: the server's page content where set, built-in defaults otherwise.
import type { PageSlug } from '../../shared/contract/pages.ts';
import { usePageContent } from './queries.ts';

export interface PageCopy {
  title: string;
  description: string;
  keywords?: string;
  heroTitle: string;
  heroSubtitle: string;
  ctaTitle: string;
  ctaText: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

export function usePageCopy(slug: PageSlug, defaults: PageCopy): PageCopy {
  const { data } = usePageContent(slug);
  const content = data?.content ?? {};
  return {
    title: text(data?.seoTitle) ?? defaults.title,
    description: text(data?.seoDescription) ?? defaults.description,
    keywords: text(data?.seoKeywords) ?? defaults.keywords,
    heroTitle: text(content.heroTitle) ?? defaults.heroTitle,
    heroSubtitle: text(content.heroSubtitle) ?? defaults.heroSubtitle,
    ctaTitle: text(content.ctaTitle) ?? defaults.ctaTitle,
    ctaText: text(content.ctaText) ?? defaults.ctaText,
  };
}
