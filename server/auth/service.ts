import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import type { Db } from '../db/connection.ts';
import { createConcurrencyLimit, QueueFullError } from '../http/concurrency-limit.ts';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../http/errors.ts';
import { endAdminAccess } from './admin-access.ts';
import { createCredentialsRepository } from './credentials-repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSessionRepository } from './session-repository.ts';

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads every static file and compresses
 * the public cache's answers: at most 2 hashes at once leave it room, a short line waits, and a
 * flood beyond that is told to come back (decision 111).
 */
const HASHES = { concurrency: 2, maxWaiting: 8 };
const BUSY_RETRY_AFTER_SECONDS = 1;

export function createAuthService(db: Db, throttle: LoginThrottle) {
  const credentials = createCredentialsRepository(db);
  const sessions = createSessionRepository(db);
  const hashes = createConcurrencyLimit(HASHES);
  /** Checks past the throttle whose outcome is not recorded yet: they count against the hourly budget. */
  let underWay = 0;
  /** The hash the throttle's counts were made against; a new password (reset-password, settings) clears them. */
  let countedAgainst: string | undefined;

  async function hashed<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await hashes.run(task);
    } catch (error) {
      throw error instanceof QueueFullError ? new TooManyRequestsError(BUSY_RETRY_AFTER_SECONDS) : error;
    }
  }

  /**
   * A client's password checks run one after another, so each sees the failures recorded before
   * it: a burst of parallel guesses gets no more tries past the throttle than a sequence would
   * (checked all at once, they would all pass the wait check before the slow hash of the first
   * one failed).
   */
  const checksInLine = new Map<string, Promise<unknown>>();
  function inLine<T>(client: string, check: () => Promise<T>): Promise<T> {
    const current = (checksInLine.get(client) ?? Promise.resolve()).then(check);
    const settled = current.catch(() => undefined);
    checksInLine.set(client, settled);
    void settled.then(() => {
      if (checksInLine.get(client) === settled) checksInLine.delete(client);
    });
    return current;
  }

  /** Checks a password for a client, counting failures against its throttle. */
  function checkPassword(client: string, password: string): Promise<boolean> {
    return inLine(client, async () => {
      const stored = credentials.find();
      if (stored?.passwordHash !== countedAgainst) {
        throttle.reset();
        countedAgainst = stored?.passwordHash;
      }
      const wait = throttle.retryAfterSeconds(client, underWay);
      if (wait > 0) throw new TooManyRequestsError(wait);
      underWay += 1;
      let valid: boolean;
      try {
        valid = stored ? await hashed(() => verifyPassword(password, stored.passwordHash)) : false;
      } finally {
        underWay -= 1;
      }
      if (valid) throttle.recordSuccess(client);
      else throttle.recordFailure(client);
      return valid;
    });
  }

  return {
    sessions,
    /** Returns the new session's id. */
    async login(client: string, password: string, previousSessionId?: string): Promise<string> {
      if (!(await checkPassword(client, password))) throw new UnauthorizedError(ERROR_MESSAGES.invalidPassword);
      if (previousSessionId) sessions.remove(previousSessionId);
      return sessions.create();
    },
    isAuthenticated: (sessionId: string | undefined) => sessionId !== undefined && sessions.isActive(sessionId),
    logout: (sessionId: string | undefined) => {
      if (sessionId) sessions.remove(sessionId);
    },
    /** Ends every session, then returns a fresh one for the caller, who stays signed in. */
    async changePassword(client: string, currentPassword: string, newPassword: string): Promise<string> {
      if (!(await checkPassword(client, currentPassword))) {
        throw new ValidationError({ currentPassword: 'Current password is incorrect' });
      }
      const hash = await hashed(() => hashPassword(newPassword));
      return db.transaction(() => {
        credentials.setPassword(hash);
        endAdminAccess(db);
        return sessions.create();
      })();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
