// One log line per answer (method, path without its query string, status, milliseconds, request
// id) and an X-Request-Id header on every answer, so an owner's "it failed at 10:02" can be
// matched to the server's line and to the error logged with the same id. Never headers, cookies,
// query strings or bodies: a password or a session could be in any of them. Express's answers get
// both from `middleware`; cache hits, answered before Express (decision 110), from `begin`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  return pathOf(req.originalUrl);
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).slice(0, MAX_LOGGED_PATH);
}

export interface RequestLogOptions {
  /** Paths whose successful answers are not logged (health checks every few seconds would drown the rest). */
  quietPaths?: readonly string[];
}

export interface RequestLog {
  /** Gives the request its id (the caller sends it as X-Request-Id) and writes its line once answered. */
  begin(req: IncomingMessage, res: ServerResponse): string;
  /** `begin` for Express's answers, the id set as the header and kept for the error handler. */
  middleware: RequestHandler;
}

export function createRequestLog(logger: AppLogger, { quietPaths = [] }: RequestLogOptions = {}): RequestLog {
  const begin = (req: IncomingMessage, res: ServerResponse): string => {
    const started = performance.now();
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    // The URL as it arrived: Express's `originalUrl` before any mount has trimmed it.
    const url = req.url ?? '/';
    // 'close' comes once the answer is sent, or when the connection ended before it was.
    res.once('close', () => {
      const status = res.statusCode;
      const path = pathOf(url);
      if (status < 400 && quietPaths.includes(path)) return;
      const line = { reqId: id, method: req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10, ...(res.writableFinished ? {} : { aborted: true }) };
      if (status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    return id;
  };
  return {
    begin,
    middleware: (req, res, next) => {
      const id = begin(req, res);
      res.locals.requestId = id;
      res.setHeader(REQUEST_ID_HEADER, id);
      next();
    },
  };
}
