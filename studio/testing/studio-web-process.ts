// Runs `node studio/web/start.ts` as a child process for the Playwright specs.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './real-server.ts';
import { tempDir } from './studio-harness.ts';

export interface StudioWebProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startStudioWeb(port: number, options: { probeMs?: number; dataDir?: string } = {}): Promise<StudioWebProcess> {
  const dataDir = options.dataDir ?? tempDir('jacobs-studio-web-');
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'studio', 'web', 'start.ts'), '--port', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, STUDIO_DATA_DIR: dataDir, STUDIO_PROBE_MS: String(options.probeMs ?? 1000) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`studio:web did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Jacobs Studio (web) on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`studio:web exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
