import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { relative, sep } from 'node:path';
import type { ServeStaticOptions } from 'serve-static';
import type { PublicCache } from '../http/public-cache.ts';
import { originOf } from './feeds.ts';
import { publicPageHead, type PageLookups } from './page-head.ts';
import { adminHeadTags, createShell, publicHeadTags, SITE_NOT_BUILT, type SiteShell } from './page-html.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Vite's hashed /assets/* never change under one name; other files (images, icons) may; the shell must revalidate. */
function staticOptions(siteDir: string): ServeStaticOptions {
  return {
    index: false,
    setHeaders(res, filePath) {
      const file = relative(siteDir, filePath);
      res.setHeader('Cache-Control', file === 'index.html' ? 'no-cache' : file.startsWith(`assets${sep}`) ? IMMUTABLE : SHORT);
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

/** A rebuilt shell makes every cached page stale. */
function emptyCacheOnRebuild(shell: SiteShell, cache: PublicCache): RequestHandler {
  let seen: number | undefined;
  return (_req, _res, next) => {
    const version = shell.current()?.mtimeMs;
    if (version !== seen) cache.invalidate();
    seen = version;
    next();
  };
}

function publicPage(req: Request, res: Response, shell: SiteShell, lookups: PageLookups): void {
  const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  const head = publicPageHead({ pathname: req.path, query, origin: originOf(req) }, lookups);
  sendHtml(res, head.status, shell.render(publicHeadTags(head, lookups.settings.get().companyName)));
}

/** The built site: `/` redirect, static files, and the page HTML for /jacobs and /admin routes. */
export function siteRoutes(siteDir: string, lookups: PageLookups, cache: PublicCache): Router {
  const shell = createShell(siteDir);
  const cached = [emptyCacheOnRebuild(shell, cache), cache.middleware];
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, '/jacobs'));
  router.use(express.static(siteDir, staticOptions(siteDir)));
  router.get(['/jacobs', '/jacobs/{*rest}'], ...cached, (req, res) => publicPage(req, res, shell, lookups));
  router.get(['/admin', '/admin/{*rest}'], (_req, res) => {
    res.set('X-Robots-Tag', 'noindex');
    sendHtml(res, 200, shell.render(adminHeadTags(lookups.settings.get().companyName)));
  });
  // Any other page address: the not-found page, with a 404 status. A missing file (a name with an
  // extension, such as an old hashed asset) falls through to a plain 404 instead, so a browser
  // never receives HTML where it expected a script or an image.
  router.get('/{*rest}', (req, _res, next) => (/\.[^/]*$/.test(req.path) ? next('route') : next()), ...cached, (req, res) =>
    publicPage(req, res, shell, lookups),
  );
  return router;
}
