// The studio's link to the server: which addresses it accepts, and the session cookie kept sealed
// on disk (against the real server process, so the cookie is the one the server really sets).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealServer, type RealServer } from '../../../testing/real-server.ts';
import { tempDir } from '../../../testing/studio-harness.ts';
import { createConnectivity } from './connectivity.ts';
import { createDirectoryStore } from './directory-store.ts';
import type { SecretSealer } from './secret-sealer.ts';
import { createServerSession, normalizeServerUrl } from './server-session.ts';
import { KNOWN_DEVICE_COOKIE } from '../../../../shared/contract/known-device.ts';

describe('server addresses', () => {
  it('keeps only the origin of an https address', () => {
    expect(normalizeServerUrl(' https://www.example.com/admin?x=1 ')).toBe('https://www.example.com');
  });

  it('accepts plain http for this computer only', () => {
    expect(normalizeServerUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('http://127.0.0.1:3000/jacobs')).toBe('http://127.0.0.1:3000');
    expect(normalizeServerUrl('http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('refuses plain http to any other host, where the password and cookie would cross the network readable', () => {
    for (const address of ['http://example.com', 'http://192.168.1.20:3000', 'http://localhost.example.com', 'http://127.0.0.1.nip.io:3000']) {
      expect(() => normalizeServerUrl(address), address).toThrow('Use an https:// address: plain http:// is only allowed for this computer (localhost)');
    }
  });

  it('refuses what is not a web address', () => {
    expect(() => normalizeServerUrl('example.com')).toThrow('Enter the server address, such as https://example.com');
    expect(() => normalizeServerUrl('ftp://example.com')).toThrow('The server address must start with http:// or https://');
  });
});

/** What safeStorage does in the Electron build: AES-GCM under a key the test holds. */
function aesSealer(key = randomBytes(32)): SecretSealer {
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

describe('the session cookie on disk', () => {
  let server: RealServer;

  beforeAll(async () => {
    server = await createRealServer();
    await server.start();
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** Everything the state folder holds, as text. */
  const onDisk = (dir: string) =>
    readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isFile())
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');

  /** A session on a state folder; `setCookies` collects what the server sets, to look for on disk. */
  function session(folder: string, secrets?: SecretSealer, setCookies: string[] = []) {
    const fetch = async (input: string, init?: RequestInit) => {
      const response = await globalThis.fetch(input, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };
    const created = createServerSession({ store: createDirectoryStore(folder), connectivity: createConnectivity(true), secrets, fetch });
    created.setServerUrl(server.url);
    return created;
  }

  /** Signs in and answers the cookie values the server set. */
  async function signIn(folder: string, secrets?: SecretSealer) {
    const setCookies: string[] = [];
    await session(folder, secrets, setCookies).client().login(server.password);
    const cookies = setCookies.map((header) => header.split(';')[0].split('='));
    expect(cookies.length).toBeGreaterThan(0);
    return { values: cookies.map(([, ...value]) => value.join('=')), sessionValues: cookies.filter(([name]) => name !== KNOWN_DEVICE_COOKIE).map(([, ...value]) => value.join('=')) };
  }

  it('is written sealed, and a restart with the same key is still signed in', async () => {
    const folder = join(tempDir(), 'state');
    const key = randomBytes(32);
    const { values: cookieValues } = await signIn(folder, aesSealer(key));

    const stored = onDisk(folder);
    for (const value of cookieValues) expect(stored).not.toContain(value);

    const restarted = session(folder, aesSealer(key));
    expect(restarted.hasSessionCookie()).toBe(true);
    expect(await restarted.client().status()).toEqual({ adminAuthenticated: true });
  });

  it('cannot be used with another key (another account or machine): signed out, nothing breaks', async () => {
    const folder = join(tempDir(), 'state');
    await signIn(folder, aesSealer());

    const elsewhere = session(folder, aesSealer());
    expect(elsewhere.hasSessionCookie()).toBe(false);
    expect(await elsewhere.client().status()).toEqual({ adminAuthenticated: false });
  });

  it('seals a jar an earlier version left in plain text the first time it is read, and stays signed in', async () => {
    const folder = join(tempDir(), 'state');
    const { sessionValues: cookieValues } = await signIn(folder);
    const plain = createDirectoryStore(folder);
    // Without a sealer the jar is kept as JSON text; before sealing existed it was the object itself,
    // and there was no known-device cookie (decision 171).
    plain.set('cookies', JSON.parse(plain.get<string>('cookies')!));
    plain.delete('deviceCookie');
    expect(onDisk(folder)).toContain(cookieValues[0]);

    const upgraded = session(folder, aesSealer(randomBytes(32)));
    expect(upgraded.hasSessionCookie()).toBe(true);
    for (const value of cookieValues) expect(onDisk(folder)).not.toContain(value);
    expect(await upgraded.client().status()).toEqual({ adminAuthenticated: true });
  });
});
