import type { RequestHandler } from 'express';
import { WHOLE_BODY } from '../../shared/contract/errors.ts';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write whose body is not JSON is refused with 415 instead of being read as no body at all:
 * where every field is optional (page content), such a request would otherwise save a page of
 * blanks. Writes without a body (logout, DELETE) pass.
 */
export const jsonBodiesOnly: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const hasBody = req.get('Transfer-Encoding') !== undefined || Number(req.get('Content-Length') ?? 0) > 0;
  if (hasBody && !req.is('application/json')) {
    throw new HttpError(415, 'Unsupported content type', { fields: { [WHOLE_BODY]: 'Send JSON with Content-Type: application/json' } });
  }
  next();
};
