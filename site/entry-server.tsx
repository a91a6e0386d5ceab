// The server renderer of the public site (built with `vite build --ssr` into `<site out>-ssr/`,
// loaded by server/site/ssr.ts). It renders the same App as the browser for one address, with the
// page's data already in its read cache, waits for the lazily loaded page and every Suspense
// boundary (react-dom/static), and hands back the markup, the dehydrated data, the page modules
// it used and the styles its markup uses. Emotion (Chakra's styling) runs in its compat mode: it
// keeps each rule in the render's cache instead of writing a <style> element beside the markup
// (invalid HTML: <style> inside <ul>, <p>, <label>...), and @emotion/server picks out the rules
// whose class names the markup holds, as <style data-emotion> elements for <head>. The page is
// styled at its first paint without JavaScript, and the browser's emotion takes those elements
// over as already inserted.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApiError } from '../shared/api-client/http.ts';
import { jsonForScript } from '../shared/seo/structured-data.ts';
import { App } from './app.tsx';
import { QueryStore, statusOf } from './lib/query-store.ts';
import { RenderedPagesContext } from './lib/rendered-pages.ts';
import { StaticRouter } from './lib/router.tsx';
import { SSR_STATE_ID } from './lib/ssr-state.ts';

export interface RenderRequest {
  /** Path and query string, e.g. /jacobs/shop?collection=heritage. */
  url: string;
  /** e.g. https://example.com, for canonical and social addresses. */
  origin: string;
  /**
   * The answer the public API would give for a query key (['api', 'products'] is GET /api/products),
   * read from the server's own data layer; undefined when there is none (the browser then asks).
   * Throws an error with a `status` where the API would refuse (an unknown product: 404).
   */
  loadQuery: (queryKey: readonly unknown[]) => unknown;
}

export interface RenderResult {
  /** The contents of #root. */
  html: string;
  /** The <script type="application/json"> with the dehydrated query data. */
  stateScript: string;
  /** The <style data-emotion> elements for <head>: the rules the markup uses, global ones first. */
  styles: string;
  /** The page modules rendered, as build-manifest keys (e.g. pages/home-page.tsx). */
  pages: string[];
}

/** Renders until no query is left waiting: a post's body is only asked for once the list has the post. */
const MAX_PASSES = 4;

export async function render({ url, origin, loadQuery }: RenderRequest): Promise<RenderResult> {
  const queries = new QueryStore(async (queryKey) => {
    let data: unknown;
    try {
      data = loadQuery(queryKey);
    } catch (error) {
      // What the API would refuse with a status (an unknown product: 404) renders as the browser
      // renders that refusal, and is handed over with the data.
      const status = statusOf(error);
      if (status !== undefined) throw new ApiError(status, (error as Error).message, null);
      throw error;
    }
    if (data === undefined) throw new Error(`No server data for ${queryKey.join('/')}`);
    return data;
  });
  const pages = new Set<string>();
  let rendered = { html: '', styles: '' };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    pages.clear();
    rendered = await renderToHtml(url, origin, queries, pages);
    const missing = queries.waiting();
    if (missing.length === 0) break;
    // A key with no server answer becomes an error here and is left out of the state; the browser asks again.
    await Promise.all(missing.map((queryKey) => queries.fetch(queryKey)));
  }
  const stateScript = `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(queries.dehydrate())}</script>`;
  return { ...rendered, stateScript, pages: [...pages] };
}

async function renderToHtml(url: string, origin: string, queries: QueryStore, pages: Set<string>): Promise<{ html: string; styles: string }> {
  const errors: unknown[] = [];
  // The key is emotion's default, which the browser's cache uses too: it finds these elements by it.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <RenderedPagesContext value={pages}>
          <StaticRouter location={url}>
            <App queries={queries} origin={origin} />
          </StaticRouter>
        </RenderedPagesContext>
      </CacheProvider>
    </StrictMode>,
    // One piece of finished HTML: a boundary sent apart needs an inline script to move it into
    // place, which the CSP (script-src 'self') refuses, and the page would stay hidden.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would be left for the browser to render; the caller sends the plain shell instead.
  if (errors.length) throw errors[0];
  const html = Buffer.concat(chunks).toString('utf8');
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
