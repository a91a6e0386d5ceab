// Starts a bench server as a child process (by default bench/server.ts, the product) and answers
// its address once it listens: each such script prints {"port":N} on its first line.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '..');

export async function startServer(env: Record<string, string>, script = 'bench/server.ts'): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return { baseUrl: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`${script} exited before listening`);
}
