// Launches `studio:web` (node studio/web/start.ts) as a child process for the Playwright studio
// specs. Each launch has its own random access key, printed in the address start.ts logs
// (http://127.0.0.1:PORT/?token=...): a tab must be opened with it (the page then keeps it in
// sessionStorage and drops it from the address bar). Every Playwright test gets a fresh browser
// context, so open pages with `studio.url` or `studio.address('/admin/...')`, never a bare origin.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../studio/testing/real-server.ts';
import { tempDir } from '../../../studio/testing/studio-harness.ts';

export interface StudioWebProcess {
  /** The address start.ts printed, with the access key: open this. */
  url: string;
  /** http://127.0.0.1:PORT, for requests that are not page loads. */
  origin: string;
  token: string;
  /** The studio at a hash route, e.g. address('/admin/products'), with the access key. */
  address(hashPath?: string): string;
  dataDir: string;
  stop(): Promise<void>;
}

const PRINTED_ADDRESS = /Jacobs Studio \(web\) on (http:\/\/\S+\/\?token=([A-Za-z0-9_-]+))/;

export async function startStudioWeb(port: number, options: { probeMs?: number; dataDir?: string } = {}): Promise<StudioWebProcess> {
  const dataDir = options.dataDir ?? tempDir('jacobs-studio-web-');
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'studio', 'web', 'start.ts'), '--port', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, STUDIO_DATA_DIR: dataDir, STUDIO_PROBE_MS: String(options.probeMs ?? 1000) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const printed = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`studio:web did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = PRINTED_ADDRESS.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`studio:web exited with ${code}:\n${output}`));
    });
  });
  const [, url, token] = printed;
  const origin = new URL(url).origin;
  return {
    url,
    origin,
    token,
    address: (hashPath = '') => `${origin}/?token=${token}${hashPath ? `#${hashPath}` : ''}`,
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
