// The public site's browser entry: hydrates the server-rendered page (or renders index.html).
// The fonts are declared in index.html (decision 080), so this entry brings no stylesheet that
// would hold back the first paint.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { siteSystem } from './theme/system.ts';
import { createQueryStore } from './lib/query-client.ts';
import { BrowserRouter } from '../shared/router/router.tsx';
import { SSR_STATE_ID } from './lib/ssr-state.ts';

/** Resolves in a later task, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loading the site's modules, building its Chakra system and hydrating run as three tasks rather
 * than one long one, which would keep a tap waiting (decision 093).
 */
export async function mountPublic(container: HTMLElement): Promise<void> {
  await nextTask();
  siteSystem();
  await nextTask();

  // The server puts each page's head tags in the HTML for crawlers, marked data-ssr; the pages
  // render their own (React hoists them into <head>), so the server's copies go first. The title
  // stays until the page's own replaces it (React takes over the first <title>), so the tab is
  // never blank while the page's chunk loads.
  for (const element of document.head.querySelectorAll('[data-ssr]')) {
    if (element.tagName === 'TITLE') element.removeAttribute('data-ssr');
    else element.remove();
  }

  // The server renderer's data (site/entry-server.tsx): the first render shows what the HTML shows.
  const queries = createQueryStore();
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (state) queries.hydrate(JSON.parse(state));

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App queries={queries} origin={window.location.origin} />
      </BrowserRouter>
    </StrictMode>
  );

  // A server-rendered page is hydrated; the plain index.html is rendered from scratch. (Not as a
  // transition: a click that lands before a transition hydration has finished was lost.)
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
