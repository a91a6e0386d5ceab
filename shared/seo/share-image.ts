// The image a link preview shows for a page (og:image, twitter:image), decision 030. Previews
// (Facebook, LinkedIn, X, iMessage, WhatsApp, Slack) show neither SVG nor WebP, so every page
// points at a 1200 x 630 JPEG card: the card of its record's image when it has one, the brand
// card otherwise. The build makes the cards of the built-in art (scripts/art/raster-assets.ts),
// the server the card of each upload.
import { MEDIA_URL_PATTERN, SHARE_CARD_FILE, mediaUrl } from '../contract/media-files.ts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

/** Where the cards of the built-in art are written: /images/rugs/x.svg -> /images/share/rugs/x.jpg. */
export const SHARE_ART_DIR = '/images/share';
const BUILT_IN_ART = /^\/images\/((?!share\/)[\w/-]+)\.svg$/;

/** The social art every page without an image of its own is shown with. */
export const BRAND_ART = '/images/og-default.svg';
export const BRAND_CARD_ALT = 'Illustration of a hand-knotted rug on an oak floor above a woven madder band';

/** The card made from a built-in SVG under /images (not the cards' own folder). */
export const artShareCard = (svgPath: string): string | undefined => {
  const match = BUILT_IN_ART.exec(svgPath);
  return match ? `${SHARE_ART_DIR}/${match[1]}.jpg` : undefined;
};

export const BRAND_CARD = artShareCard(BRAND_ART)!;

/**
 * The card made for an image URL: an upload's own card, or a built-in SVG's; undefined for an
 * image on another site (never fetched: the brand card stands in) or any other file.
 */
export function shareCardOf(imageUrl: string | null | undefined): string | undefined {
  if (!imageUrl) return undefined;
  const upload = imageUrl.startsWith('/media/') ? MEDIA_URL_PATTERN.exec(imageUrl)?.[1] : undefined;
  return upload ? mediaUrl(upload, SHARE_CARD_FILE) : artShareCard(imageUrl.split(/[?#]/)[0]);
}

export interface ShareImage {
  /** Root-relative. */
  path: string;
  alt: string;
}

/**
 * A page's preview image: its record's card when there is one (described by the record's own
 * image text), the brand card otherwise. `exists` lets the server fall back to the brand card when
 * a card is missing on disk.
 */
export function shareImage(image: { url?: string | null; alt?: string | null } = {}, exists: (path: string) => boolean = () => true): ShareImage {
  const card = shareCardOf(image.url);
  return card && image.alt && exists(card) ? { path: card, alt: image.alt } : { path: BRAND_CARD, alt: BRAND_CARD_ALT };
}
