import cookieSession from 'cookie-session';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { SESSION_LIFETIME_MS } from './session-repository.ts';

export const SESSION_COOKIE = 'jacobs_session';

const MAX_AGE = `; Max-Age=${SESSION_LIFETIME_MS / 1000}`;
const isSessionCookie = (header: string) => header.startsWith(`${SESSION_COOKIE}=`) || header.startsWith(`${SESSION_COOKIE}.sig=`);

/**
 * The session cookie's lifetime as Max-Age too (decision 002): cookie-session states only Expires,
 * the server's clock plus 7 days, which a client whose clock is more than 7 days ahead reads as
 * already past. Max-Age is relative, so it lasts 7 days by the client's own clock, and a client
 * that knows it (every browser; the studio) ignores Expires. A cleared cookie (Expires in 1970)
 * is left as it is. This listener is added before cookie-session's, so it runs after it.
 */
const withMaxAge: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    const headers = res.getHeader('Set-Cookie');
    if (!Array.isArray(headers)) return;
    res.setHeader(
      'Set-Cookie',
      headers.map((header) => (isSessionCookie(header) && !header.includes('expires=Thu, 01 Jan 1970') ? `${header}${MAX_AGE}` : header)),
    );
  });
  next();
};

/**
 * Signed, HttpOnly, SameSite=Lax cookie carrying only a session id. Secure is decided per request
 * (HTTPS directly or via a trusted proxy's X-Forwarded-Proto), so plain-HTTP local use still works.
 */
export function sessionCookie(secret: string): RequestHandler[] {
  return [
    withMaxAge,
    cookieSession({ name: SESSION_COOKIE, keys: [secret], httpOnly: true, sameSite: 'lax', maxAge: SESSION_LIFETIME_MS }),
    (req, _res, next) => {
      req.sessionOptions.secure = req.secure;
      next();
    },
  ];
}
