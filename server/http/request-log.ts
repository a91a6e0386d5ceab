// One log line per answer (method, path without its query string, status, milliseconds, request
// id) and an X-Request-Id header on every answer, so an owner's "it failed at 10:02" can be
// matched to the server's line and to the error logged with the same id. Never headers, cookies,
// query strings or bodies: a password or a session could be in any of them.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AppLogger } from './logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy in front (nginx's $request_id) sent, kept so both logs share it; anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const MAX_LOGGED_PATH = 2000;

export function requestIdOf(res: Response): string | undefined {
  return res.locals.requestId as string | undefined;
}

/** The path as the client asked for it, without the query string (tokens and search terms stay out of the log). */
export function loggedPath(req: Request): string {
  const url = req.originalUrl;
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).slice(0, MAX_LOGGED_PATH);
}

export interface RequestLogOptions {
  /** Paths whose successful answers are not logged (health checks every few seconds would drown the rest). */
  quietPaths?: readonly string[];
}

export function requestLog(logger: AppLogger, { quietPaths = [] }: RequestLogOptions = {}): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const status = res.statusCode;
      const path = loggedPath(req);
      if (status < 400 && quietPaths.includes(path)) return;
      const line = { reqId: id, method: req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10, ...(res.writableFinished ? {} : { aborted: true }) };
      if (status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
