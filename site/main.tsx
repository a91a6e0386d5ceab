// The public site's browser entry (site/index.html): renders, or hydrates, the public pages. The
// admin is a build of its own with its own shell (site/admin.html, decision 159).
//
// A public page arrives server-rendered with its styles, so it can show before any script runs.
// This entry is tiny and fetches the site's code (and the page's own chunks, which the server
// lists) only after that first paint: on a slow connection the scripts would otherwise share the
// bandwidth with the fonts and images the first view needs (decision 093).
import { PAGE_MODULES_ID } from '../shared/page-modules.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Longest wait for the first contentful paint before loading anyway (a page with nothing to paint). */
const FIRST_PAINT_TIMEOUT_MS = 2000;

/**
 * Runs `load` once the browser has painted the page's content (its first contentful paint), or
 * at once in a hidden tab, which paints nothing until shown.
 */
function afterFirstPaint(load: () => void): void {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return load();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(load, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) run();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(run, FIRST_PAINT_TIMEOUT_MS);
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

afterFirstPaint(() => {
  preloadPageModules();
  void import('./public-main.tsx').then(({ mountPublic }) => mountPublic(container));
});
