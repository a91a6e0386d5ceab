import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { relative, sep } from 'node:path';
import type { ServeStaticOptions } from 'serve-static';
import { matchPublicRoute, type RouteMatch } from '../../shared/match-route.ts';
import { routeIsFresh } from '../../shared/public-routes.ts';
import { parseRecordId } from '../../shared/domain/record-id.ts';
import { publicTarget } from '../http/cache-key.ts';
import { clientKey } from '../http/client-key.ts';
import { createConcurrencyLimit, type ConcurrencyLimit } from '../http/concurrency-limit.ts';
import type { Logger } from '../http/error-handler.ts';
import { ServiceUnavailableError } from '../http/errors.ts';
import { plainFormDoor, type PlainFormCalls, type RefusalPage } from '../http/plain-form-door.ts';
import type { FormRefusal } from '../../shared/form-outcome.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { OriginOf } from '../http/public-origin.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import { ADMIN_PAGE_HEADERS } from '../http/security-headers.ts';
import type { MediaStorage } from '../media/storage.ts';
import { SPECULATION_RULES_SCRIPT } from '../../shared/speculation-rules.ts';
import type { PageLookups } from './page-head.ts';
import { adminPageHeadTags, createShell, isShellFile, SITE_NOT_BUILT, type SiteShell } from './page-html.ts';
import { renderPublicPage, type PageMaker, type RenderOrder } from './public-page.ts';
import { shareCardsOnDisk } from './share-cards.ts';
import { PREVIEW_PATH } from '../../shared/contract/preview.ts';
import { previewPageRoute } from '../preview/page-route.ts';
import type { PreviewService } from '../preview/service.ts';
import { builtSite, createSiteRenderer, type SiteRenderer, type SiteSource } from './ssr.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Vite's hashed /assets/* never change under one name; other files (images, icons) may; the shells must revalidate. */
function staticOptions(siteDir: string): ServeStaticOptions {
  return {
    index: false,
    setHeaders(res, filePath) {
      const file = relative(siteDir, filePath);
      res.setHeader('Cache-Control', isShellFile(file) ? 'no-cache' : file.startsWith(`assets${sep}`) ? IMMUTABLE : SHORT);
    },
  };
}

/** `cacheControl`: no-cache (kept, asked again each time) unless the page holds one visitor's words. */
function sendHtml(res: Response, status: number, html: string | undefined, cacheControl: 'no-cache' | 'no-store' = 'no-cache'): void {
  if (html === undefined) {
    res.status(503).type('text/plain; charset=utf-8').send(SITE_NOT_BUILT);
    return;
  }
  res.status(status).set('Cache-Control', cacheControl).type('text/html; charset=utf-8').send(html);
}

/**
 * A rebuilt (or, in development, edited) shell or renderer makes every kept page unusable (it names
 * the old build's files): checked before every read of a page.
 */
function emptyCacheOnRebuild(shell: SiteShell, renderer: SiteRenderer, cache: PublicCache): () => void {
  let seen: string | undefined;
  return () => {
    const version = `${shell.current()?.mtimeMs}:${renderer.version()}`;
    if (version !== seen) cache.clear();
    seen = version;
  };
}

/**
 * Server renders (decision 110): one at a time, as long a rest after each as it took
 * (renders get at most half of the main thread while a flood lasts, cache hits the rest), 16
 * waiting, of which one client (an address or an IPv6 /64) may hold 4. In three tiers: the known
 * pages (a route's own address, a record that exists) go first, their query variants (a shop view,
 * a contact prefill) next, and addresses that answer 404 last; one arriving at a full line takes
 * the place of the last comer of a lower tier. Beyond that: 503 with Retry-After.
 */
const RENDERS = { concurrency: 1, maxWaiting: 16, tiers: 3, maxWaitingPerOwner: 4, restAfter: (ms: number) => ms };
const TIER = { knownPage: 0, variant: 1, unknown: 2 } as const;
/**
 * A page with a last good answer waits for its new render only when at most this many renders
 * would start before it (so an edit shows at once); otherwise it gets the last good answer now.
 */
const FRESH_WHEN_AHEAD_AT_MOST = 1;
const HTML = 'text/html; charset=utf-8';
/** Statuses a page's render is kept with (the cache's own); a 500 or a 503 never replaces a last good answer. */
const KEPT_STATUS = new Set([200, 404]);

/** What the live pages add to a PageMaker: the line of renders, and what the cache keeps of them. */
interface LivePages {
  maker: PageMaker;
  data: PageLookups;
  renders: ConcurrencyLimit;
  cache: PublicCache;
  /** Pages being rendered again behind their last good answer, by origin and target: one render each. */
  revalidating: Set<string>;
  /** The image a page of this path asks for when shown, counting its view (server/visits/page-shown.ts); none when visits are not counted. */
  shownImage?: (path: string) => string;
}

/**
 * Whether the record a page shows exists, read before the page waits in line (a lookup, not the
 * page's reads), so an address that answers 404 waits behind the real pages. The visit counts ask
 * it too: only a page that exists is counted.
 */
export function recordExists(match: RouteMatch, data: PageLookups): boolean {
  switch (match.name) {
    case 'notFound':
      return false;
    case 'blogPost':
      return Boolean(data.blog.findPublicPost(match.params.slug));
    case 'product': {
      const id = parseRecordId(match.params.id);
      return id !== undefined && Boolean(data.products.findPublic(id));
    }
    case 'serviceArea':
      return Boolean(data.serviceAreas.findPublic(match.params.slug));
    default:
      return true;
  }
}

/** A public page's request: what the public cache keys it by (the path and the parameters the route reads), and its place in line. */
function pageRequest(req: Request, { maker, data }: LivePages) {
  const origin = maker.originOf(req);
  const target = publicTarget(req.originalUrl);
  const [pathname, search = ''] = target.split('?', 2);
  const tier = !recordExists(matchPublicRoute(pathname), data) ? TIER.unknown : search ? TIER.variant : TIER.knownPage;
  const order: RenderOrder = { tier, owner: clientKey(req) };
  return { origin, target, order };
}
type PageRequest = ReturnType<typeof pageRequest>;

/**
 * The page as sent: rendered from its route's reads, with the Speculation Rules (its only script but
 * its islands', decision 191) and, on a page that exists, the image that counts it when shown;
 * `formOutcome`: a form's refusal it shows.
 */
async function pageAnswer({ maker, shownImage }: LivePages, { target, origin, order }: PageRequest, formOutcome?: FormRefusal) {
  const { status, headers, html } = await renderPublicPage(maker, target, origin, maker.reads, { order, formOutcome });
  const image = status === 200 && shownImage ? shownImage(target.split('?', 1)[0]) : '';
  return { status, headers, html: html?.replace('</head>', () => `${SPECULATION_RULES_SCRIPT}</head>`).replace('</body>', () => `${image}</body>`) };
}

/** Renders the page again apart from any request and keeps it; a full line leaves it to a later visit. */
function revalidate(live: LivePages, request: PageRequest, keep: (status: number, contentType: string, body: string) => Promise<void>): void {
  const id = `${request.origin}${request.target}`;
  if (live.revalidating.has(id)) return;
  live.revalidating.add(id);
  pageAnswer(live, request)
    .then(({ status, html }) => (html === undefined || !KEPT_STATUS.has(status) ? undefined : keep(status, HTML, html)))
    .catch((error: unknown) => {
      if (!(error instanceof ServiceUnavailableError)) live.maker.log(`Rendering ${request.target} again failed`, error);
    })
    .finally(() => live.revalidating.delete(id));
}

/**
 * A public page, made from what the public cache keys it by, so the answer kept for the key is the
 * one every address with that key gets (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec). After an edit, a page the cache holds a last
 * good answer of is rendered again; while its render would wait behind others (a flood), cannot get
 * in line, or fails, that last good answer is sent meanwhile (decision 110).
 */
async function publicPage(req: Request, res: Response, live: LivePages): Promise<void> {
  const request = pageRequest(req, live);
  // A page whose record has gone since (a 404 now) is never shown as it was.
  const lastGood = request.order.tier === TIER.unknown ? undefined : live.cache.lastGood(req);
  if (lastGood && live.renders.ahead(request.order.tier) > FRESH_WHEN_AHEAD_AT_MOST) {
    lastGood.send(res);
    revalidate(live, request, lastGood.keep);
    return;
  }
  let answer: Awaited<ReturnType<typeof pageAnswer>>;
  try {
    answer = await pageAnswer(live, request);
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError) || !lastGood) throw error;
    lastGood.send(res);
    return;
  }
  if (lastGood && answer.status >= 500) {
    lastGood.send(res);
    return;
  }
  res.set(answer.headers);
  sendHtml(res, answer.status, answer.html, isFreshPage(req) ? 'no-store' : 'no-cache');
}

/** A page made for each visit (booking's: open times, a manage link's booking), which no cache keeps. */
function isFreshPage(req: Request): boolean {
  const match = matchPublicRoute(req.path);
  return routeIsFresh(match.name, { params: match.params, query: new URLSearchParams(req.originalUrl.split('?')[1] ?? '') });
}

/** The public cache's middleware for every page but a fresh one. */
const exceptFreshPages =
  (cached: RequestHandler): RequestHandler =>
  (req, res, next) =>
    isFreshPage(req) ? next() : cached(req, res, next);

/**
 * A form's refusal (server/http/plain-form-door.ts): the page it was posted from, at the address it
 * was posted to, with the refusal's status and headers (a 429's Retry-After). It holds what the
 * visitor typed: never cached anywhere, and rendered after every page a visitor asked for.
 */
const refusalPage =
  (live: LivePages): RefusalPage =>
  async (req, res, refusal, status, headers) => {
    const request = pageRequest(req, live);
    const answer = await pageAnswer(live, { ...request, order: { ...request.order, tier: TIER.unknown } }, refusal);
    res.set(answer.status >= 500 ? answer.headers : headers);
    sendHtml(res, answer.status >= 500 ? answer.status : status, answer.html, 'no-store');
  };

/**
 * A page's address spelled otherwise than its route's (letter case, escapes: /Jacobs/Shop) answers
 * 301 at the route's own, with the query as given (decision 190), before the cache: the browser's
 * router moves to the same address, so no spelling is one page in the browser and another here.
 */
const toOwnAddress: RequestHandler = (req, res, next) => {
  const { redirect } = matchPublicRoute(req.path);
  if (!redirect) return next();
  const queryAt = req.originalUrl.indexOf('?');
  res.redirect(301, queryAt === -1 ? redirect : `${redirect}${req.originalUrl.slice(queryAt)}`);
};

interface SitePagesDeps {
  siteDir: string;
  /** Where the renderer comes from: the build in SITE_DIR by default, Vite in development (dev-site.ts). */
  source?: SiteSource;
  /** The public API's answers, which the server renderer reads each page's declared data from. */
  reads: PublicReadAnswers;
  originOf: OriginOf;
  log: Logger;
  media: MediaStorage;
}

/** What makes the site's pages: the live pages, previews and the Pages editor's page view share it, and its one line of renders. */
export interface SitePages {
  maker: PageMaker;
  renders: ConcurrencyLimit;
}

export function createSitePages({ siteDir, source = builtSite(siteDir), reads, originOf, log, media }: SitePagesDeps): SitePages {
  const renders = createConcurrencyLimit(RENDERS);
  const maker: PageMaker = { shell: createShell(siteDir), renderer: createSiteRenderer(source, renders), reads, originOf, shareCards: shareCardsOnDisk(siteDir, media), log };
  return { maker, renders };
}

/** The built site: `/` redirect, static files, and the page HTML for /jacobs and /admin routes. */
interface SiteRoutesDeps {
  siteDir: string;
  pages: SitePages;
  data: PageLookups;
  /** What preview addresses show (decision 145). */
  previews: PreviewService;
  cache: PublicCache;
  /** The public forms' JSON calls, which their pages' plain-HTML posts go through. */
  forms?: PlainFormCalls;
  shownImage?: LivePages['shownImage'];
}

export function siteRoutes({ siteDir, pages: { maker, renders }, data, previews, cache, forms = {}, shownImage }: SiteRoutesDeps): Router {
  const { shell, renderer } = maker;
  const adminShell = createShell(siteDir, 'admin.html');
  const live: LivePages = { maker, data, renders, cache, revalidating: new Set(), shownImage };
  const cached = cache.middleware({ check: emptyCacheOnRebuild(shell, renderer, cache) });
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, '/jacobs'));
  router.use(express.static(siteDir, staticOptions(siteDir)));
  router.get(PREVIEW_PATH, previewPageRoute(previews, maker));
  router.use(plainFormDoor(forms, refusalPage(live)));
  router.get(['/jacobs', '/jacobs/{*rest}'], toOwnAddress, exceptFreshPages(cached), (req, res) => publicPage(req, res, live));
  router.get(['/admin', '/admin/{*rest}'], (_req, res) => {
    res.set({ 'X-Robots-Tag': 'noindex', ...ADMIN_PAGE_HEADERS });
    sendHtml(res, 200, adminShell.render(adminPageHeadTags(data.settings.get().companyName)));
  });
  // Any other page address: the not-found page, with a 404 status. A missing file (a name with an
  // extension, such as an old hashed asset) falls through to a plain 404 instead, so a browser
  // never receives HTML where it expected a script or an image.
  router.get('/{*rest}', (req, _res, next) => (/\.[^/]*$/.test(req.path) ? next('route') : next()), toOwnAddress, cached, (req, res) => publicPage(req, res, live));
  return router;
}
