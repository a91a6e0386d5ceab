// The studio's known-device cookie (decision 171), kept apart from its session cookies: Logout and
// an expired session clear those, never this, so the studio stays a device that signed in before
// and can sign in again while a flood of wrong passwords holds strangers back. Kept sealed like the
// session jar, for the server that gave it (another server's is never sent), and sent only to the
// admin API. Its lifetime is the server's to judge: a token it no longer knows counts as none, and
// the next sign-in brings a new one.
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_PATH } from '../../../../shared/contract/known-device.ts';
import type { KeyValueStore } from './key-value-store.ts';
import type { SecretSealer } from './secret-sealer.ts';

const DEVICE_KEY = 'deviceCookie';
const SET_COOKIE = new RegExp(`^\\s*${KNOWN_DEVICE_COOKIE}=([^;]*)`);

interface DeviceCookie {
  origin: string;
  value: string;
}

export function createDeviceCookie(store: KeyValueStore, secrets: SecretSealer) {
  const stored = (): DeviceCookie | null => {
    const sealed = store.get<string>(DEVICE_KEY);
    const text = sealed === undefined ? null : secrets.open(sealed);
    try {
      return text === null ? null : (JSON.parse(text) as DeviceCookie);
    } catch {
      return null;
    }
  };

  return {
    /** The Cookie header pair for a request to `url`, when it goes to the admin API of the server that gave the cookie. */
    pairFor(url: string): string[] {
      const cookie = stored();
      const { origin, pathname } = new URL(url);
      return cookie && cookie.origin === origin && pathname.startsWith(KNOWN_DEVICE_PATH) ? [`${KNOWN_DEVICE_COOKIE}=${cookie.value}`] : [];
    },
    /** Keeps the device cookie among an answer's Set-Cookie headers (from `url`'s server); returns the others. */
    take(url: string, setCookies: string[]): string[] {
      const others = setCookies.filter((header) => !SET_COOKIE.test(header));
      const value = setCookies.map((header) => SET_COOKIE.exec(header)?.[1]).find(Boolean);
      if (value) store.set(DEVICE_KEY, secrets.seal(JSON.stringify({ origin: new URL(url).origin, value } satisfies DeviceCookie)));
      return others;
    },
  };
}
