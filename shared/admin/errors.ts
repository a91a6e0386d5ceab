// Turning failures into the spec's messages.
import { ApiError } from '../api-client/http.ts';

/** The server's own sentence for a failed call, or the fallback when there is none. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Login failure text (docs/product/copy.md#admin-messages): the server's error, or "Invalid admin password" when its
 * JSON has none, "Unknown error" when the body cannot be read as JSON, and for a network failure
 * the error's message or "Failed to log in".
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body?.error) return error.body.error;
    const bodyText = error.message.slice(`${error.status}: `.length);
    try {
      JSON.parse(bodyText);
      return 'Invalid admin password';
    } catch {
      return 'Unknown error';
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to log in';
}

/** The field messages of an answer that names fields (a 400, or a 409 on a taken slug). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.body?.fields) return error.body.fields;
  return {};
}

/** The server's current record of a 409 answer, if it sent one. */
export function conflictRecordOf(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 409 && error.body?.current !== undefined) return error.body.current;
  return undefined;
}
