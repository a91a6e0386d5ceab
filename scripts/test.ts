// npm test: every check, each its own npm script so any one runs alone. The checks that only read
// the sources (types, lint) and the site's build run beside the Vitest projects, their output shown
// as each ends: Vitest leaves a core idle for about a third of its run (files waiting on child
// servers, sockets and mail leases), which they fill (one after the other: 46 s then 238 s; side
// by side 268 s). No Vitest file reads the built site (each builds its own: site-build.ts). The
// end-to-end specs, which keep both cores busy, run after, and only when everything else passed.
// Every Node process it starts keeps V8's compiled code in NODE_COMPILE_CACHE (Node's own, checked
// against each file's contents): the steps start Node hundreds of times on the same modules (each
// real server a test starts, each Vite build, every worker), and compiling them anew each time was
// a fifth of Vitest's CPU (364-409 s -> 290 s, 236 s -> 210 s).
// It prints how long each step took and the total (meant to be at most 16 minutes on 2 cores).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

process.env.NODE_COMPILE_CACHE ??= resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'node-compile-cache');

type Step = 'typecheck' | 'lint' | 'test:unit' | 'build:site' | 'test:e2e';
/** Lanes run side by side; a lane's steps one after another, stopping at the first that fails. */
const PHASES: { lanes: Step[][] }[] = [{ lanes: [['test:unit'], ['typecheck', 'lint', 'build:site']] }, { lanes: [['test:e2e']] }];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const timings: { step: Step; ms: number; ok: boolean }[] = [];
const started = Date.now();

/** Runs `npm run <step>`; its output goes straight through (`live`) or is shown whole once it ends. */
function run(step: Step, live: boolean): Promise<boolean> {
  const stepStarted = Date.now();
  if (live) console.log(`\n▶ npm run ${step}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const ms = Date.now() - stepStarted;
      timings.push({ step, ms, ok });
      if (!live) process.stdout.write(`\n▶ npm run ${step} (beside the tests)\n${Buffer.concat(output).toString()}`);
      console.log(`${ok ? '✔' : '✘'} npm run ${step}: ${seconds(ms)}`);
      resolve(ok);
    });
  });
}

async function lane(steps: Step[], live: boolean): Promise<boolean> {
  for (const step of steps) if (!(await run(step, live))) return false;
  return true;
}

for (const { lanes } of PHASES) {
  const results = await Promise.all(lanes.map((steps, index) => lane(steps, index === 0)));
  if (results.some((ok) => !ok)) {
    report();
    process.exit(1);
  }
}
report();

function report() {
  console.log('\nStep times');
  for (const { step, ms, ok } of timings) console.log(`  ${ok ? '✔' : '✘'} ${step.padEnd(12)} ${seconds(ms).padStart(9)}`);
  console.log(`  total        ${minutes(Date.now() - started)}`);
}
