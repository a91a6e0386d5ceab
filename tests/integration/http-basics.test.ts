import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
useTestServer((started) => (server = started.server), { withAdmin: false });

describe('HTTP basics', () => {
  it('answers unknown /api paths with JSON 404, never the site page', async () => {
    for (const path of ['/api/nope', '/api/products/1/extra', '/api']) {
      const response = await server.client().get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: 'Not found' });
    }
  });

  it('answers an unknown admin path 401 without a session and 404 with one', async () => {
    expect((await server.client().get('/api/admin/nope')).status).toBe(401);
    const admin = await server.admin();
    const response = await admin.get('/api/admin/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found' });
  });

  it('sets the security headers on every answer, errors included', async () => {
    for (const path of ['/api/settings', '/api/nope', '/jacobs', '/']) {
      const { headers } = await server.client().get(path);
      // helmet writes the directives without a space after each ";" (decision 112); the policy is the same.
      // Scripts from this site only, the public pages' Speculation Rules (decision 191), the shop's apply-on-change script and the booking pages' local times by their hashes.
      expect(headers.get('content-security-policy')?.split(/;\s*/), path).toEqual([
        "default-src 'self'",
        expect.stringMatching(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}='){3}$/),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('isolates the admin from windows that open it, and not the public pages', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/no-such-screen']) {
      expect((await server.client().get(path)).headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    // The shop twice: its second answer comes from the public cache, which writes its own headers.
    for (const path of ['/jacobs', '/jacobs/shop', '/jacobs/shop', '/jacobs/no-such-page', '/api/settings']) {
      expect((await server.client().get(path)).headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('redirects / to /jacobs', async () => {
    const response = await server.client().get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/jacobs');
  });

  it('answers malformed JSON with 400 naming the body', async () => {
    const response = await server.client().post('/api/contact', undefined, {
      rawBody: '{"name": "Ann",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Invalid request', fields: { body: 'Must be valid JSON' } });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await server.client().post('/api/contact', { name: 'A', email: 'a@b.co', message: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body is too large' });
    expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get()).toBe(0);
  });

  it('answers a body that is not an object with 400 naming the body', async () => {
    const response = await server.client().post('/api/newsletter', ['a@b.co']);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['body']);
  });

  describe('cross-site requests', () => {
    const message = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };

    it('refuses a state-changing request from another origin with 403', async () => {
      const response = await server.client().post('/api/contact', message, { headers: { Origin: 'https://evil.example' } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'Cross-site request refused' });
    });

    it('refuses Sec-Fetch-Site: cross-site and a null origin', async () => {
      for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }] as Record<string, string>[]) {
        const response = await server.client().post('/api/contact', message, { headers });
        expect(response.status).toBe(403);
      }
      const login = await server.client().post('/api/admin/login', { password: 'x' }, { headers: { Origin: 'https://evil.example' } });
      expect(login.status).toBe(403);
      expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get()).toBe(0);
    });

    it('allows same-origin and Origin-less requests, and cross-site reads', async () => {
      const host = new URL(server.baseUrl).host;
      expect((await server.client().post('/api/contact', message, { headers: { Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
      expect((await server.client().post('/api/contact', message)).status).toBe(200);
      expect((await server.client().get('/api/products', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    });
  });

  it('compresses large answers', async () => {
    const response = await fetch(`${server.baseUrl}/api/products`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
