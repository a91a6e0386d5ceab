// Root-relative addresses (uploads, shipped images, public pages) live on the content server, which
// the studio is not: the admin opens them against the server's live site address.

/** `url` as the admin's host can open it; anything but a root-relative address is returned as is. */
export function onContentServer(url: string, liveSiteUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  try {
    return new URL(url, liveSiteUrl).href;
  } catch {
    return url;
  }
}
