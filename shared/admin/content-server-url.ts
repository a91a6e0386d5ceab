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

/** A list of `srcset` candidates with each root-relative address on the content server. */
const srcsetOnContentServer = (list: string, liveSiteUrl: string) =>
  list
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_all, space: string, url: string) => `${space}${onContentServer(url, liveSiteUrl)}`))
    .join(',');

/**
 * HTML the server rendered (the Pages editor's page view) with its root-relative addresses (images,
 * styles' url(), links) on the content server, for a host that is not the content server (the
 * studio); unchanged where the admin is served by the content server itself.
 */
export function htmlOnContentServer(html: string, liveSiteUrl: string): string {
  if (onContentServer('/', liveSiteUrl) === '/') return html;
  return html
    .replace(/(\s(?:src|href|poster)=")([^"]*)"/g, (_all, start: string, url: string) => `${start}${onContentServer(url, liveSiteUrl)}"`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_all, start: string, list: string) => `${start}${srcsetOnContentServer(list, liveSiteUrl)}"`)
    .replace(/url\((['"]?)(\/(?!\/)[^'")]*)/g, (_all, quote: string, url: string) => `url(${quote}${onContentServer(url, liveSiteUrl)}`);
}
