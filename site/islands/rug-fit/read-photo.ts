// A room photo read in the visitor's browser: decoded, checked, downscaled and
// turned into its palette, all on the device; nothing is sent. The checks and their messages are
// the server's (shared/contract/rug-fit-send.ts), so the page and a send say the same.
import { ROOM_PHOTO_MAX_PIXELS, ROOM_PHOTO_MESSAGES, ROOM_PHOTO_STORED_SIDE } from '../../../shared/contract/rug-fit-send.ts';
import { EXTRACTION_SIDE, extractPalette } from '../../../shared/domain/rug-fit/extract-palette.ts';
import type { Swatch } from '../../../shared/domain/rug-fit/palette.ts';

/** What the visitor sees when a photo cannot be used. */
export class PhotoProblem extends Error {}

/** The file types a browser offers for "image/*" that Rug Fit reads (HEIC arrives as JPEG from a camera pick). */
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|heic|heif)$/i;

export interface ReadPhoto {
  palette: Swatch[];
  /** The decoded photo, kept to send at the stored size if the visitor chooses to. */
  bitmap: ImageBitmap;
}

function fitted(width: number, height: number, side: number) {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Decodes, checks and reads the palette of a picked or dropped file. */
export async function readPhoto(file: File): Promise<ReadPhoto> {
  if (!file.type.startsWith('image/') && !IMAGE_NAME.test(file.name)) throw new PhotoProblem(ROOM_PHOTO_MESSAGES.notImage);
  if (file.size === 0) throw new PhotoProblem(ROOM_PHOTO_MESSAGES.empty);
  let bitmap: ImageBitmap;
  try {
    // Decoded off the main thread, turned upright by its EXIF orientation.
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoProblem(ROOM_PHOTO_MESSAGES.undecodable);
  }
  if (bitmap.width * bitmap.height > ROOM_PHOTO_MAX_PIXELS) {
    bitmap.close();
    throw new PhotoProblem(ROOM_PHOTO_MESSAGES.tooManyPixels);
  }
  const size = fitted(bitmap.width, bitmap.height, EXTRACTION_SIDE);
  const small = await createImageBitmap(bitmap, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' });
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(small, 0, 0);
  small.close();
  const { palette, problem } = await extractPalette(context.getImageData(0, 0, size.width, size.height));
  if (problem) {
    bitmap.close();
    throw new PhotoProblem(ROOM_PHOTO_MESSAGES[problem]);
  }
  return { palette, bitmap };
}

/** The photo as a send carries it: a JPEG made on the device at the size the inbox keeps (no metadata). */
export async function photoToSend(bitmap: ImageBitmap): Promise<Blob> {
  const size = fitted(bitmap.width, bitmap.height, ROOM_PHOTO_STORED_SIDE);
  const canvas = new OffscreenCanvas(size.width, size.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}
