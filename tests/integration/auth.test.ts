import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { fillPath } from '../../shared/contract/public-endpoints.ts';
import { movableClock } from './support/clock.ts';
import { ADMIN_PASSWORD, useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const clock = movableClock();
// 'loopback': the HTTPS proxy of the Secure cookie test is a local one (TRUST_PROXY).
useTestServer((started) => (server = started.server), { perTest: true, withAdmin: false, trustProxy: 'loopback', now: clock.now });

const sessionCount = () => server.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get();

describe('login and status', () => {
  it('reports not authenticated without a session', async () => {
    const response = await server.client().get('/api/admin/status');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ adminAuthenticated: false });
  });

  it('refuses a wrong password with 401 and sets no session', async () => {
    const client = server.client();
    const response = await client.post('/api/admin/login', { password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Invalid admin password' });
    expect((await client.get('/api/admin/status')).body).toEqual({ adminAuthenticated: false });
  });

  it('requires the password field', async () => {
    const response = await server.client().post('/api/admin/login', {});
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ password: 'Password is required' });
  });

  it('logs in with the right password and sets a hardened cookie', async () => {
    const client = server.client();
    const response = await client.post('/api/admin/login', { password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('jacobs_session='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/expires=/i);
    // Relative too (decision 002): a client whose clock is days off still keeps it for 7 days.
    for (const line of response.headers.getSetCookie().filter((header) => header.startsWith('jacobs_session'))) expect(line).toMatch(/;\s*max-age=604800(;|$)/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
    expect((await client.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });
    expect((await client.get('/api/admin/blog')).status).toBe(200);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const response = await server.client().post('/api/admin/login', { password: ADMIN_PASSWORD }, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('jacobs_session='));
    expect(cookie).toMatch(/;\s*secure/i);
  });

  it('refuses a forged (unsigned) session cookie', async () => {
    const admin = await server.admin();
    const forged = server.client();
    forged.cookies.set('jacobs_session', admin.cookies.get('jacobs_session')!);
    expect((await forged.get('/api/admin/blog')).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session so a replayed cookie gets 401', async () => {
    const admin = await server.admin();
    const stolen = admin.clone();
    expect((await admin.post('/api/admin/logout')).body).toEqual({ ok: true });
    expect((await admin.get('/api/admin/status')).body).toEqual({ adminAuthenticated: false });
    const replay = await stolen.get('/api/admin/blog');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: 'Not authenticated' });
    expect((await stolen.get('/api/admin/status')).body).toEqual({ adminAuthenticated: false });
  });
});

describe('login throttling', () => {
  it('blocks after 5 consecutive failures with 429 and Retry-After, then lets a correct password in', async () => {
    const client = server.client();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/api/admin/login', { password: 'wrong' })).status).toBe(401);
    }
    const blocked = await client.post('/api/admin/login', { password: ADMIN_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many failed login attempts. Try again in 1 second.' });
    expect(blocked.headers.get('retry-after')).toBe('1');

    clock.advance(1000);
    expect((await client.post('/api/admin/login', { password: 'wrong' })).status).toBe(401);
    const longer = await client.post('/api/admin/login', { password: 'wrong' });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBe(2);

    clock.advance(2000);
    expect((await client.post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(200);
    // The success cleared the consecutive count: the next failure is a plain 401 again.
    expect((await server.client().post('/api/admin/login', { password: 'wrong' })).status).toBe(401);
  });
});

describe('password change', () => {
  const change = { currentPassword: ADMIN_PASSWORD, newPassword: 'a-brand-new-password' };

  it('requires the current password, naming the field, and changes nothing', async () => {
    const admin = await server.admin();
    const response = await admin.put('/api/admin/password', { ...change, currentPassword: 'not-it' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Invalid request', fields: { currentPassword: 'Current password is incorrect' } });
    expect((await server.client().post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('rejects a short new password naming newPassword', async () => {
    const admin = await server.admin();
    const response = await admin.put('/api/admin/password', { ...change, newPassword: 'short' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['newPassword']);
  });

  it('ends every other session, keeps the caller signed in, and switches the password', async () => {
    const admin = await server.admin();
    const otherTab = await server.admin();
    expect(sessionCount()).toBe(2);
    const response = await admin.put('/api/admin/password', change);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(sessionCount()).toBe(1);
    expect((await admin.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });
    expect((await otherTab.get('/api/admin/blog')).status).toBe(401);
    expect((await server.client().post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(401);
    expect((await server.client().post('/api/admin/login', { password: change.newPassword })).status).toBe(200);
  });

  it('stores only a scrypt hash, at the production cost', async () => {
    expect((await (await server.admin()).put('/api/admin/password', change)).status).toBe(200);
    const hash = server.db.prepare('SELECT password_hash FROM admin_credentials').pluck().get() as string;
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain(change.newPassword);
  });
});

describe('every admin route needs a session', () => {
  const adminEndpoints = Object.values(endpoints.admin).flatMap((entry) => ('method' in entry ? [entry] : Object.values(entry)));
  const guarded = adminEndpoints.filter((endpoint) => endpoint.admin);

  it('covers the whole admin table except login and status', () => {
    expect(adminEndpoints.length - guarded.length).toBe(2);
    expect(guarded.length).toBeGreaterThan(25);
  });

  it('answers 401 Not authenticated on each, changing nothing', async () => {
    const before = server.db.prepare('SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM blog_posts) + (SELECT COUNT(*) FROM service_areas)').pluck().get();
    for (const endpoint of guarded) {
      const path = fillPath(endpoint.path, { id: 1, pageSlug: 'home', revisionId: 1 });
      const response = await server.client().request(endpoint.method, path, endpoint.method === 'GET' ? undefined : {});
      expect(response.status, `${endpoint.method} ${path}`).toBe(401);
      expect(response.body).toEqual({ error: 'Not authenticated' });
    }
    const after = server.db.prepare('SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM blog_posts) + (SELECT COUNT(*) FROM service_areas)').pluck().get();
    expect(after).toBe(before);
  });
});
