import type { ZodType, z } from 'zod';
import { toFieldErrors, WHOLE_BODY } from '../../shared/contract/errors.ts';
import { ValidationError } from './errors.ts';

/** Far deeper than any form sends; free-form JSON (page content) nested deeper would overflow the stack when stored. */
const MAX_BODY_DEPTH = 32;

/** The top-level field holding something nested deeper than MAX_BODY_DEPTH (WHOLE_BODY if the body itself), or undefined. */
function tooDeep(value: unknown): string | undefined {
  const pending: { value: unknown; depth: number; field: string }[] = [{ value, depth: 0, field: WHOLE_BODY }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (item.depth > MAX_BODY_DEPTH) return item.field;
    if (item.value === null || typeof item.value !== 'object') continue;
    for (const [key, child] of Object.entries(item.value)) {
      pending.push({ value: child, depth: item.depth + 1, field: item.depth === 0 && !Array.isArray(item.value) ? key : item.field });
    }
  }
  return undefined;
}

/**
 * Parses a body with a shared contract schema, throwing a 400 that names each bad field. Handlers
 * call it (rather than a validate middleware) so the values they get are typed by the schema.
 */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const deepField = tooDeep(value);
  if (deepField) throw new ValidationError({ [deepField]: `Must be nested at most ${MAX_BODY_DEPTH} levels deep` });
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(toFieldErrors(result.error.issues));
  return result.data;
}
