// Rate limits of the public forms (POST /api/contact and /api/newsletter, decision 111): per client
// (an IPv4 address or an IPv6 /64, server/http/client-key.ts) and over all clients together, each
// form with its own counters, so a flood of one cannot close the other. Beyond a limit: 429 with
// Retry-After and "Too many requests. Try again in N seconds."
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { clientKey } from '../http/client-key.ts';
import { TooManyRequestsError } from '../http/errors.ts';

export interface FormLimits {
  /** Submissions of one form per client in 10 minutes (FORMS_PER_CLIENT). */
  perClient: number;
  /** Submissions of one form from everyone in an hour (FORMS_PER_HOUR). */
  global: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = { perClient: 5, global: 200 };

const CLIENT_WINDOW_MS = 10 * 60 * 1000;
const GLOBAL_WINDOW_MS = 60 * 60 * 1000;

function limit(windowMs: number, max: number, keyOf: typeof clientKey): RequestHandler {
  return rateLimit({
    windowMs,
    limit: max,
    keyGenerator: keyOf,
    standardHeaders: false,
    legacyHeaders: false,
    // Its checks are about its own IP key (ours groups IPv6 by /64) and would log an error for
    // every X-Forwarded-For a client sends while no proxy is trusted.
    validate: false,
    handler: (req, _res, next) => {
      const resetAt = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
      next(new TooManyRequestsError(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)), ERROR_MESSAGES.tooManyRequests));
    },
  });
}

/** The limits of one form: the client's own first, so a client over its limit spends nothing of everyone's. */
export const formLimiter = (limits: FormLimits): RequestHandler[] => [limit(CLIENT_WINDOW_MS, limits.perClient, clientKey), limit(GLOBAL_WINDOW_MS, limits.global, () => 'everyone')];
