// The real server as a child process (`node server/index.ts`), for the tests that kill it,
// restart it, or copy its database file: what an operator's machine runs, nothing in-process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BACKUP_LOG, FIRST_CHECK_AFTER_MS } from '../../../../server/backup/schedule.ts';
import { prepareDataDir } from '../../../support/test-password.ts';
import { HttpClient } from '../../support/http-client.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
export const PROCESS_ADMIN_PASSWORD = 'hardening-admin-password';
const SESSION_SECRET = 'hardening-session-secret-0123456789abcdef';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

export function tempDataDir(prefix = 'jacobs-hardening-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  client(): HttpClient;
  admin(): Promise<HttpClient>;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>;
  /**
   * Resolves once the server's first automatic backup (FIRST_CHECK_AFTER_MS after its start) has
   * been written or has failed, as its log line says (log lines reach stdout within a second: they
   * are written 4 KB at a time). A test that fills the disk waits for it: a backup cut short by the
   * full disk deletes what it had written, which gives a write the test expects to fail its room.
   */
  firstBackupTried(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** Starts `node server/index.ts` on DATA_DIR (and `env.PORT`, or a free port) and resolves once it answers /api/settings. */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  await prepareDataDir(dataDir, env.ADMIN_PASSWORD ?? PROCESS_ADMIN_PASSWORD);
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      SESSION_SECRET,
      SITE_DIR: join(dataDir, 'no-site'),
      // The durability and backup tests post many forms from one address, many at once; the limits
      // have their own tests (which set them back): forms, connections and requests per client.
      FORMS_PER_CLIENT: '100000',
      FORMS_PER_HOUR: '100000',
      CONNECTIONS_PER_CLIENT: '100000',
      REQUESTS_PER_CLIENT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/settings`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start within 30 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  return {
    baseUrl,
    child,
    output: () => output,
    client: () => new HttpClient(baseUrl),
    async admin() {
      const client = new HttpClient(baseUrl);
      const response = await client.post('/api/admin/login', { password: PROCESS_ADMIN_PASSWORD });
      if (response.status !== 200) throw new Error(`Admin login failed: ${response.status} ${response.text}`);
      return client;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async firstBackupTried() {
      const waitMs = FIRST_CHECK_AFTER_MS + 35_000;
      const deadline = Date.now() + waitMs;
      while (!output.includes(BACKUP_LOG.written) && !output.includes(BACKUP_LOG.failed)) {
        if (Date.now() > deadline) throw new Error(`No automatic backup was tried within ${waitMs / 1000} s:\n${output}`);
        await new Promise((wait) => setTimeout(wait, 100));
      }
    },
  };
}

/** Runs `task` over `items` with at most `limit` in flight; `stop()` returning true ends the run early. */
export async function runPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
