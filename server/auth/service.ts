import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import type { Db } from '../db/connection.ts';
import { createConcurrencyLimit, QueueFullError } from '../http/concurrency-limit.ts';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../http/errors.ts';
import { endAdminAccess } from './admin-access.ts';
import { createCredentialsRepository } from './credentials-repository.ts';
import { createKnownDevices } from './known-devices.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSessionRepository } from './session-repository.ts';

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads every static file and compresses
 * the public cache's answers: at most 2 hashes at once leave it room, a short line waits, and a
 * flood beyond that is told to come back. A known device's check goes ahead of
 * strangers' and takes the place of one of them in a full line (decision 171).
 */
const HASHES = { concurrency: 2, maxWaiting: 8, tiers: 2 };
const KNOWN_DEVICE_TIER = 0;
const STRANGER_TIER = 1;
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Who asks: the client (its address, server/http/client-key.ts), and its device token if it carries one. */
export interface Asker {
  client: string;
  deviceToken?: string;
}

/** What a successful sign-in gives: a session, and the device's new known-device token. */
export interface SignedIn {
  sessionId: string;
  deviceToken: string;
}

export interface AuthOptions {
  /** Signs the known-device tokens (a key derived from it for that use alone). */
  sessionSecret: string;
  /** The app's clock: the throttles' blocks and budget, the known devices' lifetime. */
  now: () => Date;
}

export function createAuthService(db: Db, { sessionSecret, now }: AuthOptions) {
  const credentials = createCredentialsRepository(db);
  const sessions = createSessionRepository(db);
  const devices = createKnownDevices(db, sessionSecret, now);
  const epochMs = () => now().getTime();
  /** Strangers: per address, and the hourly budget over them all. */
  const throttle = createLoginThrottle(epochMs);
  /** Known devices: each its own backoff, and no shared budget a flood could spend. */
  const deviceThrottle = createLoginThrottle(epochMs, { hourlyBudget: Infinity });
  const hashes = createConcurrencyLimit(HASHES);
  /** Strangers' checks past the throttle whose outcome is not recorded yet: they count against the hourly budget. */
  let underWay = 0;
  /** The hash the throttles' counts were made against; a new password (reset-password, settings) clears them. */
  let countedAgainst: string | undefined;

  async function hashed<T>(task: () => Promise<T>, tier: number): Promise<T> {
    try {
      return await hashes.run(task, { tier });
    } catch (error) {
      throw error instanceof QueueFullError ? new TooManyRequestsError(BUSY_RETRY_AFTER_SECONDS) : error;
    }
  }

  /**
   * A client's password checks run one after another, so each sees the failures recorded before
   * it: a burst of parallel guesses gets no more tries past the throttle than a sequence would
   * (checked all at once, they would all pass the wait check before the slow hash of the first
   * one failed). A known device has its own line, so strangers at its address do not hold it up.
   */
  const checksInLine = new Map<string, Promise<unknown>>();
  function inLine<T>(line: string, check: () => Promise<T>): Promise<T> {
    const current = (checksInLine.get(line) ?? Promise.resolve()).then(check);
    const settled = current.catch(() => undefined);
    checksInLine.set(line, settled);
    void settled.then(() => {
      if (checksInLine.get(line) === settled) checksInLine.delete(line);
    });
    return current;
  }

  /** Checks a password for whoever asks, counting failures against its throttle; the known device it came from, if any. */
  async function checkPassword({ client, deviceToken }: Asker, password: string): Promise<{ valid: boolean; device?: string }> {
    const device = devices.recognise(deviceToken);
    const [counter, key] = device ? [deviceThrottle, device] : [throttle, client];
    const valid = await inLine(device ? `device ${device}` : `client ${client}`, async () => {
      const stored = credentials.find();
      if (stored?.passwordHash !== countedAgainst) {
        throttle.reset();
        deviceThrottle.reset();
        countedAgainst = stored?.passwordHash;
      }
      const wait = counter.retryAfterSeconds(key, device ? 0 : underWay);
      if (wait > 0) throw new TooManyRequestsError(wait);
      if (!device) underWay += 1;
      let verified: boolean;
      try {
        verified = stored ? await hashed(() => verifyPassword(password, stored.passwordHash), device ? KNOWN_DEVICE_TIER : STRANGER_TIER) : false;
      } finally {
        if (!device) underWay -= 1;
      }
      if (verified) counter.recordSuccess(key);
      else counter.recordFailure(key);
      return verified;
    });
    return { valid, device };
  }

  return {
    sessions,
    /** A new session, and the device's token renewed (or its first). */
    async login(asker: Asker, password: string, previousSessionId?: string): Promise<SignedIn> {
      const { valid, device } = await checkPassword(asker, password);
      if (!valid) throw new UnauthorizedError(ERROR_MESSAGES.invalidPassword);
      if (previousSessionId) sessions.remove(previousSessionId);
      return { sessionId: sessions.create(), deviceToken: devices.issue(device) };
    },
    isAuthenticated: (sessionId: string | undefined) => sessionId !== undefined && sessions.isActive(sessionId),
    logout: (sessionId: string | undefined) => {
      if (sessionId) sessions.remove(sessionId);
    },
    /**
     * Ends every session, known device and preview link, then signs the caller in again: a fresh
     * session and a new device token, so the one who changed the password stays signed in and known.
     */
    async changePassword(asker: Asker, currentPassword: string, newPassword: string): Promise<SignedIn> {
      if (!(await checkPassword(asker, currentPassword)).valid) {
        throw new ValidationError({ currentPassword: 'Current password is incorrect' });
      }
      const hash = await hashed(() => hashPassword(newPassword), KNOWN_DEVICE_TIER);
      return db.transaction(() => {
        credentials.setPassword(hash);
        endAdminAccess(db);
        return { sessionId: sessions.create(), deviceToken: devices.issue() };
      })();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
