// The server renderer of the public site (built with `vite build --ssr` into `<site out>-ssr/`,
// loaded by server/public-pages/ssr.ts). It renders the same App as the browser for one address, once,
// with the answers to the reads the address's route declares already in its read cache
// (decision 131), waits for the lazily loaded page and every Suspense boundary (react-dom/static),
// and hands back the markup, the reads the page made with their answers, the page modules it used
// and the styles its markup uses (emotion's rules, picked out by lib/render-static.tsx), so the page
// is styled at its first paint without JavaScript.
import { StrictMode } from 'react';
import type { PublicRead, ReadOutcome } from '../shared/contract/public-endpoints.ts';
import { jsonForScript } from '../shared/seo/head-tags.ts';
import { App } from './app.tsx';
import { QueryStore } from './lib/query-store.ts';
import { renderStatic, type StaticRender } from './lib/render-static.tsx';
import { RenderedPagesContext } from './lib/rendered-pages.ts';
import { StaticRouter } from '../shared/router/router.tsx';
import { SSR_STATE_ID } from './lib/ssr-state.ts';

export interface RenderRequest {
  /** Path and query string, e.g. /jacobs/shop?collection=heritage. */
  url: string;
  /** e.g. https://example.com, for canonical and social addresses. */
  origin: string;
  /** The answers to the reads the address's route declares, as the public API gives them (or its refusals). */
  data: readonly ReadOutcome[];
}

export interface RenderResult {
  /** The contents of #root. */
  html: string;
  /** The <script type="application/json"> with the reads the page made and their answers. */
  stateScript: string;
  /** The <style data-emotion> elements for <head>: the rules the markup uses, global ones first. */
  styles: string;
  /** The page modules rendered, as build-manifest keys (e.g. pages/home-page.tsx). */
  pages: string[];
  /** Reads the page made that were not given: rendered as still loading, left for the browser to make. */
  undeclared: PublicRead[];
}

/** Never called: the server does not fetch while rendering (effects do not run), so a read the route does not declare stays pending. */
const noFetch = () => Promise.reject(new Error('The server renders from the reads its route declares'));

export async function render({ url, origin, data }: RenderRequest): Promise<RenderResult> {
  const queries = new QueryStore(noFetch);
  queries.hydrate({ reads: [...data] });
  const pages = new Set<string>();
  const rendered = await renderToHtml(url, origin, queries, pages);
  const stateScript = `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(queries.dehydrate())}</script>`;
  return { ...rendered, stateScript, pages: [...pages], undeclared: queries.waiting() };
}

function renderToHtml(url: string, origin: string, queries: QueryStore, pages: Set<string>): Promise<StaticRender> {
  return renderStatic(
    <StrictMode>
      <RenderedPagesContext value={pages}>
        <StaticRouter location={url}>
          <App queries={queries} origin={origin} />
        </StaticRouter>
      </RenderedPagesContext>
    </StrictMode>,
  );
}
