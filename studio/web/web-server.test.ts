import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioService, type StudioService } from '../src/main/services/studio-service.ts';
import { memoryStore } from '../src/main/services/key-value-store.ts';
import { BRIDGE_METHODS } from '../src/shared/bridge.ts';
import { tempDir } from '../testing/studio-harness.ts';
import { startStudioWebServer, type StudioWebServer } from './web-server.ts';

let service: StudioService;
let server: StudioWebServer;

beforeAll(async () => {
  const staticDir = tempDir('studio-web-static-');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Jacobs Studio</title>');
  service = createStudioService({ stores: { state: memoryStore(), cache: memoryStore() }, openExternal: async () => undefined, probeIntervalMs: 0 });
  server = await startStudioWebServer({ service, staticDir, port: 0 });
});

afterAll(async () => {
  service.dispose();
  await server.close();
});

const post = (method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/bridge/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('studio:web bridge server', () => {
  it('implements every bridge method of the channel map', () => {
    for (const method of BRIDGE_METHODS) expect(typeof service[method]).toBe('function');
  });

  it('answers bridge calls with the service result', async () => {
    const response = await post('getSyncState', { args: [] });
    expect(await response.json()).toMatchObject({ ok: true, value: { pending: 0, online: true, serverUrl: null } });
  });

  it('returns refusals as data the renderer turns back into ApiErrors', async () => {
    const response = await post('connect', { args: ['not a url', 'x'] });
    expect(await response.json()).toMatchObject({ ok: false, error: { status: 400, body: { fields: { serverUrl: expect.any(String) } } } });
    expect(await (await post('list', { args: ['secrets'] })).json()).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('refuses other origins, unknown methods and non-JSON bodies', async () => {
    expect((await post('getSyncState', { args: [] }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('constructor', { args: [] })).status).toBe(404);
    const form = await fetch(`${server.url}/bridge/getSyncState`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
  });

  it('serves the renderer, falling back to index.html, and never a file outside it', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Jacobs Studio');
    expect(await (await fetch(`${server.url}/admin/dashboard`)).text()).toContain('Jacobs Studio');
    const escape = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect(await escape.text()).not.toContain('"name"');
  });
});
