// Launches `studio:web` (node studio/web/start.ts) as a child process for the Playwright studio
// specs. Each launch has its own random access key, printed in the address start.ts logs
// (http://127.0.0.1:PORT/?token=...): a tab must be opened with it (the page then keeps it in
// sessionStorage and drops it from the address bar). Every Playwright test gets a fresh browser
// context, so open pages with `studio.url` or `studio.address('/admin/...')`, never a bare origin.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page, type TestType } from '@playwright/test';
import type { ApiClient } from '../../../shared/api-client/api-client.ts';
import type { BridgeApi, BridgeMethod, BridgeResult } from '../../../studio/src/bridge/bridge.ts';
import { STUDIO_TOKEN_HEADER } from '../../../studio/src/bridge/bridge-http.ts';
import { createRealServer, freePort, REPO_ROOT, type RealServer } from '../../../studio/testing/real-server.ts';
import { tempDir, webAdmin } from '../../../studio/testing/studio-harness.ts';

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
  /** Kills the process where it stands (SIGKILL), as a crash or a power button would. */
  kill(): Promise<void>;
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
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** A bridge call made straight to studio:web, as its page would (to look at what it keeps on disk). */
export async function callStudio<M extends BridgeMethod>(studio: StudioWebProcess, method: M, ...args: Parameters<BridgeApi[M]>): Promise<Awaited<ReturnType<BridgeApi[M]>>> {
  const response = await fetch(`${studio.origin}/bridge/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [STUDIO_TOKEN_HEADER]: studio.token },
    body: JSON.stringify({ args }),
  });
  const result = (await response.json()) as BridgeResult<Awaited<ReturnType<BridgeApi[M]>>>;
  if (!result.ok) throw new Error(`${method}: ${result.error.text}`);
  return result.value;
}

export interface StudioSpec {
  server: RealServer;
  studio: StudioWebProcess;
  /** The web admin, another editor on the same server. */
  admin: ApiClient;
}

/**
 * A real server and a studio:web of the spec file's own, started once for it (desktop only: the
 * studio is a desktop app), with a slow probe: the tests take the server down and press Sync now
 * themselves. Before each test the server is running again.
 */
// Any test object: Playwright's own or one extended with fixtures.
export function studioSpec(test: TestType<any, any>, password: string): StudioSpec {
  const spec = {} as StudioSpec;
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The studio is a desktop app');
    spec.server = await createRealServer({ port: await freePort(), password });
    await spec.server.start();
    spec.admin = await webAdmin(spec.server.url, spec.server.password);
    spec.studio = await startStudioWeb(await freePort(), { probeMs: 60_000 });
  });
  test.afterAll(async () => {
    await spec.studio?.stop();
    await spec.server?.stop();
  });
  test.beforeEach(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The studio is a desktop app');
    if (!spec.server.running) await spec.server.start();
  });
  return spec;
}

/** Opens the studio on its dashboard, Online: connecting first, or signing in again, as needed. */
export async function openConnected(page: Page, spec: StudioSpec) {
  await page.goto(spec.studio.url);
  const address = page.getByLabel('Server address');
  const dashboard = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
  const login = page.getByRole('heading', { name: 'Admin Login' });
  // Connecting checks the password (scrypt) and fetches every list: slow on a busy machine.
  await expect(address.or(dashboard).or(login)).toBeVisible({ timeout: 30_000 });
  if (await address.isVisible()) {
    await address.fill(spec.server.url);
    await page.getByLabel('Password').fill(spec.server.password);
    await page.getByRole('button', { name: 'Connect' }).click();
  } else if (await login.isVisible()) {
    await page.getByLabel('Password').fill(spec.server.password);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  }
  await expect(dashboard).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('connection-status')).toHaveText('Online');
}

/** The product editor's Origin field, where the guard specs type their drafts. */
export const productOrigin = (page: Page) => page.getByRole('textbox', { name: 'Origin', exact: true });
export const discardDialog = (page: Page) => page.getByRole('alertdialog').filter({ hasText: 'Discard unsaved changes?' });
export const draftCount = (page: Page) => page.getByTestId('draft-count');

/** From the dashboard to Products by the header's link (so Back has somewhere to go), then the record. */
export async function openProduct(page: Page, product: { name: string }) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(product.name);
}

/** The studio has the product's draft on disk: the status bar counts it, and lists it by name on demand. */
export async function expectDraftListed(page: Page, product: { name: string }) {
  await expect(draftCount(page)).toContainText('unsaved draft');
  await draftCount(page).click();
  await expect(page.getByTestId('draft-records')).toContainText(`Product “${product.name}”`);
  await draftCount(page).click();
}
