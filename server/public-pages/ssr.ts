// The server renderer (site/entry-server.tsx, built by `vite build --ssr` into `<SITE_DIR>-ssr/`):
// loaded when its bundle exists (again when the file changes), given the answers to the reads the
// page's route declares (page-data.ts), and asked for each public page's body, rendered once.
// Without the bundle, or if a render fails, the caller sends the plain shell with the head tags,
// as before server rendering.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { QueueFullError, type ConcurrencyLimit, type RunOptions } from '../http/concurrency-limit.ts';
import type { Logger } from '../http/error-handler.ts';
import type { PublicRead, ReadOutcome } from '../../shared/contract/public-endpoints.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import { PAGE_MODULES_ID } from '../../shared/page-modules.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import { pageData } from './page-data.ts';

interface RenderResult {
  html: string;
  stateScript: string;
  styles: string;
  pages: string[];
  undeclared: PublicRead[];
}
interface ServerEntry {
  render(request: { url: string; origin: string; data: readonly ReadOutcome[] }): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  /** The contents of #root. */
  body: string;
  /** After #root: the dehydrated query data and the list of the page's chunks. */
  afterRoot: string;
  /** For <head>: the page's styles, the preloads React asked for (images) and the page chunks' stylesheets. */
  headTags: string;
}

const mtimeOf = (file: string): number | undefined => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** A value read from a file, read again when the file changes; undefined while the file is missing. */
function fromFile<T>(file: string, read: (file: string, mtimeMs: number) => T) {
  let loaded: { mtimeMs: number; value: T } | undefined;
  return (): T | undefined => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === undefined) return (loaded = undefined);
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, value: read(file, mtimeMs) };
    return loaded.value;
  };
}

/**
 * React's own head elements come first in a render that is not a whole document: the title and
 * meta tags (the server's data-ssr copies already say the same, and the browser renders its own)
 * and resource preloads (kept, for <head>).
 */
const LEADING_HOISTABLES = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)+/;

function splitHoistables(html: string): { body: string; preloads: string } {
  const leading = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  const preloads = leading.match(/<link rel="preload" [^>]*>/g) ?? [];
  return { body: html.slice(leading.length), preloads: preloads.join('') };
}

/**
 * The chunks of the rendered pages that the entry does not import itself (and their stylesheets).
 * The scripts are not preloaded from <head>: the entry fetches them after the first paint
 * (site/main.tsx), so no script competes with the page's fonts and images before it shows.
 */
function pageChunks(manifest: Manifest | undefined, pages: readonly string[]): { scripts: string[]; styles: string[] } {
  if (!manifest) return { scripts: [], styles: [] };
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const page of pages) visit(page);
  return { scripts, styles };
}

/** `renders` bounds the renders and the reads before them (a page without the bundle costs nothing to wait for). */
export function createSiteRenderer(siteDir: string, answers: PublicReadAnswers, log: Logger, renders: ConcurrencyLimit) {
  const bundle = `${resolve(siteDir)}-ssr/entry-server.js`;
  const entry = fromFile(bundle, (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerEntry>);
  const manifest = fromFile(resolve(siteDir, '.vite/manifest.json'), (file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest);

  return {
    /**
     * The body of the page at `url` (path and the query its route reads; `match` its route),
     * rendered once from the answers to its route's reads, or undefined (no bundle, or the render
     * failed: logged). Rejects with QueueFullError when too many renders are waiting.
     * `pageAnswers`: other answers to the reads (a preview's, which answers its record from a snapshot);
     * `order`: its place in the line of renders (tier, and the client asking).
     */
    async render(url: string, origin: string, match: RouteMatch, pageAnswers: PublicReadAnswers = answers, order?: RunOptions): Promise<RenderedPage | undefined> {
      const loading = entry();
      if (!loading) return undefined;
      try {
        const bundle = await loading;
        const query = new URLSearchParams(url.split('?', 2)[1] ?? '');
        const result = await renders.run(() => bundle.render({ url, origin, data: pageData(pageAnswers, match, query) }), order);
        // The page was sent as still loading those parts, and the browser makes the reads: the route table misses them.
        if (result.undeclared.length) log(`${url} made reads its route does not declare (shared/public-routes.ts)`, new Error(JSON.stringify(result.undeclared)));
        const { body, preloads } = splitHoistables(result.html);
        const chunks = pageChunks(manifest(), result.pages);
        const stylesheets = chunks.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('');
        const modules = `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(chunks.scripts)}</script>`;
        return { body, afterRoot: result.stateScript + modules, headTags: result.styles + preloads + stylesheets };
      } catch (error) {
        if (error instanceof QueueFullError) throw error;
        log(`Server rendering of ${url} failed; sending the page without it`, error);
        return undefined;
      }
    },
    /** Changes with the bundle, for cache invalidation. */
    version: () => mtimeOf(bundle),
  };
}
export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
