// npm run test:e2e: the Playwright specs in two shards side by side, each its own `playwright test`
// process with its own servers (E2E_PORT apart) and so its own fresh database. One process runs its
// specs one at a time (they share its server and its data); two that share nothing keep both cores
// busy, which one alone did not (a page load waits on the server, the server on the browser).
// Playwright's shards split the list of spec files of both sizes in two halves of about as many
// tests, so the two end together. Arguments go to both: `npm run test:e2e -- tests/e2e/site`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';

const SHARDS = 2;
const args = process.argv.slice(2);

// Ports of this checkout (its block of 25, as playwright.config.ts picks it): a shard's site server
// is at E2E_PORT and its security one 12 above, so the second shard starts 6 above the first.
const checkoutSlot = createHash('sha256').update(process.cwd()).digest().readUInt32BE(0) % 900;
const basePort = Number(process.env.E2E_PORT ?? 10_000 + checkoutSlot * 25);

const run = (index: number) =>
  new Promise<number>((done) => {
    const shard = `${index + 1}/${SHARDS}`;
    const child = spawn('npx', ['playwright', 'test', `--shard=${shard}`, '--output', `test-results/shard-${index + 1}`, '--pass-with-no-tests', ...args], {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(basePort + index * 6) },
    });
    child.on('exit', (code) => done(code ?? 1));
  });

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, index) => run(index)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
