import type { Request, RequestHandler } from 'express';
import type { SessionRepository } from '../auth/session-repository.ts';
import { UnauthorizedError } from './errors.ts';

/** The session id in the signed cookie, whether or not its row still exists. */
export function cookieSessionId(req: Request): string | undefined {
  const sid: unknown = req.session?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

/** Lets a request through only if its cookie names a live session row. */
export function requireAdmin(sessions: SessionRepository): RequestHandler {
  return (req, _res, next) => {
    const sid = cookieSessionId(req);
    if (!sid || !sessions.isActive(sid)) throw new UnauthorizedError();
    next();
  };
}
