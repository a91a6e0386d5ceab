import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import type { Db } from '../db/connection.ts';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../http/errors.ts';
import { createCredentialsRepository } from './credentials-repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSessionRepository } from './session-repository.ts';

export function createAuthService(db: Db, throttle: LoginThrottle) {
  const credentials = createCredentialsRepository(db);
  const sessions = createSessionRepository(db);

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
      const wait = throttle.retryAfterSeconds(client);
      if (wait > 0) throw new TooManyRequestsError(wait);
      const stored = credentials.find();
      const valid = stored ? await verifyPassword(password, stored.passwordHash) : false;
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
      const hash = await hashPassword(newPassword);
      return db.transaction(() => {
        credentials.setPassword(hash);
        sessions.removeAll();
        return sessions.create();
      })();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
