// Limits of the public forms (POST /api/contact and /api/newsletter, decision 177), each
// form with its own counters, so a flood of one cannot touch the other. Per client (an IPv4 address
// or an IPv6 /64, server/http/client-key.ts): beyond FORMS_PER_CLIENT in 10 minutes, 429 with
// Retry-After and "Too many requests. Try again in N seconds." Over all clients together an hourly
// allowance of valid submissions: past it they are still accepted, but held for the owner's review.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { clientKey } from '../http/client-key.ts';
import { TooManyRequestsError } from '../http/errors.ts';

export interface FormLimits {
  /** Submissions of one form per client in 10 minutes (FORMS_PER_CLIENT). */
  perClient: number;
  /** Valid submissions of one form from everyone in an hour delivered at once (FORMS_PER_HOUR); the rest are held for review. */
  global: number;
  /**
   * Held submissions of one form kept at most (about 50 MB of 5,000-character messages): past it a
   * flood could fill the disk, so further ones get 429 until the owner reviews them or the hour ends.
   */
  heldAtMost: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = { perClient: 5, global: 200, heldAtMost: 10_000 };

const CLIENT_WINDOW_MS = 10 * 60 * 1000;
const ALLOWANCE_WINDOW_MS = 60 * 60 * 1000;

/**
 * A refused post (400, 413, 415: the contract or the photo rules said no, or 422: a reused
 * Idempotency-Key) costs a client this fraction of an accepted one: a visitor who mistypes an
 * address five times keeps the whole allowance, and a client's junk is still refused once it runs
 * to ten times the allowance.
 */
export const REFUSED_PER_ACCEPTED = 10;
const REFUSED = new Set([400, 413, 415, 422]);

const tooMany: RequestHandler = (req, _res, next) => {
  const resetAt = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? Date.now() + CLIENT_WINDOW_MS;
  next(new TooManyRequestsError(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)), ERROR_MESSAGES.tooManyRequests));
};

/** A count of one client's posts in 10 minutes; a post whose answer `counts` not is taken back off it. */
const clientCount = (limit: number, counts: (status: number) => boolean) =>
  rateLimit({
    windowMs: CLIENT_WINDOW_MS,
    limit,
    keyGenerator: clientKey,
    standardHeaders: false,
    legacyHeaders: false,
    // Its checks are about its own IP key (ours groups IPv6 by /64) and would log an error for
    // every X-Forwarded-For a client sends while no proxy is trusted.
    validate: false,
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => counts(res.statusCode),
    handler: tooMany,
  });

/**
 * One form's limits per client, checked before any byte of the body is read: its accepted posts
 * (FORMS_PER_CLIENT), and apart, far more of its refused ones, so one client's junk costs it alone
 * and a visitor's typing mistakes cost next to nothing. Neither counts what the server turned away
 * for its own reasons (a 503 when busy, a 507 when its disk is full).
 */
export function perClientLimit(limits: FormLimits): RequestHandler {
  const accepted = clientCount(limits.perClient, (status) => status < 400);
  const refused = clientCount(limits.perClient * REFUSED_PER_ACCEPTED, (status) => REFUSED.has(status));
  return (req, res, next) => void accepted(req, res, (error?: unknown) => (error ? next(error) : void refused(req, res, next)));
}

export interface FormAllowance {
  /** Counts a valid submission: true while it is within the hour's allowance, false once past it (hold it). */
  take(): boolean;
  /** Seconds until the hour's allowance starts again. */
  secondsLeft(): number;
}

/**
 * The hourly allowance of one form, over everyone: counted only for submissions the contract
 * accepted (a flood of refused ones spends nothing), in fixed hours of the app's clock. Past it
 * nobody is refused: the surplus is held for review (decision 177).
 */
export function createFormAllowance(perHour: number, now: () => number): FormAllowance {
  let windowStart = 0;
  let taken = 0;
  return {
    take() {
      const at = now();
      if (at - windowStart >= ALLOWANCE_WINDOW_MS) {
        windowStart = at;
        taken = 0;
      }
      taken += 1;
      return taken <= perHour;
    },
    secondsLeft: () => Math.max(1, Math.ceil((windowStart + ALLOWANCE_WINDOW_MS - now()) / 1000)),
  };
}
