// What may import what (docs/architecture.md#what-may-import-what), stated once.
// scripts/lint/check-zones.ts applies them to every source file (`npm run lint`); decision 138.
// Paths are folders relative to the repository root; a file belongs to every zone whose folder
// holds it, and must keep the rules of each.

export interface Zone {
  /** Folders whose files the zone holds. */
  files: readonly string[];
  /** The rule in words, printed with each violation. */
  rule: string;
  /** Project folders its files must not import. */
  forbidFolders?: readonly string[];
  /** When set, the only project folders its files may import. */
  onlyFolders?: readonly string[];
  /** Packages its files must not import; `node:` stands for every Node built-in module. */
  forbidPackages?: readonly string[];
  /** When set, the only packages its files may import. */
  onlyPackages?: readonly string[];
  /** Globals its files must not use: `fetch` (called or read), `window.studio` (read). */
  forbidGlobals?: readonly string[];
}

/** The folders of the product's three apps and its tooling, none of which `shared/` may import. */
const APP_FOLDERS = ['server', 'site', 'studio', 'tests', 'bench', 'scripts'];

/** Free to import anything: tests (a folder of their own, or `*.test.ts` beside the code), benchmarks, tooling. */
export const UNZONED = {
  folders: ['tests', 'bench', 'scripts', 'studio/testing'],
  testFile: /\.test\.tsx?$/,
} as const;

export const ZONES: readonly Zone[] = [
  {
    files: ['shared'],
    rule: 'shared/ imports no app folder, no Node module and no Electron',
    forbidFolders: APP_FOLDERS,
    forbidPackages: ['node:', 'electron'],
  },
  {
    files: ['shared/contract', 'shared/domain'],
    rule: 'shared/contract and shared/domain import only zod, the colour libraries of Rug Fit and each other',
    onlyFolders: ['shared/contract', 'shared/domain'],
    // Rug Fit's palette extraction and ranking run alike in the browser and on the server
    // (decision 210): colour science from culori, the extraction's first pass from colorthief,
    // both pure on numbers and pixel arrays, neither touching the DOM or Node.
    onlyPackages: ['zod', 'culori', 'colorthief'],
  },
  {
    files: ['shared/admin'],
    rule: 'shared/admin talks to the server only through the injected ApiClient: no fetch, no window.studio',
    forbidGlobals: ['fetch', 'window.studio'],
  },
  {
    files: ['server'],
    rule: 'the server imports neither the site nor the studio, and no Electron',
    forbidFolders: ['site', 'studio'],
    forbidPackages: ['electron'],
  },
  {
    files: ['server/db'],
    rule: 'server/db is the database layer (the connection and the SQL of record tables): it imports nothing above it; record types reach it through their definitions in shared/contract',
    onlyFolders: ['server/db', 'server/private-files.ts', 'shared'],
  },
  {
    files: ['server/http'],
    rule: 'server/http is the plumbing every resource uses: it imports no resource folder (what it needs is passed in)',
    onlyFolders: ['server/http', 'server/db', 'shared'],
  },
  {
    files: ['site'],
    rule: 'the site imports neither the server nor the studio, and no Node module or Electron (it runs in the browser)',
    forbidFolders: ['server', 'studio'],
    forbidPackages: ['node:', 'electron'],
  },
  {
    files: ['studio'],
    rule: 'the studio imports neither the server nor the site (it talks to the server over HTTP)',
    forbidFolders: ['server', 'site'],
  },
  {
    files: ['studio/src/renderer', 'studio/src/bridge'],
    rule: 'the studio renderer (and the bridge types it shares) imports no Electron and no Node module',
    forbidPackages: ['node:', 'electron'],
  },
  {
    files: ['studio/src/preload'],
    rule: 'the sandboxed preload imports only Electron\'s renderer modules, no Node module',
    forbidPackages: ['node:'],
  },
  {
    files: ['studio/web'],
    rule: 'the studio web harness is a Node server without Electron',
    forbidPackages: ['electron'],
  },
];
