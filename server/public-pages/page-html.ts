// The one module that produces the HTML pages the server sends: a built shell (SITE_DIR/index.html
// for public pages, SITE_DIR/admin.html for the admin, decision 201) with the page's head tags (shared/seo/head-tags.ts's list: title, description, canonical, Open
// Graph, Twitter, JSON-LD, icons) injected, so crawlers and link previews need no JavaScript. The
// admin's own tags carry `data-ssr`: the admin removes them at startup and renders its own; a
// public page's head is the server's alone (decision 190).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { adminHeadTags, iconHeadTags, pageHeadTags, siteHeadTags, type HeadTag } from '../../shared/seo/head-tags.ts';
import type { PageHead } from './page-head.ts';

export const SITE_NOT_BUILT = 'The site has not been built yet. Run `npm run build`, then restart the server.';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * Head elements as HTML. `mark` adds data-ssr: the page's own copy, which the site removes at
 * start and renders itself. A script's text is JSON already escaped for a script element.
 */
function headHtml(tags: readonly HeadTag[], { mark = false } = {}): string {
  return tags
    .map(({ element, attributes, text }) => {
      const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
      const open = `<${element}${attrs.join('')}${mark ? ' data-ssr' : ''}>`;
      if (element === 'title') return `${open}${escapeHtml(text ?? '')}</title>`;
      return element === 'script' ? `${open}${text ?? ''}</script>` : open;
    })
    .join('');
}

/** The head tags of a public page: its own and the site's. */
export const publicHeadTags = (head: PageHead): string => headHtml([...pageHeadTags(head), ...siteHeadTags(head.companyName)]);

/** A page's body in the site's fonts and colours without its renderer: a heading, a sentence and a way home. */
export function plainPageBody(title: string, text: string): string {
  return `<div style="min-height:100vh;background:#faf6ef"><main style="max-width:40rem;margin:0 auto;padding:4rem 1.5rem;font-family:'Inter Variable','Inter Fallback',system-ui,sans-serif;color:#2b2118"><h1 style="font-family:'Cormorant Garamond','Cormorant Garamond Fallback',serif;font-size:2.25rem;margin:0 0 1rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/jacobs" style="color:#7a3e1d">Go to the home page</a></p></main></div>`;
}

/** Admin screens are never indexed (the X-Robots-Tag header says it too). */
export const adminPageHeadTags = (companyName: string): string => headHtml(adminHeadTags(companyName), { mark: true }) + headHtml(iconHeadTags());

interface Shell {
  html: string;
  mtimeMs: number;
}

/** The public pages' shell and the admin's, as the site build writes them (decision 201). */
export const SHELL_FILES = ['index.html', 'admin.html'] as const;
export type ShellFile = (typeof SHELL_FILES)[number];

/** Whether `file` (a path inside the site folder) is one of the shells, which must always be revalidated. */
export const isShellFile = (file: string): file is ShellFile => (SHELL_FILES as readonly string[]).includes(file);

/**
 * A built shell, re-read when its file changes so a rebuild shows without a restart; `undefined`
 * when the site has not been built. `version` changes with the file, for cache keys.
 */
export function createShell(siteDir: string, shellFile: ShellFile = 'index.html') {
  const file = join(siteDir, shellFile);
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
     * was rendered, `body` in #root; undefined when not built.
     */
    render(headTags: string, body?: string): string | undefined {
      const html = current()?.html;
      if (html === undefined) return undefined;
      const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
      const withHead = withoutTitle.replace(/<\/head>/i, () => `${headTags}</head>`);
      return body === undefined ? withHead : withHead.replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
    },
  };
}
export type SiteShell = ReturnType<typeof createShell>;
