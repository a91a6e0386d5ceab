// A public page as the server sends it (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec; decision 190): the answers to its
// route's reads, its head made from them, and its body rendered from them, in the site's shell.
// The live pages (routes.ts) and previews (server/preview/page-route.ts) are made here.
import { matchPublicRoute } from '../../shared/match-route.ts';
import type { FormOutcome } from '../../shared/form-outcome.ts';
import { FOOTER_PAGE, routePageSlug, type BuiltInContent } from '../../shared/public-routes.ts';
import { builtInSections } from '../pages/built-in.ts';
import { QueueFullError, type RunOptions } from '../http/concurrency-limit.ts';
import type { Logger } from '../http/error-handler.ts';
import { ServiceUnavailableError } from '../http/errors.ts';
import type { OriginOf } from '../http/public-origin.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import { pageData } from './page-data.ts';
import { publicPageHead, settingsOf, type ShareCardExists } from './page-head.ts';
import { plainPageBody, publicHeadTags, type SiteShell } from './page-html.ts';
import type { VisualMarks } from '../../shared/visual-edit.ts';
import type { RenderedPage, SiteRenderer } from './ssr.ts';

const RENDER_RETRY_AFTER_SECONDS = 2;

/** A page's place in the line of renders (routes.ts's tiers, and the client asking); a preview goes first. */
export type RenderOrder = RunOptions;

export interface PageMaker {
  shell: SiteShell;
  renderer: SiteRenderer;
  /** The public API's answers, which a page's data is read from (page-data.ts). */
  reads: PublicReadAnswers;
  originOf: OriginOf;
  shareCards: ShareCardExists;
  log: Logger;
}

/** How long a page waits before it asks again for data the server could not read (decision 190). */
const UNREAD_RETRY_SECONDS = 5;

/**
 * The page at `target` (a path and only the query its route reads), its head and body made from
 * the answers to its route's reads (`answers`: a preview's, or the public API's), or undefined when
 * the site is not built (`noIndex`: never indexed, as a preview; `order`: its place in the line of
 * renders, first by default; `formOutcome`: a form's refusal the page shows, which the address
 * cannot say; `visual`: the Pages editor's page view, server/preview/page-view.ts). Its status is
 * the head's: 404 for a page or record that does not exist, 503 while a read could not be made
 * (then it asks again after UNREAD_RETRY_SECONDS), and 500 when the render fails (logged; the page
 * says so).
 */
export async function renderPublicPage(
  maker: PageMaker,
  target: string,
  origin: string,
  answersFrom: PublicReadAnswers = maker.reads,
  { noIndex = false, order, formOutcome, visual }: { noIndex?: boolean; order?: RenderOrder; formOutcome?: FormOutcome; visual?: VisualMarks } = {},
) {
  const [pathname, search = ''] = target.split('?', 2);
  const match = matchPublicRoute(pathname);
  const query = new URLSearchParams(search);
  const made = async () => {
    const pageSlug = routePageSlug(match.name, match.params);
    const builtIn: BuiltInContent = { footer: builtInSections(FOOTER_PAGE), page: pageSlug ? builtInSections(pageSlug) : undefined };
    const answers = pageData(answersFrom, match, query, maker.log, builtIn.page);
    const found = publicPageHead({ match, pathname, query, origin }, answers, maker.shareCards);
    const head = noIndex ? { ...found, noIndex } : found;
    try {
      const page = maker.shell.current() ? await maker.renderer.render({ match, pathname, query: search, answers, settings: settingsOf(answers), builtIn, formOutcome, visual }) : undefined;
      return { head, page, status: head.status as number };
    } catch (error) {
      maker.log(`Server rendering of ${target} failed`, error);
      const body = plainPageBody('This page could not be shown', 'Something went wrong on our side. Please try again in a moment.');
      return { head, page: { body, headTags: '', styles: '' } satisfies RenderedPage, status: 500 };
    }
  };
  let result: Awaited<ReturnType<typeof made>>;
  try {
    result = await maker.renderer.bounded(made, order);
  } catch (error) {
    throw error instanceof QueueFullError ? new ServiceUnavailableError(RENDER_RETRY_AFTER_SECONDS) : error;
  }
  const { head, page, status } = result;
  const headers: Record<string, string> = head.status === 503 ? { 'Retry-After': String(UNREAD_RETRY_SECONDS), Refresh: String(UNREAD_RETRY_SECONDS) } : {};
  const html = maker.shell.render(publicHeadTags(head) + (page?.headTags ?? ''), page?.body);
  return { status, headers, html, head, page };
}
