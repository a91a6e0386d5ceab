// Where uploaded images live under /media, without zod: the public pages' share-image rule
// (shared/seo/share-image.ts) reads these too, and importing media.ts would pull every media
// schema into their chunks (decision 191).

/** Media ids are 16 lowercase hex characters. */
export const MEDIA_ID_PATTERN = /^[a-f0-9]{16}$/;
/** The link-preview card of an upload, 1200 x 630 (decision 030). */
export const SHARE_CARD_FILE = 'share.jpg';
/** File names: `original.<ext>`, `w<width>.<ext>` or the share card. */
export const MEDIA_FILE_PATTERN = /^(?:(?:original|w\d{1,5})\.(?:jpg|png|webp|gif|avif)|share\.jpg)$/;
/** Finds the media id in an image URL such as `/media/0123456789abcdef/original.jpg`. */
export const MEDIA_URL_PATTERN = /\/media\/([a-f0-9]{16})\//;

export const mediaUrl = (id: string, file: string) => `/media/${id}/${file}`;
