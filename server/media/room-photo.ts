// A visitor's room photo, sent with a Rug Fit request only when they chose to include it (decision
// 210): checked like every upload (type read from the bytes, the decoder agreeing, a pixel limit
// before decoding), refused when there is nothing to match in it (empty, all black), and kept only
// as a new JPEG encoded from its pixels, EXIF-rotated and downscaled for the inbox: no metadata of
// the visitor's file (a phone's GPS position, say) is ever stored. The photo is decoded once, at
// the kept size (a JPEG shrinks as it loads), and its palette and its JPEG are made from those
// pixels; the JPEG is at most ROOM_PHOTO_STORED_MAX_BYTES, made smaller until it fits. Encoded with
// libjpeg-turbo rather than mozjpeg: mozjpeg's files are a tenth smaller, but a busy photo took it
// 2 s a pass (7 s in all) against 0.2 s, and the sends share one line of image work.
import sharp from 'sharp';
import { ROOM_PHOTO_MAX_PIXELS, ROOM_PHOTO_MESSAGES, ROOM_PHOTO_PART, ROOM_PHOTO_STORED_MAX_BYTES, ROOM_PHOTO_STORED_SIDE } from '../../shared/contract/rug-fit-send.ts';
import { sniffImageFormat } from '../../shared/domain/image-type.ts';
import { EXTRACTION_SIDE, extractPalette } from '../../shared/domain/rug-fit/extract-palette.ts';
import { ValidationError } from '../http/errors.ts';
import type { StoredRoomPhoto } from '../inbox/repository.ts';
import { readMetadata, TooManyPixelsError, UnreadableImageError } from './image-processing.ts';

const refused = (message: string) => new ValidationError({ [ROOM_PHOTO_PART]: message }, message);

/** The options every read of a room photo uses: its pixel limit, and corrupt data refused. */
const READ = { limitInputPixels: ROOM_PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/** The first JPEG quality tried, and the lowest; below that a busier photo is made smaller instead. */
const QUALITY = 80;
const LOWEST_QUALITY = 60;
/** A photo is never kept smaller than this on its longer side. */
const SMALLEST_SIDE = 640;

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const fromPixels = ({ data, width, height }: Pixels) => sharp(data, { raw: { width, height, channels: 4 } });

/** What is wrong with the photo as one to match a rug to (nothing visible, all black), if anything. */
async function photoProblem(pixels: Pixels) {
  const { data, info } = await fromPixels(pixels).resize(EXTRACTION_SIDE, EXTRACTION_SIDE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const { problem } = await extractPalette({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height });
  return problem;
}

/** The pixels as a JPEG of at most ROOM_PHOTO_STORED_MAX_BYTES: a lower quality first, then fewer pixels (by the share of bytes over). */
async function storedJpeg(pixels: Pixels): Promise<StoredRoomPhoto> {
  let side = Math.max(pixels.width, pixels.height);
  let quality = QUALITY;
  for (;;) {
    const { data, info } = await fromPixels(pixels)
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= ROOM_PHOTO_STORED_MAX_BYTES || side <= SMALLEST_SIDE) return { mimeType: 'image/jpeg', width: info.width, height: info.height, data };
    if (quality > LOWEST_QUALITY) quality = LOWEST_QUALITY;
    else side = Math.max(SMALLEST_SIDE, Math.floor(side * Math.sqrt(ROOM_PHOTO_STORED_MAX_BYTES / data.length) * 0.95));
  }
}

/** The photo as the inbox keeps it, or a 400 naming `photo` that says what is wrong. */
export async function processRoomPhoto(data: Buffer): Promise<StoredRoomPhoto> {
  if (data.length === 0) throw refused(ROOM_PHOTO_MESSAGES.empty);
  const format = sniffImageFormat(data);
  if (!format) throw refused(ROOM_PHOTO_MESSAGES.notImage);
  try {
    await readMetadata(data, format, READ);
    const { data: decoded, info } = await sharp(data, READ)
      .autoOrient()
      .resize(ROOM_PHOTO_STORED_SIDE, ROOM_PHOTO_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { data: decoded, width: info.width, height: info.height };
    const problem = await photoProblem(pixels);
    if (problem) throw refused(ROOM_PHOTO_MESSAGES[problem]);
    return await storedJpeg(pixels);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (error instanceof TooManyPixelsError) throw refused(ROOM_PHOTO_MESSAGES.tooManyPixels);
    if (error instanceof UnreadableImageError) throw refused(ROOM_PHOTO_MESSAGES.undecodable);
    // sharp works in memory here, so what it could not do is about the input (truncated pixels).
    throw refused(ROOM_PHOTO_MESSAGES.undecodable);
  }
}
