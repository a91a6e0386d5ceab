// Builds, from site/, the public site (site/index.html, the shell of every public page, and one
// browser entry per island on Preact's React layer, decision 191), with `--mode admin` the web admin beside it
// (site/admin.html: a build of its own, so the two share no chunk, decision 201), and with `--ssr`
// the server renderer (site/entry-server.tsx) in `<out>-ssr/`, where the server looks for it
// (server/public-pages/ssr.ts). scripts/build-site.ts runs the three. SITE_OUT_DIR lets parallel
// builds (tests, admin work) use their own folder.
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildOptions, type Plugin } from 'vite';
import { isAdminPath } from './shared/paths.ts';
import { rasterAssets } from './scripts/art/raster-assets.ts';
import { ISLAND_ENTRY_QUERY, islandName } from './shared/islands.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** The server `npm run dev` starts (scripts/dev.ts), on PORT as it reads it. */
const backend = `http://localhost:${process.env.PORT ?? 3000}`;
const outDir = resolve(repoRoot, process.env.SITE_OUT_DIR ?? 'dist/site');

/**
 * Chakra 3.37's style memo keys a style object by its sorted keys but returns the first caller's
 * property order, so the same props in another order get another class name, and the server
 * (document order, one process for every page) and the browser (its own order) disagree at
 * hydration: https://github.com/chakra-ui/chakra-ui/issues/10952, fixed upstream after 3.37.0 by
 * https://github.com/chakra-ui/chakra-ui/pull/10953. This applies the same fix, keeping key order
 * in the memo key, and does nothing once the installed Chakra has it. Remove it with the upgrade to
 * @chakra-ui/react 3.38 (held back today: it needs an @ark-ui/react the registry lacks).
 */
function chakraMemoKeyOrder(): Plugin {
  const sorted = 'const keys = Object.keys(value).sort();';
  return {
    name: 'chakra-memo-key-order',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/.test(id) || !code.includes(sorted)) return null;
      return { code: code.replace(sorted, 'const keys = Object.keys(value);'), map: null };
    },
  };
}

/**
 * The head both shells share (site/head.html: metadata, icon, fonts) in place of their
 * `<!-- site-head -->` line, before Vite reads the HTML, so its font files are bundled as assets.
 * The dev server answers /admin addresses with the admin's shell, as the server does.
 */
function sharedHead(): Plugin {
  const head = () => readFileSync(resolve(repoRoot, 'site/head.html'), 'utf8').replace(/^<!--[\s\S]*?-->\s*/, '');
  return {
    name: 'shared-head',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('<!-- site-head -->', head) },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?', 1)[0] ?? '';
        if (isAdminPath(path) && !/\.[^/]*$/.test(path)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/** Each island file's browser entry (site/islands/<name>.island.tsx?island-entry), by the island's name. */
const islandInputs = (): Record<string, string> =>
  Object.fromEntries(globSync('site/islands/*.island.tsx', { cwd: repoRoot }).map((file) => [islandName(file), `${resolve(repoRoot, file)}${ISLAND_ENTRY_QUERY}`]));

/**
 * What the public build reads for React (decision 191): Preact's React layer, the same API
 * the islands and the components they share are written against. Only in that build: the server
 * renders every island with React, whose markup Preact hydrates; the admin and the dev server keep
 * React.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Each island's browser entry (decision 191): `<island file>?island-entry` is a module that
 * hydrates the island's containers with its component, so an island is one file and nothing else.
 * The public build takes one such entry per island; the server links the entries of the islands a
 * page holds (from the build manifest, or these addresses in development).
 */
function islandEntries(): Plugin {
  const hydrate = resolve(repoRoot, 'site/islands/hydrate-islands.tsx');
  return {
    name: 'island-entries',
    load(id) {
      if (!id.endsWith(ISLAND_ENTRY_QUERY)) return null;
      const file = id.slice(0, -ISLAND_ENTRY_QUERY.length);
      // The Fast Refresh runtime first, in development (the server's shell cannot carry it inline under the CSP); empty in a build.
      return [
        `import '@vitejs/plugin-react/preamble';`,
        `import { hydrateIslands } from ${JSON.stringify(hydrate)};`,
        `import Component from ${JSON.stringify(file)};`,
        `hydrateIslands(${JSON.stringify(islandName(file))}, Component);`,
      ].join('\n');
    },
  };
}

/**
 * In development the public pages are rendered by the server (server/public-pages/dev-site.ts):
 * an edit to a file the browser does not run (a page, the layout) reloads the open page, whose new
 * HTML the server renders from the edited sources. Edits to an island update it in place.
 */
function reloadServerRenderedPages(): Plugin {
  return {
    name: 'reload-server-rendered-pages',
    apply: 'serve',
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'client' || modules.length > 0 || !/[\\/](site|shared)[\\/]/.test(file)) return;
      this.environment.hot.send({ type: 'full-reload' });
    },
  };
}

/**
 * The PNG/JPEG/ICO files made from the SVG art (decision 030): link-preview cards, favicon.ico,
 * the apple-touch icon and the manifest's icons, written into the client build.
 */
function rasterArt(): Plugin {
  return {
    name: 'raster-art',
    apply: 'build',
    async generateBundle() {
      for (const { fileName, data } of await rasterAssets(repoRoot)) this.emitFile({ type: 'asset', fileName, source: data });
    },
  };
}

/** The server renderer: `vite build --ssr` (no value) is what selects it; the entry is named here. */
const serverRendererBuild: BuildOptions = {
  // One file: the server re-imports it under a new query string when it changes, and split chunks
  // would import the entry back under its plain name, a second copy of every module.
  rolldownOptions: { input: resolve(repoRoot, 'site/entry-server.tsx'), output: { codeSplitting: false } },
  outDir: `${outDir}-ssr`,
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
};

/** The public site: index.html (the pages' shell, with its fonts) and each island's entry with its chunks. */
const publicBuild = (): BuildOptions => ({
  rolldownOptions: {
    input: {
      index: resolve(repoRoot, 'site/index.html'),
      ...islandInputs(),
    },
  },
  outDir,
  emptyOutDir: true,
  sourcemap: false,
  // The server links an island's entry and preloads its chunks itself; no browser it serves lacks modulepreload.
  modulePreload: { polyfill: false },
  // .vite/manifest.json: each island's entry file and the chunks it imports, for the server's links.
  manifest: true,
});

/** The web admin (`--mode admin`), after the public build, into its folder: admin.html and its chunks in assets/. */
const adminBuild: BuildOptions = {
  rolldownOptions: { input: resolve(repoRoot, 'site/admin.html') },
  outDir,
  emptyOutDir: false,
  copyPublicDir: false,
  sourcemap: false,
  chunkSizeWarningLimit: 700,
  // The shell preloads its entry's imports; no polyfill: every browser the admin supports has modulepreload.
  modulePreload: { polyfill: false },
};

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: resolve(repoRoot, 'site'),
  plugins: [
    react(),
    chakraMemoKeyOrder(),
    sharedHead(),
    islandEntries(),
    reloadServerRenderedPages(),
    ...(isSsrBuild || mode === 'admin' ? [] : [rasterArt()]),
  ],
  resolve: command === 'build' && !isSsrBuild && mode !== 'admin' ? { alias: PREACT_FOR_REACT } : {},
  // Chakra goes into the server bundle (not loaded from node_modules) so the plugin above applies to it.
  ssr: { noExternal: ['@chakra-ui/react'] },
  build: isSsrBuild ? serverRendererBuild : mode === 'admin' ? adminBuild : publicBuild(),
  server: {
    port: 5173,
    // The public pages are the server's (it renders them from these sources in development), as are
    // its other addresses; this server serves the admin and the islands' modules.
    proxy: Object.fromEntries(['^/$', '/jacobs', '/api', '/content', '/media', '/sitemap.xml', '/robots.txt', '/site.webmanifest'].map((path) => [path, backend])),
  },
  preview: { port: 4174 },
}));
