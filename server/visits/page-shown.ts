// A view is counted when a page is shown, not when it is sent (docs/decisions/271-views-counted-by-an-image.md):
// every public page the server renders with a 200 ends with a hidden 1x1 image of this site, which a
// browser fetches when it renders the page and a prefetch (the site's Speculation Rules, a search
// engine's) never fetches. Its address names the page; its Referer (this site's page, with the
// query it was opened with) carries the campaign tags. The image is the same for every page and
// never stored by a browser, so each page shown asks for it once. The page bytes stay the same
// for everyone, so pages stay cached.
//
// The image is answered before Express, like a cache hit: with the security headers and a request
// line, and no work of the chain. A request carrying the admin's session cookie goes through
// Express instead, where the session is read (the owner is never counted), as does anything only
// the chain can answer exactly (a Host to refuse, a proxy's headers).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Router } from 'express';
import { hasSessionCookie } from '../auth/session-cookie.ts';
import { isWellFormedHost } from '../http/public-origin.ts';
import { REQUEST_ID_HEADER, type RequestLog } from '../http/request-log.ts';
import type { SecurityHeaders } from '../http/security-headers.ts';
import type { VisitCounter } from './visit-counter.ts';

export const PAGE_SHOWN_PATH = '/jacobs/shown.gif';
const PAGE_PARAM = 'p';

/** The image at the end of a page's body: hidden (no box, no style), fetched as soon as the page is parsed. */
export const pageShownImage = (page: string): string => `<img src="${PAGE_SHOWN_PATH}?${new URLSearchParams({ [PAGE_PARAM]: page }).toString()}" alt="" width="1" height="1" hidden>`;

/** A transparent 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** Never kept by a browser or a CDN (each page shown asks again), never indexed. */
const IMAGE_HEADERS = ['Content-Type', 'image/gif', 'Content-Length', String(GIF.length), 'Cache-Control', 'no-store', 'X-Robots-Tag', 'noindex'];

const isPageShown = (url: string) => url === PAGE_SHOWN_PATH || url.startsWith(`${PAGE_SHOWN_PATH}?`);
const pageParam = (url: string): string => new URLSearchParams(url.slice(PAGE_SHOWN_PATH.length + 1)).get(PAGE_PARAM) ?? '';

export interface CountVisitsFirstOptions {
  counter: VisitCounter;
  securityHeaders: SecurityHeaders;
  requestLog: RequestLog;
}

/** The server's request listener with counting in front: arrivals noted, the page-shown image answered. */
export function countVisitsFirst(next: RequestListener, { counter, securityHeaders, requestLog }: CountVisitsFirstOptions): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!isPageShown(url)) {
      counter.noteArrival(req);
      return next(req, res);
    }
    const security = !hasSessionCookie(req) && isWellFormedHost(req.headers.host) && req.headers['x-forwarded-host'] === undefined && securityHeaders.of(req);
    if (!security) return next(req, res);
    counter.pageShown(req, pageParam(url));
    const id = requestLog.begin(req, res);
    res.writeHead(200, [REQUEST_ID_HEADER, id, ...security, ...IMAGE_HEADERS]);
    res.end(req.method === 'HEAD' ? undefined : GIF);
  };
}

/** The same image through Express (the owner's browser, a proxy's request): counted unless the session is the owner's. */
export function pageShownRoute(counter: VisitCounter): Router {
  const router = Router();
  router.get(PAGE_SHOWN_PATH, (req, res) => {
    counter.pageShown(req, typeof req.query[PAGE_PARAM] === 'string' ? req.query[PAGE_PARAM] : '');
    for (let index = 0; index < IMAGE_HEADERS.length; index += 2) res.setHeader(IMAGE_HEADERS[index], IMAGE_HEADERS[index + 1]);
    res.end(req.method === 'HEAD' ? undefined : GIF);
  });
  return router;
}
