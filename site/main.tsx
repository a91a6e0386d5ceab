// Browser entry. /admin/* loads the web admin's own chunk (with its own router, so a public page
// never downloads admin code); every other path renders, or hydrates, the public site.
//
// A public page arrives server-rendered with its styles, so it can show before any script runs.
// This entry is tiny and fetches the site's code (and the page's own chunks, which the server
// lists) only after that first paint: on a slow connection the scripts would otherwise share the
// bandwidth with the fonts and images the first view needs (decision 093).
import { isAdminPath } from '../shared/paths.ts';
import { PAGE_MODULES_ID } from '../shared/page-modules.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Runs `load` once the page has painted: the frame after the next one is drawn. */
function afterFirstPaint(load: () => void): void {
  // A hidden tab draws no frames; it loads at once instead of waiting to be shown.
  if (document.visibilityState === 'hidden') return load();
  requestAnimationFrame(() => setTimeout(load, 0));
}

/** Starts fetching the page's own chunks alongside the site's code, instead of after it renders. */
function preloadPageModules(): void {
  const list = document.getElementById(PAGE_MODULES_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (isAdminPath(window.location.pathname)) {
  void import('./admin/admin-main.tsx').then(({ mountAdmin }) => mountAdmin(container));
} else {
  afterFirstPaint(() => {
    preloadPageModules();
    void import('./public-main.tsx').then(({ mountPublic }) => mountPublic(container));
  });
}
