// A page's head: title, description, canonical, Open Graph and Twitter tags and structured data,
// rendered from the list the server writes too (shared/seo/head-tags.ts), so the HTML it sends
// and the page after start say the same. React 19 hoists the title, meta and link elements into
// <head> wherever they render; the JSON-LD stays in the page, where the server renderer puts it.
import { createElement } from 'react';
import { pageHeadTags, type HeadTag, type JsonLdData, type PageHeadData } from '../../shared/seo/head-tags.ts';
import { staticCrumbs, type Crumb } from '../../shared/seo/page-meta.ts';
import { shareImage } from '../../shared/seo/share-image.ts';
import { useSettings } from '../lib/queries.ts';
import { useSiteOrigin } from '../lib/site-origin.tsx';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the page's address, e.g. /jacobs/product/3 (its canonical unless `noIndex`). */
  path: string;
  keywords?: string;
  /** The record's image and its description; its share card stands for it in link previews (the brand card without one). */
  image?: { url?: string | null; alt?: string | null };
  type?: PageHeadData['type'];
  noIndex?: boolean;
  /** The page's own structured data (LocalBusiness, BlogPosting, Product). */
  jsonLd?: JsonLdData[];
  /** The BreadcrumbList's trail; a static page's own by default. */
  crumbs?: Crumb[];
}

/** A head element as React renders it; a script's JSON is already escaped for the element. */
function HeadElement({ tag }: { tag: HeadTag }) {
  if (tag.element === 'script') return <script {...tag.attributes} dangerouslySetInnerHTML={{ __html: tag.text ?? '' }} />;
  return createElement(tag.element, tag.attributes, tag.text);
}

const keyOf = ({ element, attributes }: HeadTag, index: number) => `${element}:${attributes.name ?? attributes.property ?? attributes.rel ?? index}`;

export function Seo({ title, description, path, keywords, image, type = 'website', noIndex = false, jsonLd = [], crumbs }: SeoProps) {
  const { companyName } = useSettings();
  const origin = useSiteOrigin();
  const tags = pageHeadTags({ title, companyName, description, keywords, path, origin, type, image: shareImage(image), noIndex, jsonLd, crumbs: crumbs ?? staticCrumbs(path) });
  return tags.map((tag, index) => <HeadElement key={keyOf(tag, index)} tag={tag} />);
}
