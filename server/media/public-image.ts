// What the public answers add to a product's or post's image so the site can render srcset,
// sizes, width and height: only for uploaded images, whose sizes this server knows.
import { mediaUrl } from '../../shared/contract/media-files.ts';
import { MEDIA_URL_PATTERN, type PublicImageInfo } from '../../shared/contract/media.ts';
import type { Db } from '../db/connection.ts';
import { createMediaRepository, type StoredMedia } from './repository.ts';

export { mediaUrl };

/** The copies in one format as an `<img srcset>` value, narrowest first. */
export function srcSetOf(media: StoredMedia, format: StoredMedia['variants'][number]['format']): string {
  return media.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${mediaUrl(media.id, variant.file)} ${variant.width}w`)
    .join(', ');
}

export const NO_IMAGE_INFO: PublicImageInfo = { imageWidth: null, imageHeight: null, imageSrcSet: null };

/** Looks up an image URL: an upload of this server (root-relative /media/<id>/...) gets its size and WebP srcset. */
export function createPublicImageLookup(db: Db): (imageUrl: string | null) => PublicImageInfo {
  const media = createMediaRepository(db);
  return (imageUrl) => {
    const id = imageUrl?.startsWith('/media/') ? MEDIA_URL_PATTERN.exec(imageUrl)?.[1] : undefined;
    const item = id ? media.findById(id) : undefined;
    if (!item) return NO_IMAGE_INFO;
    return { imageWidth: item.width, imageHeight: item.height, imageSrcSet: srcSetOf(item, 'webp') };
  };
}
