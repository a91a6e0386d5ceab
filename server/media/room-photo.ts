// A visitor's room photo, sent with a Rug Fit request only when they chose to include it (decision
// 210): checked like every upload (type read from the bytes, the decoder agreeing, a pixel limit
// before decoding), refused when there is nothing to match in it (empty, all black), and kept only
// as a new JPEG encoded from its pixels, EXIF-rotated and downscaled for the inbox: no metadata of
// the visitor's file (a phone's GPS position, say) is ever stored.
import sharp from 'sharp';
import { ROOM_PHOTO_MAX_PIXELS, ROOM_PHOTO_MESSAGES, ROOM_PHOTO_PART, ROOM_PHOTO_STORED_SIDE } from '../../shared/contract/rug-fit-send.ts';
import { sniffImageFormat } from '../../shared/domain/image-type.ts';
import { ValidationError } from '../http/errors.ts';
import type { StoredRoomPhoto } from '../inbox/repository.ts';
import { imagePalette } from './image-palette.ts';
import { readMetadata, TooManyPixelsError, UnreadableImageError } from './image-processing.ts';

const refused = (message: string) => new ValidationError({ [ROOM_PHOTO_PART]: message }, message);

/** The options every read of a room photo uses: its pixel limit, and corrupt data refused. */
const READ = { limitInputPixels: ROOM_PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/** The photo as the inbox keeps it, or a 400 naming `photo` that says what is wrong. */
export async function processRoomPhoto(data: Buffer): Promise<StoredRoomPhoto> {
  if (data.length === 0) throw refused(ROOM_PHOTO_MESSAGES.empty);
  const format = sniffImageFormat(data);
  if (!format) throw refused(ROOM_PHOTO_MESSAGES.notImage);
  try {
    await readMetadata(data, format, READ);
    const { problem } = await imagePalette(data, 'whole', READ);
    if (problem) throw refused(ROOM_PHOTO_MESSAGES[problem]);
    const { data: jpeg, info } = await sharp(data, READ)
      .autoOrient()
      .resize(ROOM_PHOTO_STORED_SIDE, ROOM_PHOTO_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { mimeType: 'image/jpeg', width: info.width, height: info.height, data: jpeg };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (error instanceof TooManyPixelsError) throw refused(ROOM_PHOTO_MESSAGES.tooManyPixels);
    if (error instanceof UnreadableImageError) throw refused(ROOM_PHOTO_MESSAGES.undecodable);
    // sharp works in memory here, so what it could not do is about the input (truncated pixels).
    throw refused(ROOM_PHOTO_MESSAGES.undecodable);
  }
}
