// The one module that produces the HTML pages the server sends: the built shell (SITE_DIR/index.html)
// with the page's head tags (title, description, canonical, Open Graph, Twitter, JSON-LD) injected,
// so crawlers and link previews need no JavaScript. Injected tags carry `data-ssr`: the site removes
// them at startup and renders its own.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fullTitle } from '../../shared/seo/page-meta.ts';
import { SITE_ICONS } from '../../shared/seo/site-icons.ts';
import { socialTags } from '../../shared/seo/social-tags.ts';
import { jsonForScript } from '../../shared/seo/structured-data.ts';
import type { PageHead } from './page-head.ts';

export const SITE_NOT_BUILT = 'The site has not been built yet. Run `npm run build`, then restart the server.';
export const RSS_PATH = '/jacobs/blog/rss.xml';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" data-ssr>`;

/**
 * The ICO (16-48 px) beside the SVG favicon of index.html, the home-screen icon and the web app
 * manifest (decision 124). Not marked data-ssr: the site keeps them, it renders no icons itself.
 */
const ICON_LINKS = [
  `<link rel="icon" href="${SITE_ICONS.favicon}" sizes="${SITE_ICONS.faviconSizes.map((size) => `${size}x${size}`).join(' ')}">`,
  `<link rel="apple-touch-icon" href="${SITE_ICONS.appleTouch}" sizes="${SITE_ICONS.appleTouchSize}x${SITE_ICONS.appleTouchSize}">`,
  `<link rel="manifest" href="${SITE_ICONS.manifest}">`,
].join('');

/**
 * The head tags of a public page. `withJsonLd: false` when the server-rendered body already holds
 * the page's structured data (the site renders it with the same builders), so it is there once.
 */
export function publicHeadTags(head: PageHead, companyName: string, { withJsonLd = true } = {}): string {
  const title = fullTitle(head.title, companyName);
  return [
    `<title data-ssr>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.keywords ? meta('name', 'keywords', head.keywords) : '',
    head.noIndex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-ssr>` : '',
    ...socialTags({ title, description: head.description, url: head.url, type: head.type, companyName, image: head.image }).map((tag) =>
      meta(tag.attribute, tag.key, tag.content),
    ),
    ICON_LINKS,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${companyName} Blog`)}" href="${RSS_PATH}">`,
    ...(withJsonLd ? head.jsonLd : []).map((data) => `<script type="application/ld+json" data-ssr>${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('');
}

/** Admin screens are never indexed (the X-Robots-Tag header says it too). */
export const adminHeadTags = (companyName: string): string =>
  `<title data-ssr>${escapeHtml(fullTitle('Admin', companyName))}</title>${meta('name', 'robots', 'noindex')}${ICON_LINKS}`;

interface Shell {
  html: string;
  mtimeMs: number;
}

/**
 * The built shell, re-read when its file changes so a rebuild shows without a restart; `undefined`
 * when the site has not been built. `version` changes with the file, for cache keys.
 */
export function createShell(siteDir: string) {
  const file = join(siteDir, 'index.html');
  let shell: Shell | undefined;
  const current = (): Shell | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return (shell = undefined);
      throw error;
    }
    if (shell?.mtimeMs !== mtimeMs) shell = { html: readFileSync(file, 'utf8'), mtimeMs };
    return shell;
  };
  return {
    current,
    /**
     * The shell with `headTags` in its head (its own <title>, if any, replaced) and, when the page
     * was rendered on the server, its markup in #root and `afterRoot` (the page's data) after it;
     * undefined when not built.
     */
    render(headTags: string, page?: { body: string; afterRoot: string }): string | undefined {
      const html = current()?.html;
      if (html === undefined) return undefined;
      const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
      const withHead = withoutTitle.replace(/<\/head>/i, () => `${headTags}</head>`);
      return page ? withHead.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>${page.afterRoot}`) : withHead;
    },
  };
}
export type SiteShell = ReturnType<typeof createShell>;
