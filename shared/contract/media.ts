// Uploaded images (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec): what the admin's media list and the upload answer hold
// (the upload's own rules: media-upload.ts).
import { z } from 'zod';
import { paletteSchema } from './palette.ts';

/** Widths of the resized copies; an image narrower than one is never enlarged to it. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

import { RESOURCE_NAMES, type ResourceName } from './resource-addresses.ts';

export { MEDIA_FILE_PATTERN, MEDIA_ID_PATTERN, MEDIA_URL_PATTERN, SHARE_CARD_FILE } from './media-files.ts';

export const imageVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'jpeg', 'png']),
  url: z.string(),
  bytes: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const mediaUsage = z.object({
  /** The record type, by its name in the resource table. */
  resource: z.enum(RESOURCE_NAMES as [ResourceName, ...ResourceName[]]),
  /** The record's key: a number, or a page's slug. */
  id: z.union([z.number().int(), z.string()]),
  /** The record's name (its title field: a product's or a testimonial's name, a post's title; a page's label). */
  name: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsage>;

/** Answer of POST /api/admin/media and one row of GET /api/admin/media. */
export const mediaItem = z.object({
  id: z.string(),
  /** The full-size image (EXIF-rotated, metadata stripped): what a record's imageUrl points at. */
  url: z.string(),
  /** The name the file was uploaded under. */
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.string(),
  bytes: z.number().int(),
  alt: z.string().nullable(),
  variants: z.array(imageVariant),
  /** WebP copies as an `<img srcset>` value, narrowest first. */
  srcSet: z.string(),
  /** The same widths in the original format (JPEG/PNG), or the original alone for WebP, GIF and AVIF. */
  fallbackSrcSet: z.string(),
  createdAt: z.string(),
  /** Records whose image (or, for posts, Markdown) points at this image. */
  usedBy: z.array(mediaUsage),
  /**
   * Its colours (decision 210), which a product showing it takes as its palette: null when none
   * could be made; absent for an image the studio keeps offline, not uploaded yet.
   */
  palette: paletteSchema.nullable().optional(),
});
export type MediaItem = z.infer<typeof mediaItem>;

/** Extra fields of a public product or post: set when its image is an upload, null otherwise. */
export const publicImageFields = {
  imageWidth: z.number().int().nullable().optional(),
  imageHeight: z.number().int().nullable().optional(),
  /** WebP copies as an `<img srcset>` value. */
  imageSrcSet: z.string().nullable().optional(),
};
export interface PublicImageInfo {
  imageWidth: number | null;
  imageHeight: number | null;
  imageSrcSet: string | null;
}

/** The `sizes` the public pages pair with imageSrcSet, per place an image appears. */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  detail: '(min-width: 1024px) 50vw, 100vw',
  article: '(min-width: 896px) 896px, 100vw',
} as const;
