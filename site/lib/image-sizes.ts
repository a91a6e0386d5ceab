// Images of the site's records: the placeholder rug that stands in for a missing or broken image,
// and the box each kind of image is shown in (the `sizes` paired with an upload's srcset are the
// contract's, shared/contract/media.ts's IMAGE_SIZES).
export const PLACEHOLDER_IMAGE = '/images/rugs/placeholder.svg';

/** The box an image is shown in where the layout fixes its shape (cards), or the fallback shape. */
export interface Frame {
  width: number;
  height: number;
}
export const PRODUCT_FRAME: Frame = { width: 800, height: 600 };
export const BLOG_CARD_FRAME: Frame = { width: 800, height: 500 };
export const ARTICLE_FRAME: Frame = { width: 800, height: 600 };

/**
 * The <img>'s intrinsic width and height: an upload's stored size (imageWidth/imageHeight of the
 * public API), or the frame's when the size is unknown (an image URL, a built-in SVG).
 */
export function imageSize(record: { imageWidth?: number | null; imageHeight?: number | null }, fallback: Frame): Frame {
  return record.imageWidth && record.imageHeight ? { width: record.imageWidth, height: record.imageHeight } : fallback;
}
