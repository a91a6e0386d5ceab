// HTTPS answers: HSTS was never sent, and whether the session cookie was Secure
// depended on an X-Forwarded-Proto that any client on loopback could send. Now both follow
// PUBLIC_URL and req.secure under TRUST_PROXY (default: no proxy trusted).
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer } from '../support/test-server.ts';

const LOGIN = '/api/admin/login';
const HTTPS_PROXY = { headers: { 'X-Forwarded-Proto': 'https' } };
const sessionCookies = (response: { headers: Headers }) => response.headers.getSetCookie().filter((line) => line.startsWith('jacobs_session'));
const PATHS = ['/api/settings', '/api/nope', '/jacobs', '/robots.txt'];

describe('Strict-Transport-Security', () => {
  it('is on every answer when PUBLIC_URL is https', async () => {
    const server = await startTestServer({ publicUrl: 'https://rugs.example' });
    for (const path of PATHS) {
      for (let round = 0; round < 2; round += 1) {
        expect((await server.client().get(path)).headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{8,}/);
      }
    }
  });

  it('is on answers a trusted proxy says came over HTTPS, and on no other', async () => {
    const trusted = await startTestServer({ trustProxy: 'loopback' });
    const untrusted = await startTestServer();
    const plainPublic = await startTestServer({ publicUrl: 'http://rugs.example' });
    for (const path of PATHS) {
      expect((await trusted.client().get(path, HTTPS_PROXY)).headers.get('strict-transport-security'), path).toMatch(/^max-age=/);
      expect((await trusted.client().get(path)).headers.get('strict-transport-security'), path).toBeNull();
      expect((await untrusted.client().get(path, HTTPS_PROXY)).headers.get('strict-transport-security'), path).toBeNull();
      expect((await plainPublic.client().get(path)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('Secure session cookies follow req.secure under TRUST_PROXY', () => {
  it('an X-Forwarded-Proto from an untrusted client does not make the cookie Secure; from the trusted proxy it does', async () => {
    const untrusted = await startTestServer();
    const spoofed = await untrusted.client().post(LOGIN, { password: ADMIN_PASSWORD }, HTTPS_PROXY);
    expect(spoofed.status).toBe(200);
    for (const line of sessionCookies(spoofed)) expect(line).not.toMatch(/;\s*secure/i);

    const trusted = await startTestServer({ trustProxy: 'loopback' });
    const viaProxy = await trusted.client().post(LOGIN, { password: ADMIN_PASSWORD }, HTTPS_PROXY);
    expect(sessionCookies(viaProxy).length).toBeGreaterThan(0);
    for (const line of sessionCookies(viaProxy)) expect(line).toMatch(/;\s*secure/i);
  });
});
