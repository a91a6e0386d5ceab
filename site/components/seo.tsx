// Title, description, canonical, Open Graph and Twitter tags and structured data of one page.
// React 19 hoists the head elements into <head> wherever they render; the JSON-LD stays in the
// page, where the server renderer puts it too. Every default and builder is shared with the server
// (shared/seo), so the HTML it sends and the page after start say the same.
import { absoluteUrl, fullTitle as withCompany, staticCrumbs, type Crumb } from '../../shared/seo/page-meta.ts';
import { shareImage } from '../../shared/seo/share-image.ts';
import { socialTags } from '../../shared/seo/social-tags.ts';
import { breadcrumbJsonLd, type JsonLdData } from '../../shared/seo/structured-data.ts';
import { useSettings } from '../lib/queries.ts';
import { useSiteOrigin } from '../lib/site-origin.tsx';
import { JsonLd } from './json-ld.tsx';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. /jacobs/product/3. */
  path: string;
  keywords?: string;
  /** The record's image and its description; its share card stands for it in link previews (the brand card without one). */
  image?: { url?: string | null; alt?: string | null };
  type?: 'website' | 'article' | 'product';
  noIndex?: boolean;
  /** The page's own structured data (LocalBusiness, BlogPosting, Product). */
  jsonLd?: JsonLdData[];
  /** The BreadcrumbList's trail; a static page's own by default. */
  crumbs?: Crumb[];
}

export function Seo({ title, description, path, keywords, image, type = 'website', noIndex, jsonLd = [], crumbs }: SeoProps) {
  const { companyName } = useSettings();
  const origin = useSiteOrigin();
  const fullTitle = withCompany(title, companyName);
  const url = `${origin}${path}`;
  const card = shareImage(image);
  const trail = noIndex ? [] : (crumbs ?? staticCrumbs(path));
  const structured = trail.length ? [...jsonLd, breadcrumbJsonLd(trail, origin)] : jsonLd;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={url} />}
      {socialTags({ title: fullTitle, description, url, type, companyName, image: { url: absoluteUrl(origin, card.path), alt: card.alt } }).map((tag) =>
        tag.attribute === 'property' ? <meta key={tag.key} property={tag.key} content={tag.content} /> : <meta key={tag.key} name={tag.key} content={tag.content} />,
      )}
      {structured.map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
