// npm run test:e2e: the Playwright specs in two halves side by side, each its own `playwright test`
// process with its own servers (E2E_PORT apart) and so its own fresh database. One process runs its
// specs one at a time (they share its server and its data); two that share nothing keep both cores
// busy, which one alone did not (a page load waits on the server, the server on the browser).
// The halves are made of whole spec files, at both sizes, of about as much test code each (the
// largest file first into the lighter half): Playwright's own --shard splits its list of tests in
// order, which put every desktop test in one half and the phone ones, many of them skipped, in the
// other. With arguments (`npm run test:e2e -- tests/e2e/site/x.spec.ts`), one process runs them.
import { spawn } from 'node:child_process';
import { e2ePort, SECURITY_PORT_OFFSET } from '../tests/support/e2e-ports.ts';
import { globSync, statSync } from 'node:fs';

const args = process.argv.slice(2);

// A half's site server is at its E2E_PORT and its security one SECURITY_PORT_OFFSET above, so the
// second half starts halfway between the first's two.
const basePort = e2ePort();
const HALF_PORT_STEP = SECURITY_PORT_OFFSET / 2;

function halves(): string[][] {
  const files = globSync('tests/e2e/**/*.spec.ts')
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  const parts = [{ files: [] as string[], size: 0 }, { files: [] as string[], size: 0 }];
  for (const { file, size } of files) {
    const lighter = parts[0].size <= parts[1].size ? parts[0] : parts[1];
    lighter.files.push(file);
    lighter.size += size;
  }
  return parts.map((part) => part.files.sort());
}

const run = (files: string[], index: number) =>
  new Promise<number>((done) => {
    const child = spawn('npx', ['playwright', 'test', '--output', `test-results/half-${index + 1}`, ...files], {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(basePort + index * HALF_PORT_STEP) },
    });
    child.on('exit', (code) => done(code ?? 1));
  });

const codes = await Promise.all(args.length > 0 ? [run(args, 0)] : halves().map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
