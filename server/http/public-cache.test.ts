// A kept entry is answered before Express (`hitFor`, through cacheHitsFirst), and whatever a hit
// could answer differently is left to the chain (see tests/integration/public-cache-hits.test.ts
// for the whole app).
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheHitsFirst } from './cache-hits-first.ts';
import { createLogger } from './logger.ts';
import { createPublicCache } from './public-cache.ts';
import { createRequestLog } from './request-log.ts';
import { createSecurityHeaders } from './security-headers.ts';

const LARGE = JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ index, name: `Rug ${index}` })));
let server: Server;
let baseUrl: string;
let reachedChain: string[] = [];
let checks = 0;
let stale = false;
const cache = createPublicCache();

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    reachedChain.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  app.get('/checked', cache.middleware({ check: () => ((checks += 1), stale && ((stale = false), cache.invalidate())) }), (_req, res) => {
    res.json({ checked: true });
  });
  app.use(cache.middleware());
  app.get('/large', (_req, res) => {
    res.type('application/json').send(LARGE);
  });
  app.get('/small', (_req, res) => {
    res.json({ small: true });
  });
  app.get(['/api/admin/x', '/API/ADMIN/x'], (_req, res) => {
    res.json({ admin: true });
  });
  const requestLog = createRequestLog(createLogger({ destination: { write: () => undefined } }));
  server = createServer(cacheHitsFirst(app, { cache, requestLog, securityHeaders: createSecurityHeaders({ publicUrl: 'https://rugs.example' }) })).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  cache.invalidate();
  reachedChain = [];
  checks = 0;
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    // An absolute URL is sent as the request target itself (absolute form).
    const target = path.startsWith('http') ? { path } : {};
    const req = request(`${baseUrl}${path.startsWith('http') ? '' : path}`, { method, headers, ...target }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('public cache hits before the chain', () => {
  it('answers a kept entry without the rest of the chain, GET and HEAD', async () => {
    await get('/large', { 'Accept-Encoding': 'gzip' });
    const hit = await get('/large', { 'Accept-Encoding': 'gzip' });
    const head = await get('/large', { 'Accept-Encoding': 'identity' }, 'HEAD');
    const small = [await get('/small', { 'Accept-Encoding': 'deflate' }), await get('/small', { 'Accept-Encoding': 'deflate' })];
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(head.status).toBe(200);
    expect(small[1].headers.etag).toBe(small[0].headers.etag);
    expect(reachedChain).toEqual(['GET /large', 'GET /small']);
  });

  it('leaves to the chain what the compression middleware would still encode: a large answer in identity to a client naming other encodings', async () => {
    await get('/large');
    await get('/large', { 'Accept-Encoding': 'deflate' });
    await get('/large', { 'Accept-Encoding': 'identity' });
    await get('/large');
    expect(reachedChain).toEqual(['GET /large', 'GET /large', 'GET /large']);
  });

  it('leaves to the chain a GET with a body and any admin path, whatever the letter case or URL form', async () => {
    await get('/small');
    await get('/small', { 'Content-Type': 'application/json', 'Content-Length': '2' }, 'GET', '{}');
    await get('/API/ADMIN/x');
    await get('/API/ADMIN/x');
    await get('/api/admin/x');
    await get(`${baseUrl}/api/admin/x`);
    await get(`${baseUrl}/api/admin/x`);
    expect(reachedChain).toEqual([
      'GET /small',
      'GET /small',
      'GET /API/ADMIN/x',
      'GET /API/ADMIN/x',
      'GET /api/admin/x',
      `GET ${baseUrl}/api/admin/x`,
      `GET ${baseUrl}/api/admin/x`,
    ]);
  });

  it("runs an entry's check before each hit; an entry it empties is answered by the chain", async () => {
    await get('/checked');
    await get('/checked');
    expect(checks).toBe(2);
    stale = true;
    await get('/checked');
    expect(reachedChain).toEqual(['GET /checked', 'GET /checked']);
  });

  it('keeps an invalidated answer as its last good one: never a hit, but there for the page routes; a clear drops it', async () => {
    await get('/small');
    cache.invalidate();
    reachedChain = [];
    await get('/small');
    expect(reachedChain).toEqual(['GET /small']);
    const request = { method: 'GET', originalUrl: '/small', headers: {} } as Parameters<typeof cache.lastGood>[0];
    cache.invalidate();
    expect(cache.lastGood(request)).toBeDefined();
    cache.clear();
    expect(cache.lastGood(request)).toBeUndefined();
  });
});
