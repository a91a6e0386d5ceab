import { defineConfig } from 'vitest/config';

// Unit and integration tests only; Playwright specs (tests/e2e) run under `playwright test`.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts', 'site/**/*.test.ts', 'site/**/*.test.tsx', 'server/**/*.test.ts', 'studio/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'dist/**', 'out/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
