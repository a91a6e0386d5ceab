// Typed errors the routes and services throw; error-handler.ts renders each one as the single
// error shape of shared/contract/errors.ts.
import { ERROR_MESSAGES, type FieldErrors } from '../../shared/contract/errors.ts';

export type { FieldErrors };

export class HttpError extends Error {
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly current?: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, extra: { fields?: FieldErrors; current?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.fields = extra.fields;
    this.current = extra.current;
    this.headers = extra.headers ?? {};
  }
}

export class ValidationError extends HttpError {
  constructor(fields: FieldErrors, message: string = ERROR_MESSAGES.invalidBody) {
    super(400, message, { fields });
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.unauthorized) {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.notFound) {
    super(404, message);
  }
}

/** 409: a stale version (with the server's current record) or a taken unique value (with the field). */
export class ConflictError extends HttpError {
  constructor(message: string, extra: { fields?: FieldErrors; current?: unknown } = {}) {
    super(409, message, extra);
  }
}

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/** 429 from the login throttle (`tooManyAttempts`) or a form's rate limit (`tooManyRequests`). */
export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number, message: (seconds: number) => string = ERROR_MESSAGES.tooManyAttempts) {
    super(429, message(retryAfterSeconds), { headers: retryAfter(retryAfterSeconds) });
  }
}

/** 422: an Idempotency-Key already used for another request. */
export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** 503: too much work queued (server renders); the client is told when to come back. */
export class ServiceUnavailableError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, ERROR_MESSAGES.busy(retryAfterSeconds), { headers: retryAfter(retryAfterSeconds) });
  }
}
