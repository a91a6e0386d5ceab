// Runs the real server (`node server/index.ts`) as a child process on a data directory that
// survives stop/start, so tests can take the studio offline and back, restart the server with a
// new session secret to expire every session, hang it (SIGSTOP) as a stuck server would, or back
// it up and restore it with the project's own scripts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterThisFile } from '../../tests/support/file-end.ts';
import { prepareDataDir } from '../../tests/support/test-password.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export interface RealServerOptions {
  password?: string;
  port?: number;
  dataDir?: string;
  sessionSecret?: string;
}

export interface RealServer {
  url: string;
  port: number;
  dataDir: string;
  password: string;
  start(options?: { sessionSecret?: string }): Promise<void>;
  stop(): Promise<void>;
  /** Stops the process where it stands (SIGSTOP): it keeps its port and answers nothing. */
  hang(): void;
  /** Lets a hung process go on (SIGCONT). */
  resume(): void;
  /** Runs `npm run <script> -- ...args` (backup, restore) against this server's DATA_DIR. */
  script(name: 'backup' | 'restore', ...args: string[]): { code: number | null; output: string };
  readonly running: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function createRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'jacobs-studio-server-'));
  const password = options.password ?? 'studio-test-password';
  let sessionSecret = options.sessionSecret ?? 'studio-test-session-secret-0123456789abcdef';
  let child: ChildProcess | null = null;
  let output = '';
  const url = `http://127.0.0.1:${port}`;

  async function waitUntilUp() {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`Server exited early:\n${output}`);
      try {
        const response = await fetch(`${url}/api/admin/status`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`Server did not start on ${url}:\n${output}`);
  }

  const server: RealServer = {
    url,
    port,
    dataDir,
    password,
    get running() {
      return child !== null;
    },
    async start(startOptions = {}) {
      if (child) return;
      if (startOptions.sessionSecret) sessionSecret = startOptions.sessionSecret;
      output = '';
      await prepareDataDir(dataDir, password);
      child = spawn(process.execPath, [join(REPO_ROOT, 'server', 'index.ts')], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: password, SESSION_SECRET: sessionSecret, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitUntilUp();
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      if (running.exitCode !== null) return;
      running.kill('SIGCONT');
      await new Promise<void>((done) => {
        running.once('exit', () => done());
        running.kill('SIGTERM');
        setTimeout(() => running.kill('SIGKILL'), 5000).unref();
      });
    },
    hang() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    script(name, ...args) {
      const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', `${name}.ts`), ...args], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
      return { code: result.status, output: result.stdout + result.stderr };
    },
  };
  // Stopped and, when its folder is its own, removed once a Vitest file ends (tests/support/file-end.ts).
  afterThisFile(async () => {
    await server.stop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}
