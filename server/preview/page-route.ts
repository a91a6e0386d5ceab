// GET /jacobs/preview/{token} (decision 145): the real public page of the previewed record, from
// the same route table, head and server renderer as the live page, with the record's reads
// answered from the snapshot. It is sent as finished HTML without the site's scripts: the browser's
// router would take this address for an unknown page, and nothing here is to be hydrated (links
// lead to the live site). Never cached, never indexed; a refused or expired link gets its own page.
import type { RequestHandler, Response } from 'express';
import { PREVIEW_BAR_TEXT } from '../../shared/contract/preview.ts';
import { matchPublicRoute, type RouteMatch } from '../../shared/match-route.ts';
import { HttpError } from '../http/errors.ts';
import type { OriginOf } from '../http/public-origin.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import { publicPageHead, type PageLookups, type ShareCardExists } from '../public-pages/page-head.ts';
import { escapeHtml, publicHeadTags, SITE_NOT_BUILT, type SiteShell } from '../public-pages/page-html.ts';
import type { RenderedPage } from '../public-pages/ssr.ts';
import { PREVIEW_EXPIRED, type PreviewService } from './service.ts';

interface PreviewMaker {
  shell: SiteShell;
  originOf: OriginOf;
  shareCards: ShareCardExists;
  /** The live lookups, for the head of a refused link's page. */
  data: PageLookups;
  render(target: string, origin: string, match: RouteMatch, answers: PublicReadAnswers): Promise<RenderedPage | undefined>;
}

export const PREVIEW_NOT_VALID = 'This preview link is not valid';

const BAR = `<aside aria-label="Preview" style="position:sticky;top:0;z-index:2000;background:#2b2118;color:#fff;font:600 15px/1.4 'Inter Variable','Inter Fallback',system-ui,sans-serif;text-align:center;padding:10px 16px;letter-spacing:0.01em">${escapeHtml(PREVIEW_BAR_TEXT)}</aside>`;

/** The site's scripts (and their preloads): the preview is finished HTML with its styles. */
const withoutScripts = (html: string): string => html.replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

function send(res: Response, status: number, html: string | undefined): void {
  if (html === undefined) {
    res.status(503).type('text/plain; charset=utf-8').send(SITE_NOT_BUILT);
    return;
  }
  res.status(status).type('text/html; charset=utf-8').send(withoutScripts(html));
}

/** The page of a link the server refuses: 404 (not signed by it) or 410 (expired), in the site's shell. */
function refusalPage(maker: PreviewMaker, origin: string, pathname: string, error: HttpError, lookups: PageLookups): string | undefined {
  const title = error.status === 410 ? PREVIEW_EXPIRED : PREVIEW_NOT_VALID;
  const head = { ...publicPageHead({ match: matchPublicRoute(pathname), pathname, query: new URLSearchParams(), origin }, lookups, maker.shareCards), title };
  const body = `<div style="min-height:100vh;background:#faf6ef"><main style="max-width:40rem;margin:0 auto;padding:4rem 1.5rem;font-family:'Inter Variable','Inter Fallback',system-ui,sans-serif;color:#2b2118"><h1 style="font-family:'Cormorant Garamond','Cormorant Garamond Fallback',serif;font-size:2.25rem;margin:0 0 1rem">${escapeHtml(title)}</h1><p>Ask the site's owner for a new preview link. Preview links work for a limited time.</p><p><a href="/jacobs" style="color:#7a3e1d">Go to the home page</a></p></main></div>`;
  return maker.shell.render(publicHeadTags(head), { body, afterRoot: '' });
}

export function previewPageRoute(previews: PreviewService, maker: PreviewMaker): RequestHandler {
  return async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    const origin = maker.originOf(req);
    let preview;
    try {
      preview = previews.open(String(req.params.token));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const page = refusalPage(maker, origin, req.path, error, maker.data);
      // Without the built site the refusal still says what it is.
      if (page === undefined) return void res.status(error.status).type('text/plain; charset=utf-8').send(error.message);
      return send(res, error.status, page);
    }
    const match = matchPublicRoute(preview.path);
    const head = { ...publicPageHead({ match, pathname: preview.path, query: new URLSearchParams(), origin }, preview.lookups, maker.shareCards), noIndex: true };
    const page = maker.shell.current() ? await maker.render(preview.path, origin, match, preview.answers) : undefined;
    const headTags = publicHeadTags(head, { withJsonLd: !page }) + (page?.headTags ?? '');
    const html = maker.shell.render(headTags, page && { body: page.body, afterRoot: '' });
    send(res, head.status, html?.replace('<div id="root">', `${BAR}<div id="root">`));
  };
}
