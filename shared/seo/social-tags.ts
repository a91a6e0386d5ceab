// The Open Graph and Twitter tags of a page, in one list: the server writes them into the HTML it
// sends (server/site/page-html.ts) and the site's pages render the same ones (site/components/seo.tsx).
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH } from './share-image.ts';

export interface SocialTag {
  /** Open Graph uses `property`, Twitter `name`. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

export interface SocialPage {
  /** With the company name. */
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  type: 'website' | 'article' | 'product';
  companyName: string;
  /** A share card (shared/seo/share-image.ts); `url` absolute. */
  image: { url: string; alt: string };
}

export function socialTags({ title, description, url, type, companyName, image }: SocialPage): SocialTag[] {
  const og = (key: string, content: string): SocialTag => ({ attribute: 'property', key: `og:${key}`, content });
  const twitter = (key: string, content: string): SocialTag => ({ attribute: 'name', key: `twitter:${key}`, content });
  return [
    og('site_name', companyName),
    og('title', title),
    og('description', description),
    og('type', type),
    og('url', url),
    og('image', image.url),
    og('image:type', SHARE_IMAGE_TYPE),
    og('image:width', String(SHARE_IMAGE_WIDTH)),
    og('image:height', String(SHARE_IMAGE_HEIGHT)),
    og('image:alt', image.alt),
    twitter('card', 'summary_large_image'),
    twitter('title', title),
    twitter('description', description),
    twitter('image', image.url),
    twitter('image:alt', image.alt),
  ];
}
