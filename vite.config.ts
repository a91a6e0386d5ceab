// Builds the public site (and the web admin's lazily loaded chunk) from site/.
// SITE_OUT_DIR lets parallel builds (tests, admin work) use their own output folder.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:3000';

export default defineConfig({
  root: resolve(repoRoot, 'site'),
  plugins: [react()],
  build: {
    outDir: resolve(repoRoot, process.env.SITE_OUT_DIR ?? 'dist/site'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/content': backend,
      '/media': backend,
    },
  },
  preview: { port: 4174 },
});
