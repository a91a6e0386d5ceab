import express, { Router, type Request, type Response } from 'express';
import { relative, sep } from 'node:path';
import type { ServeStaticOptions } from 'serve-static';
import { renderPage, SITE_NOT_BUILT } from './page-html.ts';
import { publicPageStatus, type PageLookups } from './page-status.ts';

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

async function sendPage(req: Request, res: Response, siteDir: string, status: number): Promise<void> {
  const html = await renderPage(siteDir, { path: req.path });
  if (html === undefined) {
    res.status(503).type('text/plain; charset=utf-8').send(SITE_NOT_BUILT);
    return;
  }
  res.status(status).set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The built site: `/` redirect, static files, and the SPA page for /jacobs and /admin routes. */
export function siteRoutes(siteDir: string, lookups: PageLookups): Router {
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, '/jacobs'));
  router.use(express.static(siteDir, staticOptions(siteDir)));
  router.get(['/jacobs', '/jacobs/{*rest}'], (req, res) => sendPage(req, res, siteDir, publicPageStatus(req.path, lookups)));
  router.get(['/admin', '/admin/{*rest}'], (req, res) => {
    res.set('X-Robots-Tag', 'noindex');
    return sendPage(req, res, siteDir, 200);
  });
  // Any other page address: the SPA shows its not-found page, with a 404 status. A missing file
  // (a name with an extension, such as an old hashed asset) falls through to a plain 404 instead,
  // so a browser never receives HTML where it expected a script or an image.
  router.get('/{*rest}', (req, res, next) => (/\.[^/]*$/.test(req.path) ? next() : sendPage(req, res, siteDir, 404)));
  return router;
}
