// The studio's HTTP link to the server: the shared HTTP ApiClient over Node fetch, with a cookie
// jar of its own (the main process has no browser to keep cookies) persisted sealed in the store,
// so a restart keeps the session, and the server address remembered. Whether a session is alive is
// the server's to judge, by its own clock: this computer's may be days off, or set back and forth
// between two runs. So a cookie is kept until the server ends it (a Max-Age of 0, or an Expires at
// or before the answer's own Date) or refuses it (401: the password is asked for), never dropped
// because this computer's clock says its time is up (reading its lifetime as a duration from when
// it came still failed a clock changed between two runs).
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { createHttpClient } from '../../../../shared/api-client/create-http-client.ts';
import type { FetchLike } from '../../../../shared/api-client/http.ts';
import { EDIT_SOURCE_HEADER } from '../../../../shared/contract/revisions.ts';
import { NetworkError, type Connectivity } from './connectivity.ts';
import { createDeviceCookie } from './device-cookie.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { unsealed, type SecretSealer } from './secret-sealer.ts';

interface StoredCookie {
  value: string;
}
type CookieJar = Record<string, StoredCookie>;

const SERVER_URL_KEY = 'serverUrl';
const COOKIES_KEY = 'cookies';

export interface ServerSession {
  serverUrl(): string | null;
  /** Remembers the address; a different server starts with an empty cookie jar. */
  setServerUrl(url: string): string;
  /** The HTTP ApiClient for the remembered server. */
  client(): ApiClient;
  hasSessionCookie(): boolean;
  clearCookies(): void;
  /** The fetch the client uses (cookies, timeout, connectivity reporting). */
  fetch: FetchLike;
}

export interface ServerSessionDeps {
  store: KeyValueStore;
  connectivity: Connectivity;
  /** Seals the cookie jar before it reaches the store (the OS keychain in the Electron build). */
  secrets?: SecretSealer;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** Where the password and the session cookie may travel unencrypted: this computer only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function normalizeServerUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error('Enter the server address, such as https://example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('The server address must start with http:// or https://');
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) throw new Error('Use an https:// address: plain http:// is only allowed for this computer (localhost)');
  return url.origin;
}

export function createServerSession({ store, connectivity, secrets = unsealed, fetch: baseFetch = globalThis.fetch, timeoutMs = 10_000 }: ServerSessionDeps): ServerSession {
  let cachedClient: { url: string; client: ApiClient } | null = null;
  /** The last jar opened, so a request does not ask the keychain again for the same text. */
  let opened: { sealed: string; jar: CookieJar } | null = null;
  /** The known-device cookie, kept apart: a logout clears the jar, not it (decision 171). */
  const device = createDeviceCookie(store, secrets);

  function jar(): CookieJar {
    const stored = store.get<unknown>(COOKIES_KEY);
    // Earlier versions kept the jar object itself, in plain text: seal it now.
    if (stored && typeof stored === 'object') return keep(stored as CookieJar);
    if (typeof stored !== 'string') return {};
    if (opened?.sealed !== stored) opened = { sealed: stored, jar: parseJar(secrets.open(stored)) };
    return opened.jar;
  }

  function keep(next: CookieJar): CookieJar {
    const sealed = secrets.seal(JSON.stringify(next));
    store.set(COOKIES_KEY, sealed);
    opened = { sealed, jar: next };
    return next;
  }

  const liveCookies = () => Object.entries(jar());

  function remember(setCookies: string[], serverDate: string | null) {
    if (setCookies.length === 0) return;
    const next = { ...jar() };
    for (const header of setCookies) {
      const parsed = parseSetCookie(header, serverDate);
      if (!parsed) continue;
      if (parsed.ended) delete next[parsed.name];
      else next[parsed.name] = { value: parsed.value };
    }
    keep(next);
  }

  const sessionFetch: FetchLike = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    const cookies = [...liveCookies().map(([name, cookie]) => `${name}=${cookie.value}`), ...device.pairFor(input)];
    if (cookies.length > 0) headers.set('Cookie', cookies.join('; '));
    // The server's revisions say where each save came from (decision 140).
    headers.set(EDIT_SOURCE_HEADER, 'studio');
    let response: Response;
    const sentAt = performance.now();
    try {
      response = await baseFetch(input, { ...init, headers, credentials: undefined, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      connectivity.reportNetworkFailure(sentAt);
      throw new NetworkError(`Server unreachable: ${(error as Error).message}`);
    }
    connectivity.reportAnswer();
    remember(device.take(input, response.headers.getSetCookie()), response.headers.get('Date'));
    return response;
  };

  return {
    serverUrl: () => store.get<string>(SERVER_URL_KEY) ?? null,
    setServerUrl(input) {
      const url = normalizeServerUrl(input);
      if (store.get<string>(SERVER_URL_KEY) !== url) {
        store.set(SERVER_URL_KEY, url);
        store.delete(COOKIES_KEY);
      }
      return url;
    },
    client() {
      const url = store.get<string>(SERVER_URL_KEY);
      if (!url) throw new Error('No server address yet');
      if (cachedClient?.url !== url) cachedClient = { url, client: createHttpClient(sessionFetch, url) };
      return cachedClient.client;
    },
    hasSessionCookie: () => liveCookies().length > 0,
    clearCookies: () => store.delete(COOKIES_KEY),
    fetch: sessionFetch,
  };
}

/** A jar that cannot be opened or read is no jar: the owner signs in again. */
function parseJar(text: string | null): CookieJar {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CookieJar) : {};
  } catch {
    return {};
  }
}

/**
 * A Set-Cookie header, and whether it ends the cookie: Max-Age wins over Expires (RFC 6265, 5.3),
 * and an Expires is read against the answer's own Date (this computer's clock only when the
 * answer has none), so the server's clock alone says when its session is over.
 */
function parseSetCookie(header: string, serverDate: string | null): { name: string; value: string; ended: boolean } | null {
  const [pair, ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  let maxAge: number | undefined;
  let expires: number | undefined;
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
    else if (key === 'expires' && !Number.isNaN(Date.parse(value))) expires = Date.parse(value);
  }
  const sent = serverDate === null ? NaN : Date.parse(serverDate);
  const ended = maxAge !== undefined ? maxAge <= 0 : expires !== undefined && expires <= (Number.isNaN(sent) ? Date.now() : sent);
  return { name, value, ended };
}
