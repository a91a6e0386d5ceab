// A picture's palette on the server (decision 210): the image decoded with sharp, downscaled, and
// read by the same module the visitor's browser reads a room photo with
// (shared/domain/rug-fit/extract-palette.ts), so a rug's colours and a room's compare like with like.
import sharp, { type SharpOptions } from 'sharp';
import { EXTRACTION_SIDE, extractPalette, type ExtractionResult } from '../../shared/domain/rug-fit/extract-palette.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';

/**
 * How much of the picture is read: all of a room photo; the middle of a product's, where the rug
 * is (the shipped illustrations and most product photos show the floor around it).
 */
export type PictureFrame = 'whole' | 'middle';

/** The middle of a product picture: this fraction of its width and height, centred. */
export const PRODUCT_MIDDLE = 0.7;

/** An SVG's size is at the default 72 dpi; it is rendered at the density that makes its frame this long. */
const SVG_DENSITY = 72;
/**
 * Vector art is flat colour and patterns: its frame drawn 160 px long reads as it does larger, and
 * drawing its filters (the illustrations' grain) costs by the pixel.
 */
const SVG_FRAME_SIDE = 160;

/** The picture as RGBA pixels, its read frame downscaled to at most EXTRACTION_SIDE a side. */
async function framePixels(input: Buffer, frame: PictureFrame, options: SharpOptions) {
  const meta = await sharp(input, options).metadata();
  const fraction = frame === 'middle' ? PRODUCT_MIDDLE : 1;
  // Vector art is drawn at the size read rather than drawn large and shrunk.
  const density = meta.format === 'svg' && meta.width && meta.height ? Math.max(1, (SVG_DENSITY * SVG_FRAME_SIDE) / fraction / Math.max(meta.width, meta.height)) : undefined;
  const image = sharp(input, { ...options, ...(density ? { density } : {}) });
  const { width, height } = density ? await image.metadata() : meta;
  if (!width || !height) throw new Error('Image has no size');
  // The middle is the same whichever way the picture is turned, so EXIF orientation is not applied.
  const framed =
    frame === 'middle'
      ? image.extract({ left: Math.floor((width * (1 - fraction)) / 2), top: Math.floor((height * (1 - fraction)) / 2), width: Math.max(1, Math.round(width * fraction)), height: Math.max(1, Math.round(height * fraction)) })
      : image;
  const { data, info } = await framed.resize(EXTRACTION_SIDE, EXTRACTION_SIDE, { fit: 'inside', withoutEnlargement: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The palette of an image file's bytes (any format sharp reads, SVG included). */
export async function imagePalette(input: Buffer, frame: PictureFrame, options: SharpOptions = {}): Promise<ExtractionResult> {
  return extractPalette(await framePixels(input, frame, { failOn: 'error', ...options }));
}

/** A product picture's palette, or null when nothing of it is visible. */
export async function productPalette(input: Buffer, options: SharpOptions = {}): Promise<Swatch[] | null> {
  const { palette } = await imagePalette(input, 'middle', options);
  return palette.length > 0 ? palette : null;
}
