import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_MESSAGES, WHOLE_BODY, type ErrorBody } from '../../shared/contract/errors.ts';
import { HttpError, NotFoundError } from './errors.ts';
import type { AppLogger } from './logger.ts';
import { loggedPath, requestIdOf } from './request-log.ts';

/** For code that only reports failures (the site renderer). */
export type Logger = (message: string, error?: unknown) => void;

/**
 * Errors Express and body-parser raise before a route runs (a 4xx status on the error, e.g. an
 * undecodable path parameter), mapped to what the client did wrong without echoing their messages.
 */
function fromFramework(error: { type?: unknown; status?: unknown }): HttpError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, ERROR_MESSAGES.invalidBody, { fields: { [WHOLE_BODY]: 'Must be valid JSON' } });
    case 'entity.too.large':
      return new HttpError(413, ERROR_MESSAGES.payloadTooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Unsupported request encoding');
    case 'request.aborted':
      return new HttpError(400, 'Request aborted');
    default:
      if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
        return new HttpError(error.status, error.status === 404 ? ERROR_MESSAGES.notFound : 'Bad request');
      }
      return undefined;
  }
}

/** What an error answers (its status, message, fields and headers), or undefined for an unexpected one (a 500). */
export function asHttpError(error: unknown): HttpError | undefined {
  return error instanceof HttpError ? error : error && typeof error === 'object' ? fromFramework(error) : undefined;
}

/**
 * The one place an error becomes an answer. Unknown errors are logged, with the request id the
 * client got in X-Request-Id, and answered as a plain 500.
 */
export function errorHandler(logger: AppLogger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = asHttpError(error);
    if (!known) {
      logger.error({ err: error, reqId: requestIdOf(res), method: req.method, path: loggedPath(req) }, 'Unhandled error while answering a request');
      res.status(500).json({ error: ERROR_MESSAGES.internal } satisfies ErrorBody);
      return;
    }
    const body: ErrorBody = { error: known.message };
    if (known.fields) body.fields = known.fields;
    if (known.current !== undefined) body.current = known.current;
    res.status(known.status).set(known.headers).json(body);
  };
}

/** Unknown /api paths answer JSON, never the site's HTML. */
export const apiNotFound: RequestHandler = () => {
  throw new NotFoundError();
};
