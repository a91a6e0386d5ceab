// Images picked while the server cannot be reached (or before an upload got an answer): the bytes
// are written to disk atomically under a local id, with an Idempotency-Key chosen once, so the
// sync uploads each exactly once, however often it is interrupted. Records refer to one by its
// local address until then (studio/src/bridge/local-media.ts); once uploaded, the server's answer
// is kept so every later mention of the local address is swapped for the server's URL.
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../../../../shared/api-client/http.ts';
import type { MediaItem, MediaUsage } from '../../../../shared/contract/media.ts';
import { ACCEPTED_IMAGE_LABEL, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../../../../shared/contract/media-upload.ts';
import { EXTENSIONS, MIME_TYPES, sniffImageFormat } from '../../../../shared/domain/image-type.ts';
import { LOCAL_MEDIA_FILE_PATTERN, LOCAL_MEDIA_URL_PATTERN, localMediaUrl } from '../../bridge/local-media.ts';
import { imageSize } from './image-size.ts';
import type { KeyValueStore } from './key-value-store.ts';

export interface LocalImage {
  /** "local-<uuid>". */
  id: string;
  /** "<id>.<ext>", the file on disk and the tail of the local address. */
  file: string;
  fileName: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: string;
  /** Sent with every upload attempt: the server applies the first and answers the rest with it. */
  idempotencyKey: string;
  /** The server's answer, once uploaded (the local file is then deleted). */
  uploaded?: MediaItem;
  /** Why the server refused it (a 4xx); cleared when the owner tries again. */
  refused?: string;
}

export interface SwapResult<T> {
  values: T;
  /** Local images the values mention that are not uploaded yet (or unknown ids, as null). */
  notUploaded: Array<LocalImage | { id: string; missing: true }>;
}

export interface LocalMedia {
  /** Checks the bytes (type by content, size) as the server will, then keeps them on disk. */
  save(bytes: Uint8Array, fileName: string): LocalImage;
  get(id: string): LocalImage | undefined;
  byFile(file: string): LocalImage | undefined;
  /** Not uploaded and not refused, oldest first: what the next sync uploads. */
  pending(): LocalImage[];
  /** Every image not uploaded yet (pending or refused), newest first, for the media list. */
  waiting(): LocalImage[];
  read(image: LocalImage): Buffer | null;
  markUploaded(id: string, item: MediaItem): void;
  markRefused(id: string, reason: string): void;
  clearRefusal(id: string): void;
  remove(id: string): void;
  toItem(image: LocalImage, usedBy: MediaUsage[]): MediaItem;
  /** `values` with every local address of an uploaded image replaced by the server's URL. */
  swap<T>(values: T): SwapResult<T>;
  /** The local image ids `values` mention. */
  mentioned(values: unknown): string[];
}

const KEY = (id: string) => `image:${id}`;

function invalid(status: number, message: string): ApiError {
  return new ApiError(status, JSON.stringify({ error: message, fields: { file: message } }), { error: message, fields: { file: message } });
}

/** Temp file, fsync, rename: a crash leaves the whole image or none of it. */
function writeAtomically(path: string, bytes: Uint8Array) {
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((entry) => mapStrings(entry, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapStrings(entry, map)]));
  return value;
}

export function createLocalMedia({ dir, store, now = () => new Date() }: { dir: string; store: KeyValueStore; now?: () => Date }): LocalMedia {
  mkdirSync(dir, { recursive: true });
  const all = () => store.keys().flatMap((key) => (key.startsWith('image:') ? [store.get<LocalImage>(key)!] : []));
  const get = (id: string) => store.get<LocalImage>(KEY(id));
  const put = (image: LocalImage) => store.set(KEY(image.id), image);
  const byTime = (a: LocalImage, b: LocalImage) => a.createdAt.localeCompare(b.createdAt);

  return {
    save(bytes, fileName) {
      if (bytes.byteLength > MAX_UPLOAD_BYTES) throw invalid(413, `${fileName} is too large: images can be at most ${MAX_UPLOAD_LABEL}`);
      const format = sniffImageFormat(bytes);
      if (!format) throw invalid(400, `${fileName} is not a ${ACCEPTED_IMAGE_LABEL} image`);
      const id = `local-${randomUUID()}`;
      const file = `${id}.${EXTENSIONS[format]}`;
      // The bytes first, then the record of them: a crash in between leaves an unlisted file, never
      // a listed image without its bytes.
      writeAtomically(join(dir, file), bytes);
      const image: LocalImage = {
        id,
        file,
        fileName,
        mimeType: MIME_TYPES[format],
        bytes: bytes.byteLength,
        ...imageSize(format, bytes),
        createdAt: now().toISOString(),
        idempotencyKey: randomUUID(),
      };
      put(image);
      return image;
    },
    get,
    byFile: (file) => {
      const match = LOCAL_MEDIA_FILE_PATTERN.exec(file);
      const image = match ? get(match[1]) : undefined;
      return image?.file === file ? image : undefined;
    },
    pending: () => all().filter((image) => !image.uploaded && !image.refused).sort(byTime),
    waiting: () => all().filter((image) => !image.uploaded).sort(byTime).reverse(),
    read(image) {
      try {
        return readFileSync(join(dir, image.file));
      } catch {
        return null;
      }
    },
    markUploaded(id, item) {
      const image = get(id);
      if (!image) return;
      put({ ...image, uploaded: item, refused: undefined });
      rmSync(join(dir, image.file), { force: true });
    },
    markRefused(id, reason) {
      const image = get(id);
      if (image) put({ ...image, refused: reason });
    },
    clearRefusal(id) {
      const image = get(id);
      if (image?.refused) put({ ...image, refused: undefined });
    },
    remove(id) {
      const image = get(id);
      if (!image) return;
      store.delete(KEY(id));
      rmSync(join(dir, image.file), { force: true });
    },
    toItem: (image, usedBy) => ({
      id: image.id,
      url: localMediaUrl(image.file),
      fileName: image.fileName,
      width: image.width,
      height: image.height,
      mimeType: image.mimeType,
      bytes: image.bytes,
      alt: null,
      variants: [],
      srcSet: '',
      fallbackSrcSet: '',
      createdAt: image.createdAt,
      usedBy,
    }),
    swap<T>(values: T): SwapResult<T> {
      const notUploaded: SwapResult<T>['notUploaded'] = [];
      const swapped = mapStrings(values, (text) =>
        text.replace(LOCAL_MEDIA_URL_PATTERN, (match, id: string) => {
          const image = get(id);
          if (image?.uploaded) return image.uploaded.url;
          if (!notUploaded.some((entry) => entry.id === id)) notUploaded.push(image ?? { id, missing: true });
          return match;
        }),
      ) as T;
      return { values: swapped, notUploaded };
    },
    mentioned(values) {
      const ids = new Set<string>();
      mapStrings(values, (text) => {
        for (const match of text.matchAll(LOCAL_MEDIA_URL_PATTERN)) ids.add(match[1]);
        return text;
      });
      return [...ids];
    },
  };
}
