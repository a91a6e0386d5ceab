// npm test: the checks in order (types, lint, the Vitest projects, the site's build, the end-to-end
// specs), each as its own npm script so any one runs alone, stopping at the first that fails. It
// prints how long each step took and the total, so a slow step shows where the time went (the
// whole run is meant to take at most 15 minutes on a 2-core machine).
import { spawnSync } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'test:unit', 'build:site', 'test:e2e'] as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const timings: { step: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
for (const step of STEPS) {
  const stepStarted = Date.now();
  console.log(`\n▶ npm run ${step}`);
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const ok = status === 0;
  timings.push({ step, ms: Date.now() - stepStarted, ok });
  console.log(`${ok ? '✔' : '✘'} npm run ${step}: ${seconds(Date.now() - stepStarted)}`);
  if (!ok) {
    report();
    process.exit(status ?? 1);
  }
}
report();

function report() {
  console.log('\nStep times');
  for (const { step, ms, ok } of timings) console.log(`  ${ok ? '✔' : '✘'} ${step.padEnd(12)} ${seconds(ms).padStart(9)}`);
  console.log(`  total        ${minutes(Date.now() - started)}`);
}
