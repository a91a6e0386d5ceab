// A copy of the database (a backup, a stolen file) opens no session. The
// server keeps only a SHA-256 of each session id, so what is stored is not a cookie's value.
// The attacker here also knows the signing secret (it sits in DATA_DIR beside the database):
// even a correctly signed cookie carrying a stored value gets nothing.
import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/auth/session-cookie.ts';
import { HttpClient } from '../support/http-client.ts';
import { SESSION_SECRET, useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

/** A cookie as cookie-session writes it: base64 JSON, and a keygrip (HMAC-SHA1, URL-safe base64) signature. */
function forgedClient(sid: string): HttpClient {
  const value = Buffer.from(JSON.stringify({ sid })).toString('base64');
  const signature = createHmac('sha1', SESSION_SECRET).update(`${SESSION_COOKIE}=${value}`).digest('base64url');
  const client = new HttpClient(server.baseUrl);
  client.cookies.set(SESSION_COOKIE, value);
  client.cookies.set(`${SESSION_COOKIE}.sig`, signature);
  return client;
}

const cookieSid = (client: HttpClient) => JSON.parse(Buffer.from(client.cookies.get(SESSION_COOKIE)!, 'base64').toString()).sid as string;

function storedSessionValues(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const [column] = (db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk = 1').pluck().all('sessions') as string[]);
    return db.prepare(`SELECT "${column}" FROM sessions`).pluck().all() as string[];
  } finally {
    db.close();
  }
}

async function expectLockedOut(client: HttpClient) {
  expect((await client.get('/api/admin/status')).body).toEqual({ adminAuthenticated: false });
  expect((await client.get('/api/admin/messages')).status).toBe(401);
}

describe('session ids at rest', () => {
  it('a forged cookie with the live id gets in (the forgery is right), one with a stored value does not', async () => {
    const sid = cookieSid(admin);
    expect((await forgedClient(sid).get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });

    const stored = storedSessionValues(join(server.dataDir, 'jacobs.sqlite'));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).not.toContain(sid);
    for (const value of stored) await expectLockedOut(forgedClient(value));
  });

  it('a downloaded backup holds no usable session id', async () => {
    await server.admin();
    const response = await fetch(`${server.baseUrl}/api/admin/backup`, { headers: { Cookie: admin.cookieHeader } });
    expect(response.status).toBe(200);
    const file = join(server.dataDir, 'copied.sqlite');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const stored = storedSessionValues(file);
    expect(stored.length).toBe(2);
    for (const value of stored) await expectLockedOut(forgedClient(value));
  });

  it('logout and a password change still end sessions for good', async () => {
    const other = await server.admin();
    const replay = admin.clone();
    expect((await admin.post('/api/admin/logout')).status).toBe(200);
    await expectLockedOut(replay);
    expect((await other.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });
    const kept = other.clone();
    expect((await other.put('/api/admin/password', { currentPassword: 'integration-admin-password', newPassword: 'a-brand-new-password-1' })).status).toBe(200);
    await expectLockedOut(kept);
    expect((await other.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });
  });
});
