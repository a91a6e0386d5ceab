import type { Request, RequestHandler } from 'express';
import { UnauthorizedError } from './errors.ts';

/** The session id in the signed cookie, whether or not its row still exists. */
export function cookieSessionId(req: Request): string | undefined {
  const sid: unknown = req.session?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

/** Lets a request through only if its cookie names a session `isActive` accepts (a live session row). */
export function requireAdmin(isActive: (sessionId: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    const sid = cookieSessionId(req);
    if (!sid || !isActive(sid)) throw new UnauthorizedError();
    next();
  };
}
