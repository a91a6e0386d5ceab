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

// The browser runs every island on Preact's React layer (preact/compat), not React DOM (decision
// 191): the same components, which the server renders with React, for a sixth of the
// script (React DOM alone is 68 KB gzipped, Preact and its React layer about 8). The public build
// resolves React to it (vite.config.ts); the dev server keeps React, which the admin shares.

/** The query that makes an island file its own browser entry (vite.config.ts's islandEntries). */
export const ISLAND_ENTRY_QUERY = '?island-entry';

/** An island's entry, as its address under site/ (the build manifest's key, and the dev server's address without the leading slash). */
export const islandEntry = (name: string): string => `islands/${name}.island.tsx${ISLAND_ENTRY_QUERY}`;

/** The container's attributes: which island, this one's id (also React's prefix for its useId), and its props. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', id: 'data-island-id', props: 'data-island-props' } as const;
