// The one error shape every /api answer uses, whatever went wrong.
import { z } from 'zod';

export const errorBody = z.object({
  error: z.string(),
  /** Field name (dotted path for nested fields) to a message, on 400. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The server's current record, on 409. */
  current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type FieldErrors = Record<string, string>;

/** The key of a message about the body as a whole rather than one of its fields. */
export const WHOLE_BODY = 'body';

/**
 * Zod issues as `{ field: message }`, the first message per field; nested fields by dotted path
 * (`highlights.2`). The server's 400 answers, the admin forms and the studio's checks all use it.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : WHOLE_BODY;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** "1 second", "5 seconds". */
const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

export const ERROR_MESSAGES = {
  invalidBody: 'Invalid request',
  unauthorized: 'Not authenticated',
  notFound: 'Not found',
  conflict: 'This record was changed by someone else',
  duplicateSlug: 'That slug is already used',
  invalidPassword: 'Invalid admin password',
  tooManyAttempts: (retryAfterSeconds: number) => `Too many failed login attempts. Try again in ${seconds(retryAfterSeconds)}.`,
  tooManyRequests: (retryAfterSeconds: number) => `Too many requests. Try again in ${seconds(retryAfterSeconds)}.`,
  busy: (retryAfterSeconds: number) => `The server is busy. Try again in ${seconds(retryAfterSeconds)}.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  forbiddenOrigin: 'Cross-site request refused',
  payloadTooLarge: 'Request body is too large',
  internal: 'Internal server error',
} as const;
