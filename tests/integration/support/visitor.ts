// A visitor's browser as the server sees it: a page request (with the site that sent it), then the
// image the page asks for once shown, with the page's address as its Referer, as Chromium sends
// them. What a prefetch, a bot or a browser asking not to be tracked sends differs only in headers.
import { expect } from 'vitest';

export const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const PHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const TABLET_SAFARI = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another person on the same kind of browser (the user agent differs in its build number). */
export const personOn = (userAgent: string, n: number): string => userAgent.replace(/(\d+)\.0\.0\.0|Version\/(\d+)\.(\d+)/, (whole) => `${whole}.${n}`);

export interface Browse {
  /** The page's address as opened: path and query. */
  address: string;
  userAgent: string;
  /** The address of the page that sent the visitor (another site's), if any. */
  from?: string;
  /** Headers of both requests (DNT, Sec-GPC, a cookie, X-Forwarded-For...). */
  headers?: Record<string, string>;
  /** Headers of the page request alone (a prefetch's Sec-Purpose). */
  pageHeaders?: Record<string, string>;
  /** The page is fetched but never shown (a prefetch nobody opened): its image is not asked for. */
  shown?: boolean;
}

/** The image at the end of a page that exists (server/visits/page-shown.ts), as a pattern other patterns of a page's end take in. */
export const SHOWN_IMAGE = String.raw`<img src="/jacobs/shown\.gif\?[^"]*" alt="" width="1" height="1" hidden>`;

/** The image a page asks for when shown. */
export const shownImageOf = (html: string): string | undefined => /<img src="(\/jacobs\/shown\.gif\?[^"]+)"[^>]*hidden>/.exec(html)?.[1]?.replaceAll('&amp;', '&');

/** Opens a page as a browser does, and shows it unless told not to; answers the page's HTML. */
export async function browse(baseUrl: string, { address, userAgent, from, headers = {}, pageHeaders = {}, shown = true }: Browse): Promise<string> {
  const common = { 'User-Agent': userAgent, ...headers };
  const page = await fetch(`${baseUrl}${address}`, { headers: { ...common, ...pageHeaders, ...(from ? { Referer: from } : {}) } });
  expect(page.status, address).toBe(200);
  const html = await page.text();
  if (!shown) return html;
  const image = shownImageOf(html);
  expect(image, `${address} asks for no image when shown`).toBeDefined();
  const answer = await fetch(`${baseUrl}${image}`, { headers: { ...common, Referer: `${baseUrl}${address}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/gif');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  await answer.arrayBuffer();
  return html;
}
