// What a support module cleans up when the test file that used it ends. Vitest runs test files
// without isolation (vitest.config.ts), so a module is evaluated once per worker, not once per file:
// a hook registered at a support module's top level would run after the first file only. Support
// modules hand their cleanups here instead, and the setup file, run before every test file, runs
// them after each one, last registered first (a server closes before its folder is removed).
const cleanups: (() => unknown)[] = [];

export function afterThisFile(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

export async function runFileEnd(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup !== undefined; cleanup = cleanups.pop()) await cleanup();
}
