// One React tree rendered once to finished HTML, with the emotion (Chakra) rules its markup uses:
// the server renderer's pages (site/entry-server.tsx). Emotion runs in its compat mode: it keeps each rule in
// the render's cache instead of writing a <style> element beside the markup (invalid HTML: <style>
// inside <ul>, <p>, <label>...), and @emotion/server picks out the rules whose class names the
// markup holds, as <style data-emotion> elements for <head>, written lean (page-css.ts: the theme's
// tokens as values, no custom property nothing reads). The markup is styled at its first paint
// without JavaScript; no script in the browser writes styles (the islands render class names these
// rules already style).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { leanPageCss } from './page-css.ts';

export interface StaticRender {
  /** The markup. */
  html: string;
  /** The <style data-emotion> elements for <head>: the rules the markup uses, global ones first. */
  styles: string;
}

/** Renders `tree`, waiting for every lazy part and Suspense boundary; throws the first error a part met. */
export async function renderStatic(tree: ReactNode): Promise<StaticRender> {
  const errors: unknown[] = [];
  // The key is emotion's default, which the browser's cache uses too: it finds these elements by it.
  // No vendor prefixes (emotion's default plugin): every browser the site supports reads the
  // standard properties, and the copies were a sixth of a page's CSS.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{tree}</CacheProvider>, {
    // One piece of finished HTML: a boundary sent apart needs an inline script to move it into
    // place, which the CSP (script-src 'self') refuses, and the page would stay hidden.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would be left for the browser to render; the caller shows none of it.
  if (errors.length) throw errors[0];
  const html = Buffer.concat(chunks).toString('utf8');
  return { html, styles: styleElements(cache, html) };
}

/**
 * The rules `html` uses, each <Global> in an element of its own (`css-global <name>`, as emotion
 * names them; @emotion/server's constructStyleTagsFromChunks would merge them).
 */
function styleElements(cache: ReturnType<typeof createCache>, html: string): string {
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(html).styles.filter(({ css }) => css !== '');
  const lean = leanPageCss(chunks.map(({ css }) => css));
  return chunks.map(({ key, ids }, index) => `<style data-emotion="${key} ${ids.join(' ')}">${lean[index]}</style>`).join('');
}
