import { useStaticPageSeo } from '../lib/page-copy.ts';
import { Seo, type SeoProps } from './seo.tsx';

/** The head tags and structured data of a static page (docs/product/routes.md#public-pages), by its path. */
export function StaticPageSeo({ path, ...overrides }: { path: string } & Partial<Omit<SeoProps, 'path'>>) {
  const seo = useStaticPageSeo(path);
  return <Seo {...seo} {...overrides} path={path} />;
}
