// Title, description, canonical, Open Graph and Twitter tags of one page. React 19 hoists these
// elements into <head> wherever they render, in the browser and in a server render alike.
import { absoluteUrl, DEFAULT_SHARE_IMAGE, fullTitle as withCompany } from '../../shared/seo/page-meta.ts';
import { useSettings } from '../lib/queries.ts';
import { useSiteOrigin } from '../lib/site-origin.tsx';

interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. /jacobs/product/3. */
  path: string;
  keywords?: string;
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  noIndex?: boolean;
}

export function Seo({ title, description, path, keywords, image, type = 'website', noIndex }: SeoProps) {
  const { companyName } = useSettings();
  const origin = useSiteOrigin();
  const fullTitle = withCompany(title, companyName);
  const url = `${origin}${path}`;
  const imageUrl = absoluteUrl(origin, image || DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type === 'product' ? 'product' : type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
