// One React tree rendered once to finished HTML, with the emotion (Chakra) rules its markup uses:
// the server renderer's pages (site/entry-server.tsx). Emotion runs in its compat mode: it keeps each rule in
// the render's cache instead of writing a <style> element beside the markup (invalid HTML: <style>
// inside <ul>, <p>, <label>...), and @emotion/server picks out the rules whose class names the
// markup holds, as <style data-emotion> elements for <head>. The markup is styled at its first
// paint without JavaScript; where a part of it is hydrated (an island), the browser's emotion takes
// those elements over as already inserted, so it does not parse and insert those rules again.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

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
  const cache = createCache({ key: 'css' });
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
 * The rules `html` uses, each <Global> in an element of its own: the browser's <Global> takes over
 * only an element named for it alone (`css-global <name>`), and would parse and insert the rules
 * again if two were merged, as @emotion/server's constructStyleTagsFromChunks does.
 */
function styleElements(cache: ReturnType<typeof createCache>, html: string): string {
  const { extractCriticalToChunks } = createEmotionServer(cache);
  return extractCriticalToChunks(html)
    .styles.filter(({ css }) => css !== '')
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`)
    .join('');
}
