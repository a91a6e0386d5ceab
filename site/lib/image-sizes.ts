// The `sizes` paired with an uploaded image's srcset, per place an image appears. Kept equal to
// IMAGE_SIZES in shared/contract/media.ts (a test checks it): importing that module would pull
// zod and every media schema into the public pages' chunks.
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  detail: '(min-width: 1024px) 50vw, 100vw',
  article: '(min-width: 896px) 896px, 100vw',
} as const;

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
