// The studio's link to its server: the address, the session, Online/Offline, and signing in.
// Offline nobody is locked out (decision 103): a session that expired or a Logout pressed
// offline still leaves the cache readable and edits queued; a password typed offline is
// checked, and a logout sent, as soon as the server answers. Nothing is sent to the server
// without a session it accepts.
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { ApiError, type FetchLike } from '../../../../shared/api-client/http.ts';
import type { AdminStatus } from '../../../../shared/contract/auth.ts';
import { DATA_GENERATION_HEADER } from '../../../../shared/contract/data-generation.ts';
import { endpoints } from '../../../../shared/contract/endpoints.ts';
import type { ConnectionInfo } from '../../bridge/bridge.ts';
import { createConnectivity, isNetworkError } from './connectivity.ts';
import type { KeyValueStore } from './key-value-store.ts';
import type { SecretSealer } from './secret-sealer.ts';
import { createServerSession, normalizeServerUrl } from './server-session.ts';

export const OFFLINE_MESSAGE = 'You are offline and this has not been loaded before';
export const SERVER_NEEDED = 'This needs the server, and it cannot be reached right now';

export const offlineError = (message = OFFLINE_MESSAGE) => new ApiError(503, message, { error: message });

/** The password was right but no session came back that this computer could keep: never shown as a success. */
export const NO_SESSION_KEPT = 'The server accepted the password, but its answer brought no session this computer could keep (something between them may remove it). Try again; if it keeps happening, ask whoever runs the server.';
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * How long a screen waits for the server before it is shown what this computer holds: a server
 * that hangs shows the last known data (with Offline in the status bar), not a spinner. The request
 * goes on, and fills the cache if it lands.
 */
export const READ_WAIT_MS = 2_000;

/**
 * `request`'s answer if the server gives it within `waitMs`, else `meanwhile()` then (an answer
 * kept on this computer); when there is none (`meanwhile` throws), the server's answer after all.
 */
export function answeredWithin<T>(request: Promise<T>, waitMs: number, meanwhile: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), waitMs);
  });
  request.catch(() => undefined); // answered after the wait: what was shown or queued meanwhile covers it
  return Promise.race([request, waited])
    .then((outcome) => {
      if (outcome !== 'waited') return outcome as T;
      try {
        return meanwhile();
      } catch {
        return request;
      }
    })
    .finally(() => clearTimeout(timer));
}

export interface Connection {
  serverUrl(): string | null;
  client(): ApiClient;
  /** The fetch the client uses (cookies, timeout, connectivity reporting). */
  fetch: FetchLike;
  isOnline(): boolean;
  /** Whether the sync may send: online, signed in, and the server has not refused the session. */
  ready(): boolean;
  needsLogin(): boolean;
  signInWaiting(): boolean;
  /** The server refused the session (401): ask for the password. */
  unauthorized(): void;
  /** Runs a server call; a network failure answers `offline()` instead. A 401 asks for the password, and is thrown. */
  online<T>(call: () => Promise<T>, offline: () => T): Promise<T>;
  /** A call only the server can answer: offline it fails with a plain sentence. */
  onlineOnly<T>(call: () => Promise<T>): Promise<T>;
  /**
   * Reaches the server: sends a logout pressed offline, signs in with a password typed offline,
   * and notes whether the session is still accepted. Quiet when the server cannot be reached.
   */
  check(): Promise<void>;
  getConnection(): ConnectionInfo;
  /** A new server address (or the same one) and its password. `changesWaiting` refuses a switch that would strand them. */
  connect(serverUrl: string, password: string, changesWaiting: boolean): Promise<{ serverChanged: boolean }>;
  /** Whether the screens open: at once for the owner who signed in here (the server's word comes to the status bar). */
  status(): Promise<AdminStatus>;
  login(password: string): Promise<void>;
  logout(): Promise<void>;
  /** Called when the server answers again after an outage (and any sign-in waiting for it was tried). */
  onReady(listener: () => void): () => void;
  /**
   * Called, inside the store's transaction that notes it, when an answer shows the server's data
   * is another generation than the one seen before: it was restored from a backup (decision 102).
   */
  onRestored(listener: () => void): () => void;
  onChange(listener: () => void): () => void;
  /**
   * The time on the server's clock now, from the Date of its last answer (this computer's clock
   * may be days off): null until the server has answered since the studio started.
   */
  serverNow(): Date | null;
  /** How far the server's clock is ahead of this computer's (null until it answered): the window dates by it too. */
  clockOffsetMs(): number | null;
  dispose(): void;
}

export interface ConnectionDeps {
  /** Where the session and the sign-in state are kept. */
  store: KeyValueStore;
  /** Seals the session cookie on disk (safeStorage in the Electron build). */
  secrets?: SecretSealer;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** How often to probe the server while an address is set; 0 turns the probe off. */
  probeIntervalMs: number;
  /** This computer's clock (tests move it). */
  now?: () => Date;
}

/** Set after a sign-in the server accepted; cleared by Logout or a new server. */
const SIGNED_IN = 'access:signedIn';
/** Logout pressed offline: the session cookie is kept only to end that session on the server. */
const LOGOUT_PENDING = 'access:logoutPending';
/**
 * How long the probe waits for the server: with a probe every PROBE_INTERVAL_MS, a server that
 * hangs (or goes away) shows Offline within the two together, under 5 s.
 */
const PROBE_TIMEOUT_MS = 2_500;
export const PROBE_INTERVAL_MS = 2_000;

/** The generation of the server's data last seen (decision 102). */
const GENERATION = 'dataGeneration';

export function createConnection({ store, secrets, fetch = globalThis.fetch, timeoutMs, probeIntervalMs, now = () => new Date() }: ConnectionDeps): Connection {
  const connectivity = createConnectivity(true);
  const listeners = new Set<() => void>();
  const readyListeners = new Set<() => void>();
  const restoredListeners = new Set<() => void>();

  /** Every answer says which data it comes from; a new generation after a known one is a restore. */
  function noteGeneration(generation: string | null) {
    if (!generation || store.get<string>(GENERATION) === generation) return;
    store.transaction(() => {
      const before = store.get<string>(GENERATION);
      if (before === generation) return; // another studio process on the folder noted it first
      store.set(GENERATION, generation);
      if (before !== undefined) restoredListeners.forEach((listener) => listener());
    });
  }
  /** The server's clock less this computer's, as of the server's last answer. */
  let clockOffset: number | null = null;
  const noting: FetchLike = async (input, init) => {
    const response = await fetch(input, init);
    const serverDate = Date.parse(response.headers.get('Date') ?? '');
    if (!Number.isNaN(serverDate)) clockOffset = serverDate - now().getTime();
    noteGeneration(response.headers.get(DATA_GENERATION_HEADER));
    return response;
  };
  const session = createServerSession({ store, connectivity, secrets, fetch: noting, timeoutMs });
  const emit = () => listeners.forEach((listener) => listener());
  let needsLogin = false;
  /** Typed on the login screen while offline; memory only, never written to disk. */
  let heldPassword: string | null = null;

  const signedIn = () => store.get<boolean>(SIGNED_IN) === true;
  const logoutPending = () => store.get<boolean>(LOGOUT_PENDING) === true;
  const setNeedsLogin = (value: boolean) => {
    if (needsLogin === value) return;
    needsLogin = value;
    emit();
  };

  connectivity.onChange((online) => {
    emit();
    if (online) {
      api
        .check()
        .then(() => readyListeners.forEach((listener) => listener()))
        .catch(() => undefined); // a server error: the next answer tries again
    }
  });

  async function online<T>(call: () => Promise<T>, offline: () => T): Promise<T> {
    if (!connectivity.isOnline() || !session.serverUrl()) return offline();
    try {
      return await call();
    } catch (error) {
      if (isNetworkError(error)) return offline();
      if (isUnauthorized(error) && signedIn()) setNeedsLogin(true);
      throw error;
    }
  }

  /** The server accepted the password: a fresh session, nothing waiting (or, without a session kept, a failure). */
  function signedInNow() {
    if (!session.hasSessionCookie()) throw new ApiError(502, NO_SESSION_KEPT, { error: NO_SESSION_KEPT });
    store.transaction(() => {
      store.set(SIGNED_IN, true);
      store.delete(LOGOUT_PENDING);
    });
    heldPassword = null;
    needsLogin = false;
    emit();
  }

  /** Ends on the server a session the owner logged out of while offline. */
  async function sendPendingLogout() {
    if (!logoutPending()) return;
    try {
      await session.client().logout();
    } catch (error) {
      if (isNetworkError(error)) throw error;
      // Refused (already expired): that session is over either way.
    }
    session.clearCookies();
    store.delete(LOGOUT_PENDING);
  }

  async function signInWithHeldPassword() {
    const password = heldPassword;
    if (password === null) return;
    try {
      await session.client().login(password);
    } catch (error) {
      if (isNetworkError(error)) throw error;
      heldPassword = null;
      setNeedsLogin(true);
      return;
    }
    signedInNow();
  }

  async function probe() {
    if (!session.serverUrl()) return;
    await session.fetch(`${session.serverUrl()}${endpoints.admin.status.path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  }

  if (probeIntervalMs > 0) connectivity.startProbe(probe, probeIntervalMs);

  const api: Connection = {
    serverUrl: () => session.serverUrl(),
    client: () => session.client(),
    fetch: session.fetch,
    isOnline: () => connectivity.isOnline(),
    ready: () => connectivity.isOnline() && session.serverUrl() !== null && !needsLogin && !logoutPending() && heldPassword === null && signedIn(),
    needsLogin: () => needsLogin,
    signInWaiting: () => heldPassword !== null,
    unauthorized: () => setNeedsLogin(true),
    online,
    onlineOnly: (call) =>
      online(call, () => {
        throw offlineError(SERVER_NEEDED);
      }),

    async check() {
      if (!session.serverUrl()) return;
      try {
        await sendPendingLogout();
        await signInWithHeldPassword();
        // The server's word on the session, whichever way it goes (it may accept it again after a restart).
        if (signedIn()) setNeedsLogin(!(await session.client().status()).adminAuthenticated);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
      }
    },

    getConnection: () => ({ serverUrl: session.serverUrl(), hasSession: session.hasSessionCookie() && !logoutPending() }),

    async connect(serverUrl, password, changesWaiting) {
      const previous = session.serverUrl();
      let next: string;
      try {
        next = normalizeServerUrl(serverUrl);
      } catch (error) {
        const message = (error as Error).message;
        throw new ApiError(400, message, { error: message, fields: { serverUrl: message } });
      }
      if (previous && previous !== next && changesWaiting) {
        throw new ApiError(409, 'Changes for the previous server are still waiting to sync', { error: `Changes for ${previous} are still waiting to sync` });
      }
      session.setServerUrl(next);
      const serverChanged = previous !== session.serverUrl();
      if (serverChanged) store.transaction(() => [SIGNED_IN, LOGOUT_PENDING, GENERATION].forEach((key) => store.delete(key)));
      connectivity.reportAnswer();
      try {
        await session.client().login(password);
      } catch (error) {
        if (isNetworkError(error)) throw offlineError('The server cannot be reached. Check the address and your connection.');
        throw error;
      }
      signedInNow();
      return { serverChanged };
    },

    async status() {
      // The owner who signed in here before works from what this computer holds, whatever the
      // server says and however long it takes to say it: a session it no longer accepts is asked
      // for in the status bar, above the screens, never by taking them away (nor by this
      // computer's clock). After a Logout, once a password is typed (checked later).
      if (signedIn() || heldPassword !== null) {
        void api.check().catch(() => undefined);
        return { adminAuthenticated: true };
      }
      return online(
        async () => {
          await sendPendingLogout();
          return session.client().status();
        },
        () => ({ adminAuthenticated: false }),
      );
    },

    async login(password) {
      if (!session.serverUrl()) throw new ApiError(400, 'Connect to a server first', { error: 'Connect to a server first' });
      try {
        await sendPendingLogout();
        await session.client().login(password);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        // Offline: the password is checked as soon as the server answers; until then the owner
        // works on this computer, and nothing is sent.
        heldPassword = password;
        emit();
        return;
      }
      signedInNow();
    },

    async logout() {
      store.transaction(() => {
        store.delete(SIGNED_IN);
        store.set(LOGOUT_PENDING, true);
      });
      heldPassword = null;
      needsLogin = false;
      emit();
      try {
        await online(sendPendingLogout, () => undefined);
      } catch {
        // The session is over on this computer; the server's copy ends at the next answer.
      }
    },

    onReady(listener) {
      readyListeners.add(listener);
      return () => readyListeners.delete(listener);
    },
    onRestored(listener) {
      restoredListeners.add(listener);
      return () => restoredListeners.delete(listener);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverNow: () => (clockOffset === null ? null : new Date(now().getTime() + clockOffset)),
    clockOffsetMs: () => clockOffset,
    dispose() {
      connectivity.stop();
      listeners.clear();
      readyListeners.clear();
      restoredListeners.clear();
    },
  };
  return api;
}
