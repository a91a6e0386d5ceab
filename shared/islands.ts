// What an island is (decision 191), for everything that names one: the site's render
// (site/islands/island.tsx) and hydration (site/islands/hydrate-islands.tsx), the build, which
// makes one browser entry per island file (vite.config.ts), and the server, which links the
// entries of the islands a page holds (server/public-pages/ssr.ts, dev-site.ts).

/** Every island is a file named `<name>.island.tsx` in site/islands/, its component the default export. */
const ISLAND_FILE = /(?:^|[\\/])([a-z][a-z0-9-]*)\.island\.tsx$/;

/** The island's name, from its file's path. */
export function islandName(file: string): string {
  const name = ISLAND_FILE.exec(file)?.[1];
  if (!name) throw new Error(`${file} is not an island file (<name>.island.tsx)`);
  return name;
}

/**
 * Islands built with Preact's React layer (preact/compat) instead of React DOM, in a build of their
 * own (vite.config.ts, decision 215): Rug Fit's page must ship at most 60 KB of gzipped
 * JavaScript, and React DOM alone is 68. Their build manifest is LEAN_ISLANDS_MANIFEST.
 */
export const LEAN_ISLANDS: readonly string[] = ['rug-fit'];
export const LEAN_ISLANDS_MANIFEST = '.vite/manifest-lean-islands.json';

/** The query that makes an island file its own browser entry (vite.config.ts's islandEntries). */
export const ISLAND_ENTRY_QUERY = '?island-entry';

/** An island's entry, as its address under site/ (the build manifest's key, and the dev server's address without the leading slash). */
export const islandEntry = (name: string): string => `islands/${name}.island.tsx${ISLAND_ENTRY_QUERY}`;

/** The container's attributes: which island, this one's id (also React's prefix for its useId), and its props. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', id: 'data-island-id', props: 'data-island-props' } as const;
