// Issue 25, loss 3, on the server's side: `npm run restore` never lets an id or a version come back
// (decision 181), even when the database it replaces is too damaged to read, because the server
// keeps the numbers it issued ahead in DATA_DIR/issued-numbers.json; a page first saved after a
// restore starts above its old versions; revisions move with their records; and every admin answer
// names the data's generation, which only a restore changes. The real scripts and the real server
// process, as an operator runs them.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_GENERATION_HEADER } from '../../../shared/contract/data-generation.ts';
import { REPO_ROOT, startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-restore-numbers-');
const out = tempDataDir('jacobs-restore-numbers-out-');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  data.remove();
  out.remove();
});

function runScript(script: 'backup' | 'restore', args: string[]) {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, `scripts/${script}.ts`), ...args], { cwd: out.dir, env: { ...process.env, DATA_DIR: data.dir }, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(data.dir);
  running.push(server);
  return server;
}

const live = () => join(data.dir, 'jacobs.sqlite');
const product = (name: string) => ({ name, price: 120, collection: 'heritage' });

describe('numbers across a restore', () => {
  it('never gives an id or a version again, even when the database it replaces cannot be read', async () => {
    const server = await start();
    const admin = await server.admin();
    const generation = (await admin.get('/api/admin/status')).headers.get(DATA_GENERATION_HEADER);
    expect(generation).toMatch(/^[0-9a-f]{32}$/);
    const kept = (await admin.post('/api/admin/products', product('Kept Rug'), { headers: { 'Idempotency-Key': 'kept-rug' } })).body;
    const backupFile = join(out.dir, 'before.sqlite');
    const backup = runScript('backup', [backupFile]);
    expect(backup.code, backup.output).toBe(0);

    // After the backup: an id handed out and deleted, and versions 2 to 4 of the kept rug.
    const later = (await admin.post('/api/admin/products', product('Later Rug'), { headers: { 'Idempotency-Key': 'later-rug' } })).body;
    expect((await admin.delete(`/api/admin/products/${later.id}`)).status).toBe(200);
    let seen = kept;
    for (const origin of ['Two', 'Three', 'Four']) seen = (await admin.put(`/api/admin/products/${kept.id}`, { ...product('Kept Rug'), origin, version: seen.version })).body;
    expect(seen.version).toBe(4);
    await server.stop();
    const ceilings = JSON.parse(readFileSync(join(data.dir, 'issued-numbers.json'), 'utf8')).ceilings;
    expect(ceilings['products.id']).toBeGreaterThan(later.id);
    expect(ceilings['products.version']).toBeGreaterThan(4);
    expect(statSync(join(data.dir, 'issued-numbers.json')).mode & 0o777).toBe(0o600);

    // The live database is damaged past reading: only the file beside it remembers.
    const bytes = readFileSync(live());
    bytes.fill(0x5a, 0, 100);
    writeFileSync(live(), bytes);
    const restored = runScript('restore', [backupFile]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('The replaced database could not be read');

    const again = await start();
    const web = await again.admin();
    const status = await web.get('/api/admin/status');
    expect(status.headers.get(DATA_GENERATION_HEADER)).not.toBe(generation);
    const back = (await web.get(`/api/admin/products/${kept.id}`)).body;
    expect(back).toMatchObject({ name: 'Kept Rug', origin: null });
    expect(back.version).toBeGreaterThan(4);
    // A tab that saw version 4 before the restore: a conflict, not a blind write.
    const stale = await web.put(`/api/admin/products/${kept.id}`, { ...product('Kept Rug'), origin: 'Stale tab', version: 4 });
    expect(stale.status).toBe(409);
    const next = (await web.post('/api/admin/products', product('After The Restore'), { headers: { 'Idempotency-Key': 'after-restore' } })).body;
    expect(next.id).toBeGreaterThan(later.id);
    // A restart is no restore: the generation stays.
    await again.stop();
    const restarted = await start();
    expect((await restarted.client().get('/api/admin/status')).headers.get(DATA_GENERATION_HEADER)).toBe(status.headers.get(DATA_GENERATION_HEADER));
    await restarted.stop();
  });

  it('starts a page first saved after the restore above every version it had, and moves revisions with their records', async () => {
    // A backup without the About page's row (still on its built-in copy then).
    const db = new Database(live());
    db.prepare("DELETE FROM page_content WHERE page_slug = 'about'").run();
    db.close();
    const server = await start();
    const admin = await server.admin();
    const backupFile = join(out.dir, 'without-about.sqlite');
    const backup = runScript('backup', [backupFile]);
    expect(backup.code, backup.output).toBe(0);
    const about = (await admin.get('/api/admin/pages/about')).body;
    expect(about.version).toBe(0);
    const first = (await admin.put('/api/admin/pages/about', { ...about, seoTitle: 'First', version: 0 })).body;
    const second = (await admin.put('/api/admin/pages/about', { ...first, seoTitle: 'Second', version: first.version })).body;
    const settings = (await admin.get('/api/admin/settings')).body;
    const savedSettings = (await admin.put('/api/admin/settings', { ...settings, tagline: 'After the backup' })).body;
    await server.stop();
    expect(runScript('restore', [backupFile]).code).toBe(0);

    const again = await start();
    const web = await again.admin();
    expect((await web.get('/api/admin/pages/about')).body.version).toBe(0);
    // Someone saves the About page for the first time since the restore...
    const fresh = (await web.put('/api/admin/pages/about', { ...about, seoTitle: 'After the restore', version: 0 })).body;
    expect(fresh.version).toBeGreaterThan(second.version);
    // ...and the tab that saw version 2 before the restore gets a conflict.
    expect((await web.put('/api/admin/pages/about', { ...second, seoTitle: 'Stale', version: second.version })).status).toBe(409);
    // The settings' history moved with them: every revision older than the record, none repeated from before.
    const current = (await web.get('/api/admin/settings')).body;
    expect(current.version).toBeGreaterThan(savedSettings.version);
    const revisions = (await web.get('/api/admin/settings/revisions')).body as { version: number }[];
    for (const revision of revisions) expect(revision.version).toBeLessThan(current.version);
    await again.stop();
  });
});
