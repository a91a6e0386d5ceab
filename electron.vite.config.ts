// electron-vite: the studio's main process, its sandboxed preload (CommonJS, as sandboxed
// preloads must be) and the renderer, each bundled whole so the packaged app needs no
// node_modules (the repository's dependencies are the server's, not the studio's).
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;

/** `studio:dev` only: React Refresh needs an inline script, which the shipped CSP forbids. */
const devCspForRefresh: Plugin = {
  name: 'studio-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("connect-src 'self'", "connect-src 'self' ws:"),
};

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      externalizeDeps: false,
      rolldownOptions: { input: { index: resolve(root, 'studio/src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'studio/src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'studio/src/renderer'),
    plugins: [react(), devCspForRefresh],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: resolve(root, 'studio/src/renderer/index.html') },
    },
  },
});
