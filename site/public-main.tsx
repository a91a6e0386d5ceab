// The public site's browser entry: hydrates the server-rendered page (or renders index.html).
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/cormorant-garamond/700.css';
import '@fontsource/cormorant-garamond/500-italic.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { createQueryClient } from './lib/query-client.ts';

export function mountPublic(container: HTMLElement) {
  // The server puts each page's head tags in the HTML for crawlers, marked data-ssr; the pages
  // render their own (React hoists them into <head>), so the server's copies go first.
  for (const element of document.head.querySelectorAll('[data-ssr]')) element.remove();

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App queryClient={createQueryClient()} origin={window.location.origin} />
      </BrowserRouter>
    </StrictMode>
  );

  // A server-rendered page is hydrated; the plain index.html is rendered from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
