import cookieSession from 'cookie-session';
import type { RequestHandler } from 'express';
import { SESSION_LIFETIME_MS } from './session-repository.ts';

export const SESSION_COOKIE = 'jacobs_session';

/**
 * Signed, HttpOnly, SameSite=Lax cookie carrying only a session id. Secure is decided per request
 * (HTTPS directly or via a trusted proxy's X-Forwarded-Proto), so plain-HTTP local use still works.
 */
export function sessionCookie(secret: string): RequestHandler[] {
  return [
    cookieSession({ name: SESSION_COOKIE, keys: [secret], httpOnly: true, sameSite: 'lax', maxAge: SESSION_LIFETIME_MS }),
    (req, _res, next) => {
      req.sessionOptions.secure = req.secure;
      next();
    },
  ];
}
