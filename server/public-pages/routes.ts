import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { relative, sep } from 'node:path';
import type { ServeStaticOptions } from 'serve-static';
import { matchPublicRoute, type RouteMatch } from '../../shared/match-route.ts';
import { publicTarget } from '../http/cache-key.ts';
import { clientKey } from '../http/client-key.ts';
import { createConcurrencyLimit, QueueFullError, type ConcurrencyLimit, type RunOptions } from '../http/concurrency-limit.ts';
import type { Logger } from '../http/error-handler.ts';
import { ServiceUnavailableError } from '../http/errors.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { OriginOf } from '../http/public-origin.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import type { MediaStorage } from '../media/storage.ts';
import { publicPageHead, type PageLookups, type ShareCardExists } from './page-head.ts';
import { adminPageHeadTags, createShell, isShellFile, publicHeadTags, SITE_NOT_BUILT, type SiteShell } from './page-html.ts';
import { shareCardsOnDisk } from './share-cards.ts';
import { PREVIEW_PATH } from '../../shared/contract/preview.ts';
import { previewPageRoute } from '../preview/page-route.ts';
import type { PreviewService } from '../preview/service.ts';
import { createSiteRenderer, type SiteRenderer } from './ssr.ts';

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

function sendHtml(res: Response, status: number, html: string | undefined): void {
  if (html === undefined) {
    res.status(503).type('text/plain; charset=utf-8').send(SITE_NOT_BUILT);
    return;
  }
  res.status(status).set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** A rebuilt shell or server renderer makes every kept page unusable (it names the old build's files): checked before every read of a page. */
function emptyCacheOnRebuild(shell: SiteShell, renderer: SiteRenderer, cache: PublicCache): () => void {
  let seen: string | undefined;
  return () => {
    const version = `${shell.current()?.mtimeMs}:${renderer.version()}`;
    if (version !== seen) cache.clear();
    seen = version;
  };
}

/**
 * Server renders (decisions 110 and 170): one at a time, as long a rest after each as it took
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
const RENDER_RETRY_AFTER_SECONDS = 2;
const HTML = 'text/html; charset=utf-8';

interface PageMaker {
  shell: SiteShell;
  renderer: SiteRenderer;
  renders: ConcurrencyLimit;
  data: PageLookups;
  originOf: OriginOf;
  shareCards: ShareCardExists;
  cache: PublicCache;
  log: Logger;
  /** Pages being rendered again behind their last good answer, by origin and target: one render each. */
  revalidating: Set<string>;
}

async function renderBounded({ renderer }: PageMaker, target: string, origin: string, match: RouteMatch, answers?: PublicReadAnswers, order?: RunOptions) {
  try {
    return await renderer.render(target, origin, match, answers, order);
  } catch (error) {
    throw error instanceof QueueFullError ? new ServiceUnavailableError(RENDER_RETRY_AFTER_SECONDS) : error;
  }
}

/** What a public page is made from: what the public cache keys it by (the path and the parameters the route reads), and its head. */
function pageRequest(req: Request, maker: PageMaker) {
  const origin = maker.originOf(req);
  const target = publicTarget(req.originalUrl);
  const [pathname, search = ''] = target.split('?', 2);
  const match = matchPublicRoute(pathname);
  const head = publicPageHead({ match, pathname, query: new URLSearchParams(search), origin }, maker.data, maker.shareCards);
  const tier = head.status !== 200 ? TIER.unknown : search ? TIER.variant : TIER.knownPage;
  return { origin, target, match, head, order: { tier, owner: clientKey(req) } };
}
type PageRequest = ReturnType<typeof pageRequest>;

/** The page's HTML: its head tags and, when the server renderer is built, its body (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec). */
async function pageHtml(maker: PageMaker, { origin, target, match, head, order }: PageRequest): Promise<string | undefined> {
  const page = maker.shell.current() ? await renderBounded(maker, target, origin, match, undefined, order) : undefined;
  return maker.shell.render(publicHeadTags(head, { withJsonLd: !page }) + (page?.headTags ?? ''), page);
}

/** Renders the page again apart from any request and keeps it; a full line leaves it to a later visit. */
function revalidate(maker: PageMaker, request: PageRequest, keep: (status: number, contentType: string, body: string) => Promise<void>): void {
  const { revalidating } = maker;
  const id = `${request.origin}${request.target}`;
  if (revalidating.has(id)) return;
  revalidating.add(id);
  pageHtml(maker, request)
    .then((html) => (html === undefined ? undefined : keep(request.head.status, HTML, html)))
    .catch((error: unknown) => {
      if (!(error instanceof ServiceUnavailableError)) maker.log(`Rendering ${request.target} again failed`, error);
    })
    .finally(() => revalidating.delete(id));
}

/**
 * A public page, made from what the public cache keys it by, so the answer kept for the key is the
 * one every address with that key gets. After an edit, a page the cache holds a last good answer of
 * is rendered again; while its render would wait behind others (a flood), or cannot get in line,
 * that last good answer is sent meanwhile (decision 170).
 */
async function publicPage(req: Request, res: Response, maker: PageMaker): Promise<void> {
  const request = pageRequest(req, maker);
  // A page whose record has gone since (a 404 now) is never shown as it was.
  const lastGood = request.head.status === 200 ? maker.cache.lastGood(req) : undefined;
  if (lastGood && maker.renders.ahead(request.order.tier) > FRESH_WHEN_AHEAD_AT_MOST) {
    lastGood.send(res);
    revalidate(maker, request, lastGood.keep);
    return;
  }
  let html: string | undefined;
  try {
    html = await pageHtml(maker, request);
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError) || !lastGood) throw error;
    lastGood.send(res);
    return;
  }
  sendHtml(res, request.head.status, html);
}

/**
 * A page's address spelled otherwise than its route's (letter case, escapes: /Jacobs/Shop) answers
 * 301 at the route's own, with the query as given (decision 130), before the cache: the browser's
 * router moves to the same address, so no spelling is one page in the browser and another here.
 */
const toOwnAddress: RequestHandler = (req, res, next) => {
  const { redirect } = matchPublicRoute(req.path);
  if (!redirect) return next();
  const queryAt = req.originalUrl.indexOf('?');
  res.redirect(301, queryAt === -1 ? redirect : `${redirect}${req.originalUrl.slice(queryAt)}`);
};

/** The built site: `/` redirect, static files, and the page HTML for /jacobs and /admin routes. */
interface SiteRoutesDeps {
  siteDir: string;
  data: PageLookups;
  /** The public API's answers, which the server renderer reads each page's declared data from. */
  reads: PublicReadAnswers;
  /** What preview addresses show (decision 145). */
  previews: PreviewService;
  cache: PublicCache;
  originOf: OriginOf;
  log: Logger;
  media: MediaStorage;
}

export function siteRoutes({ siteDir, data, reads, previews, cache, originOf, log, media }: SiteRoutesDeps): Router {
  const shell = createShell(siteDir);
  const adminShell = createShell(siteDir, 'admin.html');
  const renders = createConcurrencyLimit(RENDERS);
  const renderer = createSiteRenderer(siteDir, reads, log, renders);
  const maker: PageMaker = { shell, renderer, renders, data, originOf, shareCards: shareCardsOnDisk(siteDir, media), cache, log, revalidating: new Set() };
  const cached = cache.middleware({ check: emptyCacheOnRebuild(shell, renderer, cache) });
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, '/jacobs'));
  router.use(express.static(siteDir, staticOptions(siteDir)));
  // A preview is the owner's: it goes with the known pages.
  const renderWith = (target: string, origin: string, match: RouteMatch, answers: PublicReadAnswers) => renderBounded(maker, target, origin, match, answers, { tier: TIER.knownPage });
  router.get(PREVIEW_PATH, previewPageRoute(previews, { ...maker, render: renderWith }));
  router.get(['/jacobs', '/jacobs/{*rest}'], toOwnAddress, cached, (req, res) => publicPage(req, res, maker));
  router.get(['/admin', '/admin/{*rest}'], (_req, res) => {
    res.set('X-Robots-Tag', 'noindex');
    sendHtml(res, 200, adminShell.render(adminPageHeadTags(data.settings.get().companyName)));
  });
  // Any other page address: the not-found page, with a 404 status. A missing file (a name with an
  // extension, such as an old hashed asset) falls through to a plain 404 instead, so a browser
  // never receives HTML where it expected a script or an image.
  router.get('/{*rest}', (req, _res, next) => (/\.[^/]*$/.test(req.path) ? next('route') : next()), toOwnAddress, cached, (req, res) => publicPage(req, res, maker));
  return router;
}
