// Loss 6: two studio processes on one data folder (two studio:web, or the Electron window beside
// studio:web) never lose a queued change, see each other's changes, and replay them once.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { createRealServer, REPO_ROOT, type RealServer } from '../../../testing/real-server.ts';
import { openStudio, tempDir, webAdmin } from '../../../testing/studio-harness.ts';
import type { StudioService } from './studio-service.ts';

let server: RealServer;
let admin: ApiClient;
const open: StudioService[] = [];

beforeAll(async () => {
  server = await createRealServer();
  await server.start();
  admin = await webAdmin(server.url, server.password);
});

afterEach(async () => {
  for (const service of open.splice(0)) service.dispose();
  if (!server.running) await server.start();
});

afterAll(async () => {
  await server?.stop();
});

function studio(dir: string) {
  const service = openStudio(dir);
  open.push(service);
  return service;
}

/** studio/testing/studio-process.ts in a process of its own. */
function otherProcess(dir: string, ...args: string[]): Promise<{ pending: number; conflicts: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'studio', 'testing', 'studio-process.ts'), dir, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`studio process exited with ${code}:\n${output}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as { pending: number; conflicts: number });
    });
  });
}

const named = async (prefix: string) => (await admin.products.list()).filter((product) => product.name.startsWith(`${prefix} `));

describe('two studio processes on one data folder', () => {
  it('keeps every change both queue at the same time, and each sees the other’s', async () => {
    const dir = tempDir();
    const service = studio(dir);
    await service.connect(server.url, server.password);
    await service.list('products');
    await server.stop();

    const other = otherProcess(dir, 'create', '15', 'Other Window');
    for (let index = 0; index < 15; index += 1) await service.create('products', { name: `This Window ${index}`, price: 200 + index, collection: 'heritage' });
    await other;

    expect((await service.getSyncState()).pending).toBe(30);
    expect((await studio(dir).getSyncState()).pending).toBe(30);
    const listed = await service.list('products');
    expect(listed.filter((record) => String(record.name).startsWith('Other Window '))).toHaveLength(15);

    await server.start();
    // Both replay at once: each change reaches the server exactly once.
    const [, otherSync] = await Promise.all([service.syncNow(), otherProcess(dir, 'sync')]);
    expect(otherSync.conflicts).toBe(0);
    await service.syncNow();
    expect((await service.getSyncState()).pending).toBe(0);
    expect(await named('This Window')).toHaveLength(15);
    expect(await named('Other Window')).toHaveLength(15);
  });
});
