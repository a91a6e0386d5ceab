// Loss 6: two studio processes on one data folder (two studio:web, or the Electron window beside
// studio:web) never lose a queued change, see each other's changes, and replay them once.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../testing/real-server.ts';
import { tempDir } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { studio } = suite;

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

const named = async (prefix: string) => (await suite.admin.products.list()).filter((product) => product.name.startsWith(`${prefix} `));

describe('two studio processes on one data folder', () => {
  it('keeps every change both queue at the same time, and each sees the other’s', async () => {
    const dir = tempDir();
    const service = studio(dir);
    await service.connect(suite.server.url, suite.server.password);
    await service.list('products');
    await suite.server.stop();

    const other = otherProcess(dir, 'create', '15', 'Other Window');
    for (let index = 0; index < 15; index += 1) await service.create('products', { name: `This Window ${index}`, price: 200 + index, collection: 'heritage' });
    await other;

    expect((await service.getSyncState()).pending).toBe(30);
    expect((await studio(dir).getSyncState()).pending).toBe(30);
    const listed = await service.list('products');
    expect(listed.filter((record) => String(record.name).startsWith('Other Window '))).toHaveLength(15);

    await suite.server.start();
    // Both replay at once: each change reaches the server exactly once.
    const [, otherSync] = await Promise.all([service.syncNow(), otherProcess(dir, 'sync')]);
    expect(otherSync.conflicts).toBe(0);
    await service.syncNow();
    expect((await service.getSyncState()).pending).toBe(0);
    expect(await named('This Window')).toHaveLength(15);
    expect(await named('Other Window')).toHaveLength(15);
  });
});
