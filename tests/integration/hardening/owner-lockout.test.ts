// Anyone could lock the owner out: 30 addresses × 5 wrong passwords spent the
// hourly budget of failed logins, and then the right password from any address got `429 … Try
// again in 3593 seconds.`. The budget stays for strangers, but a browser or studio that signed in
// before carries a signed known-device cookie (OWASP's device-cookie pattern) that exempts it from
// the budget and the per-address backoff; it has a backoff of its own. The attackers connect from
// loopback addresses of their own (127.0.0.10 …), as the server counts clients.
import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../support/clock.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server.ts';
import { AddressClient, clientsFrom } from './support/from-address.ts';

const LOGIN = '/api/admin/login';
const DEVICE_COOKIE = 'jacobs_device';
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

const clients: AddressClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.close()));
const from = (server: TestServer, address: string) => {
  const client = new AddressClient(server.baseUrl, address);
  clients.push(client);
  return client;
};

/** 30 addresses × 5 wrong passwords, all at once, as the review sent them; the statuses. */
async function flood(server: TestServer): Promise<number[]> {
  const attackers = clientsFrom(server.baseUrl, 10, 30);
  clients.push(...attackers);
  const answers = await Promise.all(attackers.map(async (attacker) => Promise.all(Array.from({ length: 5 }, (_, n) => attacker.post(LOGIN, { password: `guess-${attacker.address}-${n}` })))));
  return answers.flat().map((answer) => answer.status);
}

/** Wrong passwords from new addresses, ten at a time (what the hash line takes), until the hourly budget refuses a stranger. */
async function spendBudget(server: TestServer): Promise<void> {
  for (let batch = 0; batch < 20; batch += 1) {
    const probe = await from(server, '127.0.0.200').post(LOGIN, { password: 'probe' });
    if (probe.status === 429 && Number(probe.headers['retry-after']) > 60) return;
    const guessers = clientsFrom(server.baseUrl, 50 + batch * 10, 10);
    clients.push(...guessers);
    await Promise.all(guessers.map((guesser) => guesser.post(LOGIN, { password: 'more-guesses' })));
  }
  throw new Error('The hourly budget of failed logins was never spent');
}

/** A browser that signed in once (and logged out): its device cookie stays, its session does not. */
async function knownBrowser(server: TestServer, address: string): Promise<AddressClient> {
  const browser = from(server, address);
  const login = await browser.post(LOGIN, { password: ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  expect(browser.cookies.has(DEVICE_COOKIE)).toBe(true);
  expect((await browser.post('/api/admin/logout')).status).toBe(200);
  expect((await browser.get('/api/admin/status')).body).toEqual({ adminAuthenticated: false });
  return browser;
}

/** The same browser's cookies, from another address (the owner's laptop on another network). */
function elsewhere(server: TestServer, browser: AddressClient, address: string): AddressClient {
  const moved = from(server, address);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

describe('the owner cannot be locked out', () => {
  it('through a flood of wrong passwords from 30 addresses, a browser that signed in before gets in from anywhere, and can change the password; strangers wait', async () => {
    // The clock stands still: blocks and the hourly budget last for the whole test, however slow the hashes.
    const server = await startTestServer({ now: movableClock().now });
    const owner = await knownBrowser(server, '127.0.0.2');

    const flooding = flood(server);
    // While the guesses are being checked, the owner signs in from another network.
    await new Promise((wait) => setTimeout(wait, 100));
    // Each sign-in renews the device's cookie: the browser keeps the newest, as a browser does.
    const travelling = elsewhere(server, owner, '127.0.0.3');
    const during = await travelling.post(LOGIN, { password: ADMIN_PASSWORD });
    expect(during.status, during.text).toBe(200);
    const statuses = await flooding;
    // The guesses were bounded as before: at most 100 evaluated, the rest 429.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

    // Once the hourly budget is spent (more guesses from new addresses, ten at a time, as the hash
    // line takes them), a stranger, even with the right password, waits…
    await spendBudget(server);
    const stranger = await from(server, '127.0.0.201').post(LOGIN, { password: ADMIN_PASSWORD });
    expect(stranger.status).toBe(429);
    expect(stranger.body.error).toMatch(/^Too many failed login attempts\. Try again in \d+ seconds?\.$/);
    // …and so does a made-up or altered device cookie…
    const forged = from(server, '127.0.0.7');
    const [id] = travelling.cookies.get(DEVICE_COOKIE)!.split('.');
    forged.cookies.set(DEVICE_COOKIE, `${id}.${'A'.repeat(43)}`);
    expect((await forged.post(LOGIN, { password: ADMIN_PASSWORD })).status).toBe(429);
    // …but not the owner's browser, which signed in before.
    const after = elsewhere(server, travelling, '127.0.0.4');
    expect((await after.post(LOGIN, { password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await after.get('/api/admin/status')).body).toEqual({ adminAuthenticated: true });

    // A password change ends every known device: a copy of the old cookie no longer lifts the
    // backoff of the address it comes from; the browser that changed the password got a new one.
    const oldToken = after.cookies.get(DEVICE_COOKIE)!;
    expect((await after.put('/api/admin/password', { currentPassword: ADMIN_PASSWORD, newPassword: 'the-new-password-26' })).status).toBe(200);
    const newToken = after.cookies.get(DEVICE_COOKIE)!;
    expect(newToken).not.toBe(oldToken);
    const shared = from(server, '127.0.0.9');
    for (let n = 0; n < 5; n += 1) expect((await shared.post(LOGIN, { password: 'wrong' })).status).toBe(401);
    expect((await shared.post(LOGIN, { password: 'the-new-password-26' })).status).toBe(429);
    shared.cookies.set(DEVICE_COOKIE, oldToken);
    expect((await shared.post(LOGIN, { password: 'the-new-password-26' })).status).toBe(429);
    shared.cookies.set(DEVICE_COOKIE, newToken);
    expect((await shared.post(LOGIN, { password: 'the-new-password-26' })).status).toBe(200);
  }, 120_000);

  it('a known device has a backoff of its own: 5 wrong passwords, then it waits too', async () => {
    const clock = movableClock();
    const server = await startTestServer({ now: clock.now });
    const device = await knownBrowser(server, '127.0.0.2');
    for (let n = 0; n < 5; n += 1) expect((await device.post(LOGIN, { password: 'wrong' })).status).toBe(401);
    const blocked = await device.post(LOGIN, { password: ADMIN_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    // Its own count, not its address's: the same address without the cookie is another client.
    const sameAddress = from(server, '127.0.0.2');
    expect((await sameAddress.post(LOGIN, { password: 'wrong' })).status).toBe(401);
    clock.advance(1000);
    expect((await device.post(LOGIN, { password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, for the admin API only, for 90 days, and keeps only a hash of it', async () => {
    const server = await startTestServer();
    const browser = from(server, '127.0.0.2');
    const login = await browser.post(LOGIN, { password: ADMIN_PASSWORD });
    const cookie = (login.headers['set-cookie'] as string[]).find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/api\/admin(;|$)/i);
    expect(cookie).toMatch(new RegExp(`; Max-Age=${NINETY_DAYS_S}(;|$)`, 'i'));
    const value = browser.cookies.get(DEVICE_COOKIE)!;
    const stored = JSON.stringify(server.db.prepare('SELECT * FROM known_devices').all());
    for (const part of value.split('.')) expect(stored).not.toContain(part);
  });
});
