// Starts a bench server as a child process (by default bench/server.ts, the product) and answers
// its address once it listens: each such script prints {"port":N} on its first line. The product's
// server also answers SIGUSR2 with one line of the young-generation collections it paused for since
// the last ask (`minorGcSince`), which the booking bench prints beside its latencies.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The bench server's admin password (bench/server.ts sets it). It lives here, among what the bench
 * server imports, so that the server loads nothing of the benches that drive it (from admin-load.ts
 * it brought Lighthouse and Playwright along: 23 MB more of live heap than the product's server).
 */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password-0123456789';

/** The server's pauses for minor (young-generation) collections over a stretch of time. */
export interface MinorGc {
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface BenchServer {
  baseUrl: string;
  child: ChildProcess;
  /** The minor collections since the previous call (or the start). */
  minorGcSince(): Promise<MinorGc>;
}

export async function startServer(env: Record<string, string>, script = 'bench/server.ts'): Promise<BenchServer> {
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  return new Promise((resolvePromise, reject) => {
    lines.on('line', (line) => {
      const { port } = JSON.parse(line) as { port?: number };
      if (port === undefined) return waiting.shift()?.(line);
      resolvePromise({
        baseUrl: `http://127.0.0.1:${port}`,
        child,
        minorGcSince: () =>
          new Promise<MinorGc>((answer) => {
            waiting.push((reported) => answer((JSON.parse(reported) as { minorGc: MinorGc }).minorGc));
            child.kill('SIGUSR2');
          }),
      });
    });
    lines.on('close', () => reject(new Error(`${script} exited before listening`)));
  });
}
