// The server's log lines are written 4 KB at a time (decision 176): none may be lost because
// it was still waiting, neither when the process exits nor when the server is quiet.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const LOGGER = resolve(import.meta.dirname, 'logger.ts');
let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Runs `body` in a Node process of its own with `logger` writing to a file; answers the file and what the process printed. */
function runWithLogger(body: string): { file: string; stdout: string } {
  folder = mkdtempSync(join(tmpdir(), 'jacobs-log-'));
  const file = join(folder, 'server.log');
  const script = `
    import { openSync, readFileSync } from 'node:fs';
    const { bufferedDestination, createLogger } = await import(${JSON.stringify(LOGGER)});
    const file = ${JSON.stringify(file)};
    // A descriptor, as stdout is (a path would be opened later, asynchronously).
    const logger = createLogger({ destination: bufferedDestination(openSync(file, 'w')) });
    ${body}
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
  expect(result.status, result.stderr).toBe(0);
  return { file, stdout: result.stdout };
}

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string });

describe('the buffered log', () => {
  it('writes the lines still waiting when the process exits (the shutdown after SIGTERM ends in process.exit)', () => {
    const { file } = runWithLogger(`
      for (let i = 0; i < 3; i += 1) logger.info({ reqId: 'r' + i }, 'request');
      logger.info('last words');
      process.exit(0);
    `);
    expect(linesOf(file).map((line) => line.msg)).toEqual(['request', 'request', 'request', 'last words']);
  });

  it('writes the lines still waiting when the process ends by itself', () => {
    const { file } = runWithLogger(`logger.info('the only line');`);
    expect(linesOf(file).map((line) => line.msg)).toEqual(['the only line']);
  });

  it('writes a waiting line within a second while the server is quiet', () => {
    const { stdout } = runWithLogger(`
      logger.info('one quiet line');
      await new Promise((wait) => setTimeout(wait, 1_500));
      console.log(readFileSync(file, 'utf8').includes('one quiet line') ? 'written' : 'still waiting');
      process.exit(0);
    `);
    expect(stdout.trim()).toBe('written');
  });

  it('keeps thousands of lines whole and in order', () => {
    const { file } = runWithLogger(`
      for (let i = 0; i < 5000; i += 1) logger.info({ reqId: 'r' + i, method: 'GET', path: '/api/products', status: 200, ms: 0.1 }, 'request');
      process.exit(0);
    `);
    const lines = linesOf(file) as unknown as { reqId: string }[];
    expect(lines).toHaveLength(5000);
    expect(lines.map((line) => line.reqId)).toEqual(Array.from({ length: 5000 }, (_, i) => `r${i}`));
  });
});
