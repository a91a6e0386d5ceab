import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit and integration tests only; Playwright specs (tests/e2e) run under `playwright test`.
const TESTS = ['shared/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts', 'site/**/*.test.ts', 'site/**/*.test.tsx', 'server/**/*.test.ts', 'studio/**/*.test.ts', 'tests/integration/**/*.test.ts'];
const EXCLUDED = ['node_modules/**', 'tests/e2e/**', 'dist/**', 'out/**'];

/**
 * The calls that start the real server as a child process (`node server/index.ts`: the hardening
 * tests' helper, the studio's real server and its suite). A test file making one is slow (seconds
 * per server start, real sockets, real timeouts) and runs in the `server-process` project;
 * everything else is `fast` (`npm run test:fast`). Read from the files, so a new process test
 * joins its group without a list to keep.
 */
const STARTS_SERVER_PROCESS = /\b(?:startServerProcess|createRealServer|studioSuite)\(/;

const serverProcessTests = globSync(TESTS, { exclude: EXCLUDED }).filter((file) => STARTS_SERVER_PROCESS.test(readFileSync(file, 'utf8')));
const SERVER_PROCESS = 'server-process';

/**
 * The server-process files start first, the rest after them in Vitest's own order. Much of their
 * time is waiting (a lease to run out, a timeout to fire, a child process to start), which the
 * other files' work fills; run last, as Vitest orders projects by name, they left the machine idle
 * for the final 20-40 s of the run (a fresh clone has no timings to order by).
 */
class ServerProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const starts = (spec: TestSpecification) => spec.project.name === SERVER_PROCESS;
    return [...sorted.filter(starts), ...sorted.filter((spec) => !starts(spec))];
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one at a time on a 2-core machine. Most
    // files wait on sockets, child servers and timers rather than compute, so three at a time keep
    // both cores busy (figures: docs/decisions/254-tests-side-by-side.md).
    maxWorkers: 3,
    // A worker keeps the modules it has loaded from one file to the next instead of loading the
    // app's whole graph again for each (fast group: 177 s and 318 s of CPU isolated, 129 s and 224 s
    // not). Support modules therefore clean up through tests/support/file-end.ts, not top-level hooks.
    isolate: false,
    setupFiles: ['tests/support/vitest-setup.ts'],
    globalSetup: ['tests/integration/support/base-database.ts'],
    sequence: { sequencer: ServerProcessesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'fast', include: TESTS, exclude: [...EXCLUDED, ...serverProcessTests] } },
      { extends: true, test: { name: SERVER_PROCESS, include: serverProcessTests, exclude: EXCLUDED } },
    ],
  },
});
