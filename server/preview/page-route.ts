// GET /jacobs/preview/{token} (decision 145): the real public page of the previewed record, from
// the same route table, head and server renderer as the live page, with the record's reads
// answered from the snapshot. It is sent as finished HTML without its islands' scripts: a preview is
// to be read, not used (links lead to the live site). Never cached, never indexed; a refused or
// expired link gets its own page.
import type { RequestHandler, Response } from 'express';
import { PREVIEW_BAR_TEXT } from '../../shared/contract/preview.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { HttpError } from '../http/errors.ts';
import { answerRead } from '../http/public-reads.ts';
import { publicPageHead } from '../public-pages/page-head.ts';
import { escapeHtml, plainPageBody, publicHeadTags, SITE_NOT_BUILT } from '../public-pages/page-html.ts';
import { renderPublicPage, type PageMaker } from '../public-pages/public-page.ts';
import { PREVIEW_EXPIRED, type PreviewService } from './service.ts';

export const PREVIEW_NOT_VALID = 'This preview link is not valid';

const BAR = `<aside aria-label="Preview" style="position:sticky;top:0;z-index:2000;background:#2b2118;color:#fff;font:600 15px/1.4 'Inter Variable','Inter Fallback',system-ui,sans-serif;text-align:center;padding:10px 16px;letter-spacing:0.01em">${escapeHtml(PREVIEW_BAR_TEXT)}</aside>`;

/** The islands' scripts (and their preloads): the preview is finished HTML with its styles. */
export const withoutScripts = (html: string): string => html.replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

function send(res: Response, status: number, html: string | undefined): void {
  if (html === undefined) {
    res.status(503).type('text/plain; charset=utf-8').send(SITE_NOT_BUILT);
    return;
  }
  res.status(status).type('text/html; charset=utf-8').send(withoutScripts(html));
}

/** The page of a link the server refuses: 404 (not signed by it) or 410 (expired), in the site's shell. */
function refusalPage(maker: PageMaker, origin: string, pathname: string, error: HttpError): string | undefined {
  const title = error.status === 410 ? PREVIEW_EXPIRED : PREVIEW_NOT_VALID;
  const settings = answerRead(maker.reads, { endpoint: 'settings', params: {} });
  const head = { ...publicPageHead({ match: matchPublicRoute(pathname), pathname, query: new URLSearchParams(), origin }, { settings }, maker.shareCards), title };
  return maker.shell.render(publicHeadTags(head), plainPageBody(title, "Ask the site's owner for a new preview link. Preview links work for a limited time."));
}

export function previewPageRoute(previews: PreviewService, maker: PageMaker): RequestHandler {
  return async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    const origin = maker.originOf(req);
    let preview;
    try {
      preview = previews.open(String(req.params.token));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const page = refusalPage(maker, origin, req.path, error);
      // Without the built site the refusal still says what it is.
      if (page === undefined) return void res.status(error.status).type('text/plain; charset=utf-8').send(error.message);
      return send(res, error.status, page);
    }
    const { status, html } = await renderPublicPage(maker, preview.path, origin, preview.answers, { noIndex: true });
    send(res, status, html?.replace('<div id="root">', `${BAR}<div id="root">`));
  };
}
