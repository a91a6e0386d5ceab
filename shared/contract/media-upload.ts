// An upload (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec): what the server takes and how the request names the file, the
// rules both the server and the admin's file picker apply. Without zod: the Media screen and the
// HTTP client import it, and neither builds a schema (decision 201).
import { MIME_TYPES } from '../domain/image-type.ts';

/** Largest upload the server reads; a bigger body is answered 413 without being stored. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10 MB';

/** Formats accepted, recognised by the file's content (its first bytes), never by its name. */
export const ACCEPTED_IMAGE_TYPES = Object.values(MIME_TYPES);
export const ACCEPTED_IMAGE_LABEL = 'JPEG, PNG, WebP, GIF or AVIF';

/** Header carrying the picked file's name (URI-encoded, so any name survives HTTP headers). */
export const FILE_NAME_HEADER = 'X-File-Name';
/** Optional header carrying alt text to keep with the image (URI-encoded). */
export const ALT_TEXT_HEADER = 'X-Image-Alt';
