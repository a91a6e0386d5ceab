import type { IncomingMessage } from 'node:http';
import cookieSession from 'cookie-session';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { ADMIN_API_PREFIX } from '../../shared/contract/admin-endpoints.ts';
import { SESSION_LIFETIME_MS } from './session-repository.ts';

export const SESSION_COOKIE = 'jacobs_session';

/** Whether a request carries the session cookie (signed or not: the signature is checked where it is read). */
export const hasSessionCookie = (req: IncomingMessage): boolean => req.headers.cookie?.includes(`${SESSION_COOKIE}=`) === true;

const isAdminApi = (path: string) => path === ADMIN_API_PREFIX || path.startsWith(`${ADMIN_API_PREFIX}/`);

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
 *
 * Only on the requests that can have a session: those carrying its cookie, and the admin API's
 * (where one begins). A visitor's request has none to read (req.session stays undefined, which every
 * reader takes as no session) and skips cookie-session, which defines req.session as accessors of
 * that request's own: each request then gets a hidden class of its own, which V8's young-generation
 * collector keeps, with the whole request behind it. Measured on a flood of public POSTs: each minor
 * collection copied 8 MB and held the server 11-12 ms; without it, 0.3 MB and 2-3 ms.
 */
export function sessionCookie(secret: string): RequestHandler {
  const session = cookieSession({ name: SESSION_COOKIE, keys: [secret], httpOnly: true, sameSite: 'lax', maxAge: SESSION_LIFETIME_MS });
  return (req, res, next) => {
    if (!isAdminApi(req.path) && !hasSessionCookie(req)) {
      next();
      return;
    }
    withMaxAge(req, res, () =>
      session(req, res, (error?: unknown) => {
        if (error) {
          next(error);
          return;
        }
        req.sessionOptions.secure = req.secure;
        next();
      }),
    );
  };
}
