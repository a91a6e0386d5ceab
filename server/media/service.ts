// Upload, list and delete of images. Rules: the type comes from the bytes, not the name; every
// image is stored with its resized copies before its row exists; an image a record still shows
// cannot be deleted.
import { randomBytes } from 'node:crypto';
import { SHARE_CARD_FILE, type MediaItem } from '../../shared/contract/media.ts';
import { ACCEPTED_IMAGE_LABEL, MAX_UPLOAD_LABEL } from '../../shared/contract/media-upload.ts';
import type { Db } from '../db/connection.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../http/errors.ts';
import { MAX_INPUT_PIXELS, PROCESSING_VERSION, processImage, TooManyPixelsError, UnreadableImageError, type OutputFile, type ProcessedImage } from './image-processing.ts';
import { MIME_TYPES, sniffImageFormat, type ImageFormat } from '../../shared/domain/image-type.ts';
import { productPalette } from './image-palette.ts';
import { mediaUrl, srcSetOf } from './public-image.ts';
import { createMediaRepository, type StoredMedia } from './repository.ts';
import { shareCard } from './share-card.ts';
import type { MediaStorage } from './storage.ts';

export const IMAGE_IN_USE = 'Image is still in use';

/** An upload's palette is read from its first frame, within the upload's pixel limit. */
const PALETTE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS } as const;

export interface Upload {
  data: Buffer;
  fileName: string;
  alt: string | null;
}

const invalidFile = (message: string) => new ValidationError({ file: message }, message);

/** 413 for a body over the limit, naming the file like every other upload error. */
export const uploadTooLarge = (fileName: string) => {
  const message = `${fileName} is too large: images can be at most ${MAX_UPLOAD_LABEL}`;
  return new HttpError(413, message, { fields: { file: message } });
};

function toItem(media: StoredMedia, usedBy: MediaItem['usedBy']): MediaItem {
  const url = mediaUrl(media.id, media.originalFile);
  const fallbackFormat = media.variants.find((variant) => variant.format !== 'webp')?.format;
  return {
    id: media.id,
    url,
    fileName: media.fileName,
    width: media.width,
    height: media.height,
    mimeType: media.mimeType,
    bytes: media.bytes,
    alt: media.alt,
    variants: media.variants.map(({ width, height, format, file, bytes }) => ({ width, height, format, url: mediaUrl(media.id, file), bytes })),
    srcSet: srcSetOf(media, 'webp'),
    fallbackSrcSet: fallbackFormat ? srcSetOf(media, fallbackFormat) : `${url} ${media.width}w`,
    createdAt: media.createdAt,
    usedBy,
    palette: media.palette,
  };
}

interface MadeFiles {
  image: ProcessedImage;
  /** Every file stored for the image: the re-encoded original, the resized copies, the share card. */
  files: OutputFile[];
  /** What its row records of them. */
  described: Pick<StoredMedia, 'width' | 'height' | 'bytes' | 'variants' | 'processingVersion'>;
}

/** The files an image is stored as, under the current PROCESSING_VERSION. */
async function makeFiles(data: Buffer, format: ImageFormat): Promise<MadeFiles> {
  const image = await processImage(data, format);
  const card = { file: SHARE_CARD_FILE, data: await shareCard(image.original.data, { limitInputPixels: MAX_INPUT_PIXELS }) };
  return {
    image,
    files: [image.original, ...image.variants, card],
    described: {
      width: image.width,
      height: image.height,
      bytes: image.original.data.length,
      variants: image.variants.map(({ width, height, format: variantFormat, file, data: bytes }) => ({ width, height, format: variantFormat, file, bytes: bytes.length })),
      processingVersion: PROCESSING_VERSION,
    },
  };
}

export function createMediaService({ db, storage }: { db: Db; storage: MediaStorage }) {
  const repository = createMediaRepository(db);

  const get = (id: string): StoredMedia => {
    const media = repository.findById(id);
    if (!media) throw new NotFoundError();
    return media;
  };
  const usageOf = (id: string) => repository.usages().get(id) ?? [];

  return {
    list(): MediaItem[] {
      const usages = repository.usages();
      return repository.list().map((media) => toItem(media, usages.get(media.id) ?? []));
    },

    async upload({ data, fileName, alt }: Upload): Promise<MediaItem> {
      if (data.length === 0) throw invalidFile('Choose an image file to upload');
      const format = sniffImageFormat(data);
      if (!format) throw invalidFile(`${fileName} is not a ${ACCEPTED_IMAGE_LABEL} image`);

      let made: MadeFiles;
      try {
        made = await makeFiles(data, format);
      } catch (error) {
        if (error instanceof UnreadableImageError) throw invalidFile(`${fileName} could not be read as an image`);
        if (error instanceof TooManyPixelsError) {
          throw invalidFile(`${fileName} has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
        }
        throw error;
      }

      const media: StoredMedia = {
        id: randomBytes(8).toString('hex'),
        fileName,
        originalFile: made.image.original.file,
        mimeType: MIME_TYPES[format],
        ...made.described,
        alt,
        createdAt: new Date().toISOString(),
        palette: await productPalette(made.image.original.data, PALETTE_OPTIONS),
      };
      await storage.save(media.id, made.files);
      try {
        repository.insert(media);
      } catch (error) {
        await storage.remove(media.id);
        throw error;
      }
      return toItem(media, []);
    },

    /**
     * Makes again, from its stored original, every image whose files were made under older rules
     * (PROCESSING_VERSION): uploads from before originals were re-encoded or had a
     * link-preview card (decision 030). Each file is replaced in place, atomically, so the image
     * keeps being served meanwhile. Run once at start-up; answers how many it made again.
     */
    async upgradeStoredImages(): Promise<number> {
      let remade = 0;
      for (const media of repository.madeBefore(PROCESSING_VERSION)) {
        const original = await storage.read(media.id, media.originalFile);
        const format = sniffImageFormat(original);
        if (!format) throw new Error(`Stored image ${media.id} is no longer a readable image`);
        const made = await makeFiles(original, format);
        for (const file of made.files) await storage.add(media.id, file);
        repository.remade({ ...media, ...made.described });
        remade += 1;
      }
      return remade;
    },

    /** Makes the palette of every image uploaded before palettes were (decision 210); answers how many it made. */
    async fillMissingPalettes(): Promise<number> {
      let made = 0;
      for (const media of repository.withoutPalette()) {
        const palette = await productPalette(await storage.read(media.id, media.originalFile), PALETTE_OPTIONS);
        repository.setPalette(media.id, palette);
        if (palette) made += 1;
      }
      return made;
    },

    /** Makes an image's palette again from its stored original, and keeps it. */
    async remakePalette(id: string): Promise<StoredMedia['palette']> {
      const media = get(id);
      const palette = await productPalette(await storage.read(media.id, media.originalFile), PALETTE_OPTIONS);
      repository.setPalette(id, palette);
      return palette;
    },

    /** Refuses (409, with the item and its users) while a record still points at it. */
    async remove(id: string): Promise<void> {
      const removed = db.transaction(() => {
        const media = get(id);
        const usedBy = usageOf(id);
        if (usedBy.length > 0) throw new ConflictError(IMAGE_IN_USE, { current: toItem(media, usedBy) });
        repository.remove(id);
      });
      removed();
      await storage.remove(id);
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
