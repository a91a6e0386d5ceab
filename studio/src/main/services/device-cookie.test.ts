// The studio holds a known-device cookie (decision 171) against the real app: it
// is kept apart from the session, so Logout and a restart of the studio keep it, and the studio
// signs in where an address-wide block (or the spent hourly budget, the same exemption) holds
// strangers back. The app's clock stands still, so a block does not end while the test runs.
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../../../../shared/contract/known-device.ts';
import { movableClock } from '../../../../tests/integration/support/clock.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../../tests/integration/support/test-server.ts';
import { openStudio, tempDir } from '../../../testing/studio-harness.ts';
import type { StudioService } from './studio-service.ts';

const LOGIN = '/api/admin/login';
const opened: StudioService[] = [];
afterEach(() => opened.splice(0).forEach((studio) => studio.dispose()));

const open = (dataDir: string) => {
  const studio = openStudio(dataDir);
  opened.push(studio);
  return studio;
};

/** Five wrong passwords from this computer's address (127.0.0.1, the studio's too): the address is blocked. */
async function blockThisAddress(server: TestServer): Promise<void> {
  for (let n = 0; n < 5; n += 1) expect((await server.client().post(LOGIN, { password: 'wrong' })).status).toBe(401);
  expect((await server.client().post(LOGIN, { password: ADMIN_PASSWORD })).status).toBe(429);
}

/** A fetch that notes the Cookie header of every request, by address. */
function recordingFetch() {
  const sent: { url: string; cookie: string }[] = [];
  const fetch = (input: string, init: RequestInit = {}) => {
    sent.push({ url: input, cookie: new Headers(init.headers).get('Cookie') ?? '' });
    return globalThis.fetch(input, init);
  };
  return { sent, fetch };
}

describe("the studio's known-device cookie", () => {
  it('survives Logout and a restart, is no session, and lets the studio sign in where strangers wait', async () => {
    const server = await startTestServer({ now: movableClock().now });
    const dataDir = tempDir();
    const studio = open(dataDir);
    await studio.connect(server.baseUrl, ADMIN_PASSWORD);
    expect(await studio.getConnection()).toEqual({ serverUrl: server.baseUrl, hasSession: true });
    await studio.logout();
    // The session cookies are gone; the device cookie, which is no session, stays.
    expect(await studio.getConnection()).toEqual({ serverUrl: server.baseUrl, hasSession: false });

    await blockThisAddress(server);
    // A new launch on the same data folder: the device is still known, and signs in.
    studio.dispose();
    const again = open(dataDir);
    await again.login(ADMIN_PASSWORD);
    expect(await again.status()).toEqual({ adminAuthenticated: true });
    expect(await again.getConnection()).toEqual({ serverUrl: server.baseUrl, hasSession: true });
  });

  it('a studio that never signed in waits like any stranger', async () => {
    const server = await startTestServer({ now: movableClock().now });
    await blockThisAddress(server);
    await expect(open(tempDir()).connect(server.baseUrl, ADMIN_PASSWORD)).rejects.toMatchObject({ status: 429 });
  });

  it('is sent only to the admin API of the server that gave it', async () => {
    const [first, other] = [await startTestServer(), await startTestServer()];
    const { sent, fetch } = recordingFetch();
    const studio = openStudio(tempDir(), { fetch });
    opened.push(studio);
    await studio.connect(first.baseUrl, ADMIN_PASSWORD);
    await studio.logout();
    await studio.login(ADMIN_PASSWORD);
    const withDevice = sent.filter((request) => request.cookie.includes(`${KNOWN_DEVICE_COOKIE}=`));
    expect(withDevice.length).toBeGreaterThan(0);
    for (const request of withDevice) expect(request.url.startsWith(`${first.baseUrl}/api/admin/`)).toBe(true);

    const firstToken = new RegExp(`${KNOWN_DEVICE_COOKIE}=([^;]+)`).exec(withDevice[0].cookie)![1];
    await studio.logout();
    await studio.connect(other.baseUrl, ADMIN_PASSWORD);
    const toOther = sent.filter((entry) => entry.url.startsWith(other.baseUrl));
    expect(toOther.length).toBeGreaterThan(0);
    for (const request of toOther) expect(request.cookie).not.toContain(firstToken);
  });
});
