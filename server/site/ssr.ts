// The server renderer (site/entry-server.tsx, built by `vite build --ssr` into `<SITE_DIR>-ssr/`):
// loaded when its bundle exists (again when the file changes), fed from the server's own data
// layer, and asked for each public page's body. Without the bundle, or if a render fails, the
// caller sends the plain shell with the head tags, as before server rendering.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../http/error-handler.ts';
import { createQueryLoader, type PageDataSources } from './page-data.ts';

interface RenderResult {
  html: string;
  stateScript: string;
  pages: string[];
}
interface ServerEntry {
  render(request: { url: string; origin: string; loadQuery: (queryKey: readonly unknown[]) => unknown }): Promise<RenderResult>;
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
  /** After #root: the dehydrated query data. */
  afterRoot: string;
  /** For <head>: preloads of the page's chunks and images React asked for. */
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

/** Modulepreload links for the chunks of the rendered pages that index.html does not already load. */
function pagePreloads(manifest: Manifest | undefined, pages: readonly string[]): string {
  if (!manifest) return '';
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
  const files: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const page of pages) visit(page);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

export function createSiteRenderer(siteDir: string, data: PageDataSources, log: Logger) {
  const bundle = `${resolve(siteDir)}-ssr/entry-server.js`;
  const entry = fromFile(bundle, (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerEntry>);
  const manifest = fromFile(resolve(siteDir, '.vite/manifest.json'), (file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  const loadQuery = createQueryLoader(data);

  return {
    /** The page's server-rendered body, or undefined (no bundle, or the render failed: logged). */
    async render(url: string, origin: string): Promise<RenderedPage | undefined> {
      const loading = entry();
      if (!loading) return undefined;
      try {
        const result = await (await loading).render({ url, origin, loadQuery });
        const { body, preloads } = splitHoistables(result.html);
        return { body, afterRoot: result.stateScript, headTags: preloads + pagePreloads(manifest(), result.pages) };
      } catch (error) {
        log(`Server rendering of ${url} failed; sending the page without it`, error);
        return undefined;
      }
    },
    /** Changes with the bundle, for cache invalidation. */
    version: () => mtimeOf(bundle),
  };
}
export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
