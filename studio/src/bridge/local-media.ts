// Images picked while the server could not be reached are kept by the studio until the next sync
// uploads them. Until then a draft or queued record refers to one by this root-relative address
// (it passes the contract's image URL rule, so the record validates offline); the sync swaps it for
// the server's URL before the record is sent, so it never reaches the site.
export const LOCAL_MEDIA_PATH = '/studio-media/';

/** Local image ids: "local-" and a random UUID (unguessable, so the address itself is the key). */
export const LOCAL_MEDIA_ID_PATTERN = /^local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "/studio-media/local-<uuid>.<ext>" anywhere in a text (a Markdown body may hold several). */
export const LOCAL_MEDIA_URL_PATTERN = /\/studio-media\/(local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp|gif|avif)/g;

/** The file a local image is stored as, and the tail of its address. */
export const LOCAL_MEDIA_FILE_PATTERN = /^(local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp|gif|avif)$/;

export const localMediaUrl = (file: string) => `${LOCAL_MEDIA_PATH}${file}`;

/** The file name in a local image address, or null for any other URL. */
export function localMediaFile(url: string): string | null {
  if (!url.startsWith(LOCAL_MEDIA_PATH)) return null;
  const file = url.slice(LOCAL_MEDIA_PATH.length);
  return LOCAL_MEDIA_FILE_PATTERN.test(file) ? file : null;
}

/** In Electron (renderer on app://) local images are served by the main process under this scheme. */
export const ELECTRON_MEDIA_SCHEME = 'studio-media';
