// The public site's renderer (site/entry-server.tsx): built by `vite build --ssr` into
// `<SITE_DIR>-ssr/` and loaded when that bundle exists (again when the file changes), or in
// development loaded through Vite (dev-site.ts). Given the answers to the reads the page's route
// declares (page-data.ts), it renders the page once; this module adds, for <head>, the page's styles
// and the entries of the islands it holds (decision 191), which are the only scripts a public page
// loads. Without the bundle the caller sends the shell with the head tags alone.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { islandEntry } from '../../shared/islands.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import type { FormOutcome } from '../../shared/form-outcome.ts';
import type { BuiltInContent, PageAnswers } from '../../shared/public-routes.ts';
import type { ConcurrencyLimit, RunOptions } from '../http/concurrency-limit.ts';
import type { VisualMarks } from '../../shared/visual-edit.ts';

interface RenderResult {
  html: string;
  styles: string;
  islands: string[];
}
export interface ServerEntry {
  /** `visual`: a render for the Pages editor's page view, never a public page's (site/entry-server.tsx). */
  render(request: { match: Pick<RouteMatch, 'name' | 'params'>; pathname: string; query: string; answers: PageAnswers; settings: SiteSettings; builtIn: BuiltInContent; formOutcome?: FormOutcome; visual?: VisualMarks }): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  /** The contents of #root. */
  body: string;
  /** For <head>: the page's styles, and its islands' entries with the chunks they import. */
  headTags: string;
  /** The page's styles alone (the <style> elements of headTags). */
  styles: string;
}

/** Where the renderer and the islands' entries come from: the build, or Vite in development. */
export interface SiteSource {
  /** The renderer, or undefined when it has not been built. */
  entry(): Promise<ServerEntry> | undefined;
  /** The scripts (each island's entry) and module preloads (the chunks they import) of these islands. */
  islandScripts(islands: readonly string[]): { scripts: string[]; preloads: string[] };
  /** Changes whenever what it renders may have changed, for cache invalidation. */
  version(): string | undefined;
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

/** The built site: its renderer bundle and, from the build manifest, the files of each island's entry. */
export function builtSite(siteDir: string): SiteSource {
  const bundle = `${resolve(siteDir)}-ssr/entry-server.js`;
  const entry = fromFile(bundle, (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerEntry>);
  const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const manifest = fromFile(resolve(siteDir, '.vite/manifest.json'), readManifest);
  return {
    entry,
    islandScripts(islands) {
      const chunks = manifest();
      // A renderer without the browser build (a partial build, some tests): the page, without its islands' scripts.
      if (!chunks) return { scripts: [], preloads: [] };
      const scripts: string[] = [];
      const preloads = new Set<string>();
      const visit = (key: string) => {
        const chunk = chunks[key];
        if (!chunk || preloads.has(`/${chunk.file}`)) return;
        preloads.add(`/${chunk.file}`);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const island of islands) {
        const chunk = chunks[islandEntry(island)];
        if (!chunk) throw new Error(`The build has no entry for the ${island} island`);
        scripts.push(`/${chunk.file}`);
        for (const imported of chunk.imports ?? []) visit(imported);
      }
      return { scripts, preloads: [...preloads] };
    },
    version: () => String(mtimeOf(bundle)),
  };
}

/** `renders` bounds the renders and the reads before them (decision 110); without a renderer, nothing waits. */
export function createSiteRenderer(source: SiteSource, renders: ConcurrencyLimit) {
  return {
    /**
     * Runs `work` (a page's reads and render) inside the limit, at `order`'s place in line; rejects
     * with QueueFullError when too many are waiting.
     */
    bounded: <T>(work: () => Promise<T>, order?: RunOptions): Promise<T> => (source.entry() ? renders.run(work, order) : work()),
    /** The page rendered from `request`, or undefined without a renderer (any failure: as thrown). */
    async render(request: Parameters<ServerEntry['render']>[0]): Promise<RenderedPage | undefined> {
      const loading = source.entry();
      if (!loading) return undefined;
      const bundle = await loading;
      const { html, styles, islands } = await bundle.render(request);
      const { scripts, preloads } = source.islandScripts(islands);
      const headTags = [
        styles,
        ...preloads.map((file) => `<link rel="modulepreload" href="${file}">`),
        ...scripts.map((file) => `<script type="module" src="${file}"></script>`),
      ].join('');
      return { body: html, headTags, styles };
    },
    version: () => source.version(),
  };
}
export type SiteRenderer = ReturnType<typeof createSiteRenderer>;

