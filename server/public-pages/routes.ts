import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { relative, sep } from 'node:path';
import type { ServeStaticOptions } from 'serve-static';
import { matchPublicRoute, type RouteMatch } from '../../shared/match-route.ts';
import { publicTarget } from '../http/cache-key.ts';
import { createConcurrencyLimit, QueueFullError } from '../http/concurrency-limit.ts';
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

/** A rebuilt shell or server renderer makes every cached page stale: checked before every read of a page. */
function emptyCacheOnRebuild(shell: SiteShell, renderer: SiteRenderer, cache: PublicCache): () => void {
  let seen: string | undefined;
  return () => {
    const version = `${shell.current()?.mtimeMs}:${renderer.version()}`;
    if (version !== seen) cache.invalidate();
    seen = version;
  };
}

/**
 * Server renders: one at a time, as long a rest after each as it took (renders get at most half of
 * the main thread while a flood lasts, cache hits the rest), 8 waiting; beyond that a flood of
 * uncached addresses (decision 110) gets 503 with Retry-After instead of slowing every answer.
 */
const RENDERS = { concurrency: 1, maxWaiting: 16, restAfter: (ms: number) => ms };
const RENDER_RETRY_AFTER_SECONDS = 2;

interface PageMaker {
  shell: SiteShell;
  renderer: SiteRenderer;
  data: PageLookups;
  originOf: OriginOf;
  shareCards: ShareCardExists;
}

async function renderBounded({ renderer }: PageMaker, target: string, origin: string, match: RouteMatch, answers?: PublicReadAnswers) {
  try {
    return await renderer.render(target, origin, match, answers);
  } catch (error) {
    throw error instanceof QueueFullError ? new ServiceUnavailableError(RENDER_RETRY_AFTER_SECONDS) : error;
  }
}

/**
 * The page's head tags and, when the server renderer is built, its body (DECISIONS 7), made from
 * what the public cache keys it by (the path and the parameters the route reads), so the answer
 * kept for the key is the one every address with that key gets.
 */
async function publicPage(req: Request, res: Response, maker: PageMaker): Promise<void> {
  const { shell, data } = maker;
  const origin = maker.originOf(req);
  const target = publicTarget(req.originalUrl);
  const [pathname, search = ''] = target.split('?', 2);
  const match = matchPublicRoute(pathname);
  const head = publicPageHead({ match, pathname, query: new URLSearchParams(search), origin }, data, maker.shareCards);
  const page = shell.current() ? await renderBounded(maker, target, origin, match) : undefined;
  const headTags = publicHeadTags(head, { withJsonLd: !page }) + (page?.headTags ?? '');
  sendHtml(res, head.status, shell.render(headTags, page));
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
  const renderer = createSiteRenderer(siteDir, reads, log, createConcurrencyLimit(RENDERS));
  const maker: PageMaker = { shell, renderer, data, originOf, shareCards: shareCardsOnDisk(siteDir, media) };
  const cached = cache.middleware({ check: emptyCacheOnRebuild(shell, renderer, cache) });
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, '/jacobs'));
  router.use(express.static(siteDir, staticOptions(siteDir)));
  const renderWith = (target: string, origin: string, match: RouteMatch, answers: PublicReadAnswers) => renderBounded(maker, target, origin, match, answers);
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
