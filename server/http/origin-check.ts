import type { RequestHandler } from 'express';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { ForbiddenError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests a browser sent from another site (CSRF defence on top of
 * SameSite cookies). Requests without Origin, such as the studio's Node client, pass: they carry
 * no ambient browser credentials another site could ride on.
 */
export const originCheck: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get('Origin');
  const crossSite = req.get('Sec-Fetch-Site') === 'cross-site';
  if (crossSite || (origin !== undefined && !sameHost(origin, req.get('Host')))) {
    throw new ForbiddenError(ERROR_MESSAGES.forbiddenOrigin);
  }
  next();
};
