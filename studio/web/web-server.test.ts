import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioService, type StudioService } from '../src/main/services/studio-service.ts';
import { memoryStore } from '../src/main/services/key-value-store.ts';
import { BRIDGE_METHODS } from '../src/bridge/bridge.ts';
import { encodeBridgeArgs } from '../src/bridge/bridge-http.ts';
import { tempDir } from '../testing/studio-harness.ts';
import { startStudioWebServer, type StudioWebServer } from './web-server.ts';

const TOKEN = 'a-per-launch-secret-of-plenty-of-characters-0123456789';
let service: StudioService;
let server: StudioWebServer;

beforeAll(async () => {
  const staticDir = tempDir('studio-web-static-');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Jacobs Studio</title>');
  service = createStudioService({ stores: { state: memoryStore(), cache: memoryStore() }, mediaDir: tempDir('studio-web-media-'), openExternal: async () => undefined, probeIntervalMs: 0 });
  server = await startStudioWebServer({ service, staticDir, port: 0, token: TOKEN });
});

afterAll(async () => {
  service.dispose();
  await server.close();
});

const post = (method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/bridge/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Studio-Token': TOKEN, ...headers }, body: JSON.stringify(body) });

/** A raw request, so the Host header can be anything (fetch always sends the real one). */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009e6a0dd1', 'hex');

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

  it('refuses a call without the access key (401) or with a wrong one (403), and changes nothing', async () => {
    const draft = { args: ['blog', 7, { title: 'Written by another process' }, 1] };
    const missing = await fetch(`${server.url}/bridge/saveDraft`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(draft) });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining('access key') });
    expect((await post('saveDraft', draft, { 'X-Studio-Token': `${TOKEN.slice(0, -1)}x` })).status).toBe(403);
    expect((await post('saveDraft', draft, { 'X-Studio-Token': 'short' })).status).toBe(403);
    expect(await (await post('getDraft', { args: ['blog', 7] })).json()).toEqual({ ok: true, value: null });
    expect(await service.listDrafts()).toEqual([]);
  });

  it('refuses other hosts (DNS rebinding), other origins, unknown methods and non-JSON bodies', async () => {
    const port = new URL(server.url).port;
    const body = JSON.stringify({ args: ['blog', 8, { title: 'Rebound' }, 1] });
    expect(await rawPost('/bridge/saveDraft', { Host: `attacker.example:${port}`, 'X-Studio-Token': TOKEN }, body)).toBe(421);
    expect(await rawPost('/bridge/saveDraft', { Host: `127.0.0.1:${port}`, Origin: `http://attacker.example:${port}`, 'X-Studio-Token': TOKEN }, body)).toBe(403);
    expect(await service.listDrafts()).toEqual([]);
    expect((await post('getSyncState', { args: [] }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('constructor', { args: [] })).status).toBe(404);
    const form = await fetch(`${server.url}/bridge/getSyncState`, { method: 'POST', headers: { 'Content-Type': 'text/plain', 'X-Studio-Token': TOKEN }, body: '{}' });
    expect(form.status).toBe(415);
  });

  it('carries image bytes over the bridge and serves the kept image for its preview', async () => {
    const result = (await (await post('mediaUpload', { args: encodeBridgeArgs([new Uint8Array(PNG), 'rug.png', 'image/png']) })).json()) as { ok: true; value: { id: string; url: string } };
    expect(result).toMatchObject({ ok: true, value: { id: expect.stringMatching(/^local-/), url: expect.stringMatching(/^\/studio-media\/local-.*\.png$/), width: 3, height: 2, bytes: PNG.length } });
    const preview = await fetch(`${server.url}${result.value.url}`);
    expect(preview.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${server.url}/studio-media/local-00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    const notImage = await post('mediaUpload', { args: encodeBridgeArgs([new TextEncoder().encode('just text'), 'notes.jpg', 'image/jpeg']) });
    expect(await notImage.json()).toMatchObject({ ok: false, error: { status: 400, body: { error: 'notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image' } } });
    expect(await (await post('mediaList', { args: [] })).json()).toMatchObject({ ok: true, value: [{ id: result.value.id }] });
  });

  it('serves the renderer, falling back to index.html, and never a file outside it', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Jacobs Studio');
    expect(await (await fetch(`${server.url}/admin/dashboard`)).text()).toContain('Jacobs Studio');
    const escape = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect(await escape.text()).not.toContain('"name"');
  });
});
