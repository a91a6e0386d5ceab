// npm run test:e2e: the Playwright specs in two halves side by side, each its own `playwright test`
// process with its own servers (E2E_PORT apart) and so its own fresh database. One process runs its
// specs one at a time (they share its server and its data); two that share nothing keep both cores
// busy, which one alone did not (a page load waits on the server, the server on the browser), and
// a third only made them wait for each other (12.6 min against 13.7, with a test failing on time).
// The halves are made of whole spec files, at both sizes, of about as much time each: the longest
// file first into the lighter half, by the seconds each took in full runs
// (tests/e2e/spec-durations.json, each run's seconds averaged with those kept; a file not there
// counts by its size, at the others' seconds per byte). Split by size alone, the halves took 13.0
// and 10.7 min; Playwright's own --shard splits its list of tests in order, which put every desktop
// test in one half and the phone ones, many of them skipped, in the other.
// `node scripts/e2e.ts --save-durations` runs them all and folds their seconds into the file: do
// so when a half runs a minute longer than the other. With spec files as arguments
// (`npm run test:e2e -- tests/e2e/public/x.spec.ts`), one process runs them.
import { spawn } from 'node:child_process';
import { globSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { e2ePort, SECURITY_PORT_OFFSET } from '../tests/support/e2e-ports.ts';

const SAVE = '--save-durations';
const args = process.argv.slice(2).filter((arg) => arg !== SAVE);
const DURATIONS_FILE = 'tests/e2e/spec-durations.json';
const REPORTERS = '--reporter=list,./tests/e2e/support/durations-reporter.ts';

// A half's site server is at its E2E_PORT and its security one SECURITY_PORT_OFFSET above, so the
// second half starts halfway between the first's two.
const basePort = e2ePort();
const HALF_PORT_STEP = SECURITY_PORT_OFFSET / 2;

const readDurations = (file: string): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

function halves(): string[][] {
  const durations = readDurations(DURATIONS_FILE);
  const files = globSync('tests/e2e/**/*.spec.ts').map((file) => ({ file, size: statSync(file).size }));
  const timed = files.filter(({ file }) => durations[file] !== undefined);
  const secondsPerByte = timed.reduce((sum, { file }) => sum + durations[file], 0) / Math.max(1, timed.reduce((sum, { size }) => sum + size, 0)) || 1;
  const weighed = files
    .map(({ file, size }) => ({ file, weight: durations[file] ?? size * secondsPerByte }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const parts = [{ files: [] as string[], weight: 0 }, { files: [] as string[], weight: 0 }];
  for (const { file, weight } of weighed) {
    const lighter = parts[0].weight <= parts[1].weight ? parts[0] : parts[1];
    lighter.files.push(file);
    lighter.weight += weight;
  }
  return parts.map((part) => part.files.sort());
}

const halfDurations = (index: number) => `test-results/half-${index + 1}-durations.json`;

const run = (files: string[], index: number) =>
  new Promise<number>((done) => {
    const child = spawn('npx', ['playwright', 'test', REPORTERS, '--output', `test-results/half-${index + 1}`, ...files], {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(basePort + index * HALF_PORT_STEP), E2E_DURATIONS_FILE: halfDurations(index) },
    });
    child.on('exit', (code) => done(code ?? 1));
  });

mkdirSync('test-results', { recursive: true });
const parts = args.length > 0 ? [args] : halves();
const codes = await Promise.all(parts.map(run));
if (process.argv.includes(SAVE) && args.length === 0) {
  const measured = Object.assign({}, ...parts.map((_, index) => readDurations(halfDurations(index)))) as Record<string, number>;
  // The mean of this run's seconds and those kept: one run's noise (a spec's time varies by a fifth
  // from run to run) moves the halves half as far.
  const kept = readDurations(DURATIONS_FILE);
  const smoothed = Object.entries(measured).map(([file, seconds]) => [file, kept[file] === undefined ? seconds : Math.round(((kept[file] + seconds) / 2) * 10) / 10] as const);
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(smoothed.sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
  console.log(`Wrote the seconds of ${Object.keys(measured).length} spec files to ${DURATIONS_FILE}`);
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
