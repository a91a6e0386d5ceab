// GET /healthz and structured request logs.
// The health check answers from a real query, fast even when the database is locked, uncached,
// unlogged while healthy and without detail; every answer carries an X-Request-Id that its log
// line (and any error logged for it) repeats; no log line holds a password, cookie, query string
// or body.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, fakeSiteDir, useTestServer, type LogEntry, type TestServer } from '../support/test-server.ts';

let server: TestServer;
useTestServer((started) => (server = started.server), {
  perTest: true,
  withAdmin: false,
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head></head><body></body></html>', 'assets/app.js': 'export {}' }),
});

const requestLines = () => server.logs.filter((entry) => entry.msg === 'request');
const lineFor = (id: string | null) => requestLines().find((entry) => entry.reqId === id);

describe('GET /healthz', () => {
  it('answers 200 with only what a monitor needs, never cached, and is not logged while healthy', async () => {
    const response = await server.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, database: 'ok', disk: 'ok', uptimeSeconds: expect.any(Number) });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect((await fetch(`${server.baseUrl}/healthz`, { method: 'HEAD' })).status).toBe(200);
    expect(requestLines().filter((entry) => entry.path === '/healthz')).toEqual([]);
  });

  it('answers at once while another connection holds a write transaction', async () => {
    const other = new Database(join(server.dataDir, 'jacobs.sqlite'), { fileMustExist: true });
    try {
      other.exec('BEGIN IMMEDIATE');
      other.prepare("INSERT INTO newsletter_subscribers (email, created_at) VALUES ('held@example.com', '2026-01-01T00:00:00.000Z')").run();
      const started = performance.now();
      const response = await server.client().get('/healthz');
      expect(response.status).toBe(200);
      // Not the 5 s busy timeout: a WAL read never waits for the writer.
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('answers 503 when the database is gone, logged as a warning, and the server keeps answering', async () => {
    server.db.close();
    const response = await server.client().get('/healthz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ ok: false, database: 'unreachable', disk: 'ok', uptimeSeconds: expect.any(Number) });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(requestLines().find((entry) => entry.path === '/healthz')).toMatchObject({ status: 503, level: 40 });
    expect((await server.client().get('/healthz')).status).toBe(503);
  });
});

describe('request logs', () => {
  it('gives every kind of answer its own X-Request-Id and one log line with method, path, status and ms', async () => {
    const client = server.client();
    const paths = ['/jacobs', '/assets/app.js', '/api/products', '/api/products', '/api/nothing-here', '/api/admin/messages', '/robots.txt'];
    const ids = new Set<string>();
    for (const path of paths) {
      const response = await client.get(path);
      const id = response.headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
      const line = lineFor(id);
      expect(line, path).toMatchObject({ level: 30, method: 'GET', path, status: response.status, reqId: id });
      expect(line!.ms, path).toEqual(expect.any(Number));
    }
    expect(ids.size).toBe(paths.length);
  });

  it('keeps a well-formed id sent by a proxy in front, and replaces anything else', async () => {
    const client = server.client();
    const kept = await client.get('/api/settings', { headers: { 'X-Request-Id': 'nginx-0f3a9c2d4e5b6a7c' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-0f3a9c2d4e5b6a7c');
    for (const sent of ['short', 'has spaces in it', '"}{"level":60', 'x'.repeat(200)]) {
      const replaced = await client.get('/api/settings', { headers: { 'X-Request-Id': sent } });
      expect(replaced.headers.get('x-request-id'), sent).not.toBe(sent);
    }
  });

  it('never writes a password, cookie, query string or body', async () => {
    const client = server.client();
    await client.post('/api/admin/login', { password: 'wrong-secret-password' });
    await client.post('/api/admin/login', { password: ADMIN_PASSWORD });
    const cookie = client.cookieHeader;
    await client.get('/api/admin/messages?token=query-secret-value');
    await client.post('/api/contact', { name: 'Body Secret', email: 'body@example.com', message: 'a message body secret' });
    await client.request('POST', '/api/contact', undefined, { headers: { 'Content-Type': 'application/json' }, rawBody: '{"broken": "json-body-secret"' });
    const written = JSON.stringify(server.logs);
    for (const secret of ['wrong-secret-password', ADMIN_PASSWORD, cookie.split('=')[1].split(';')[0], 'query-secret-value', 'token=', 'Body Secret', 'json-body-secret']) {
      expect(written.includes(secret), secret).toBe(false);
    }
    expect(requestLines().map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'POST /api/admin/login 401',
      'POST /api/admin/login 200',
      'GET /api/admin/messages 200',
      'POST /api/contact 200',
      'POST /api/contact 400',
    ]);
    for (const entry of server.logs) expect(Object.keys(entry).sort(), entry.msg).toEqual(['level', 'method', 'ms', 'msg', 'path', 'pid', 'reqId', 'status', 'time']);
  });

  it("logs an unexpected error with the request id of the 500 the client got, and nothing of the request's data", async () => {
    const client = server.client();
    await client.post('/api/admin/login', { password: ADMIN_PASSWORD });
    server.db.close();
    const response = await client.get('/api/admin/messages?token=query-secret-value');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Internal server error' });
    const id = response.headers.get('x-request-id');
    const [error] = server.loggedErrors.splice(0) as LogEntry[];
    expect(error).toMatchObject({ level: 50, msg: 'Unhandled error while answering a request', reqId: id, method: 'GET', path: '/api/admin/messages' });
    expect(error.err).toMatchObject({ type: 'TypeError', message: expect.stringContaining('database connection is not open') });
    expect(lineFor(id)).toMatchObject({ status: 500, level: 40 });
    expect(JSON.stringify(server.logs)).not.toContain('query-secret-value');
  });
});
