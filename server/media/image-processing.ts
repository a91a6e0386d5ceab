// Turns an uploaded image into what the site serves: the full-size image EXIF-rotated and
// re-encoded, and copies at the standard widths in WebP and, for JPEG and PNG, in the original
// format. Nothing is ever enlarged. Every file served is encoded here from the decoded pixels, so
// nothing of the uploaded file but its pixels reaches a visitor: no EXIF, XMP, IPTC or ICC
// profile (colours are converted to sRGB first), no JPEG or GIF comment, no private PNG chunk,
// no bytes after the image's end.
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { VARIANT_WIDTHS } from '../../shared/contract/media.ts';
import { EXTENSIONS, type ImageFormat } from '../../shared/domain/image-type.ts';

/**
 * The rules a stored image's files were made with. Raise it when what processImage (or the share
 * card) writes changes: images stored under an older version are made again from their original
 * at the next start (MediaService.upgradeStoredImages).
 */
export const PROCESSING_VERSION = 1;

/** About 7000 x 7000: more than any camera photo, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type VariantFormat = 'webp' | 'jpeg' | 'png';

export interface OutputFile {
  file: string;
  data: Buffer;
}

export interface ProcessedImage {
  /** Of the full-size image, as displayed (after EXIF rotation). */
  width: number;
  height: number;
  original: OutputFile;
  variants: (OutputFile & { width: number; height: number; format: VariantFormat })[];
}

/** The bytes start like an image but cannot be decoded as one (truncated, corrupt or disguised). */
export class UnreadableImageError extends Error {}
export class TooManyPixelsError extends Error {}

/** The copies made for an image `width` px wide: each standard width below it, and its own width up to the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((standard) => standard < width);
  if (width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(width);
  return widths;
}

function encode(pipeline: Sharp, format: ImageFormat | VariantFormat, purpose: 'original' | 'variant'): Sharp {
  const full = purpose === 'original';
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: full ? 90 : 80, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return pipeline.webp({ quality: full ? 90 : 80 });
    case 'gif':
      return pipeline.gif();
    case 'avif':
      return pipeline.avif({ quality: 70 });
  }
}

async function render(pipeline: Sharp) {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * The image's metadata; refuses what the decoder does not read as the format of its first bytes, or
 * as more pixels than `options.limitInputPixels` (MAX_INPUT_PIXELS unless given).
 */
export async function readMetadata(input: Buffer, format: ImageFormat, options: SharpOptions): Promise<Metadata> {
  const { limitInputPixels = MAX_INPUT_PIXELS, ...rest } = options;
  let meta: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below rather than by sharp,
    // which would refuse an image over it as unreadable instead of as too many pixels.
    meta = await sharp(input, { ...rest, limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadableImageError();
  }
  // The decoder must agree with the first bytes; AVIF is read by the HEIF decoder.
  if (meta.format !== (format === 'avif' ? 'heif' : format) || !meta.width || !meta.height) throw new UnreadableImageError();
  if (typeof limitInputPixels === 'number' && meta.width * meta.height > limitInputPixels) throw new TooManyPixelsError();
  return meta;
}

/** `format` is what sniffImageFormat found in the bytes. */
export async function processImage(input: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  // GIF and WebP may be animated: every frame is kept.
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' || format === 'webp', failOn: 'error' };
  const meta = await readMetadata(input, format, options);
  const pipeline = () => sharp(input, options).autoOrient();
  const originalFile = `original.${EXTENSIONS[format]}`;

  try {
    // As displayed, after the EXIF rotation; a frame's height for an animation.
    const width = meta.autoOrient.width;
    const height = meta.pageHeight ?? meta.autoOrient.height;
    // Never the uploaded bytes themselves: what a file holds besides its pixels cannot all be
    // detected (comments, private chunks, trailing bytes), so the original is always re-encoded.
    const original = render(encode(pipeline(), format, 'original'));
    const formats: VariantFormat[] = format === 'jpeg' || format === 'png' ? ['webp', format] : ['webp'];
    const jobs = variantWidths(width).flatMap((targetWidth) =>
      formats.map(async (variantFormat) => {
        const resized = pipeline().resize({ width: targetWidth, withoutEnlargement: true });
        const output = await render(encode(resized, variantFormat, 'variant'));
        return { ...output, format: variantFormat, file: `w${output.width}.${EXTENSIONS[variantFormat]}` };
      }),
    );
    const [{ data }, variants] = await Promise.all([original, Promise.all(jobs)]);
    return { width, height, original: { file: originalFile, data }, variants };
  } catch (error) {
    // The header was readable but the pixels were not (a truncated or corrupt file): sharp works
    // in memory here, so its errors are about the input.
    throw new UnreadableImageError('Image could not be decoded', { cause: error });
  }
}
