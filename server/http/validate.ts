import type { ZodType, z } from 'zod';
import { ValidationError, type FieldErrors } from './errors.ts';

/** Zod issues as `{ fieldPath: message }`, first message per field; issues about the whole body go under `body`. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses a body with a shared contract schema, throwing a 400 that names each bad field. Handlers
 * call it (rather than a validate middleware) so the values they get are typed by the schema.
 */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(toFieldErrors(result.error.issues));
  return result.data;
}
