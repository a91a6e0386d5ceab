// How an island is marked in the server's HTML (decision 191), shared by the server's render
// (island.tsx), the browser's hydration (hydrate-islands.tsx) and the build, which makes one entry
// per island file (vite.config.ts): a container with the island's name and its own id, and its
// props as JSON beside them.

/** Every island is a file named `<name>.island.tsx` in site/islands/, its component the default export. */
export const ISLAND_FILE = /(?:^|\/)([a-z][a-z0-9-]*)\.island\.tsx$/;

/** The island's name, from its file's path. */
export function islandName(file: string): string {
  const name = ISLAND_FILE.exec(file)?.[1];
  if (!name) throw new Error(`${file} is not an island file (<name>.island.tsx)`);
  return name;
}

/** The query that makes an island file its own browser entry (vite.config.ts's islandEntries). */
export const ISLAND_ENTRY_QUERY = '?island-entry';

/** The container's attributes: which island, this one's id (also React's prefix for its useId), and its props. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', id: 'data-island-id', props: 'data-island-props' } as const;
