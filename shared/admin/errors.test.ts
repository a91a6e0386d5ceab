import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/http.ts';
import { conflictRecordOf, errorText, fieldErrorsOf, loginErrorText } from './errors.ts';

const apiError = (status: number, text: string) => {
  let body = null;
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed?.error === 'string') body = parsed;
  } catch {
    body = null;
  }
  return new ApiError(status, text, body);
};

describe('loginErrorText', () => {
  it("shows the server's error text", () => {
    expect(loginErrorText(apiError(401, '{"error":"Too many failed login attempts. Try again later."}'))).toBe(
      'Too many failed login attempts. Try again later.',
    );
  });
  it('falls back to Invalid admin password when the JSON has no error', () => {
    expect(loginErrorText(apiError(401, '{}'))).toBe('Invalid admin password');
  });
  it('says Unknown error when the body is not JSON', () => {
    expect(loginErrorText(apiError(502, '<html>Bad gateway</html>'))).toBe('Unknown error');
  });
  it('shows a network failure message, or Failed to log in', () => {
    expect(loginErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(loginErrorText(new Error(''))).toBe('Failed to log in');
    expect(loginErrorText('nothing useful')).toBe('Failed to log in');
  });
});

describe('errorText', () => {
  it("prefers the server's sentence, then the error message, then the fallback", () => {
    expect(errorText(apiError(409, '{"error":"That slug is already used"}'), 'x')).toBe('That slug is already used');
    expect(errorText(apiError(500, 'Internal Server Error'), 'x')).toBe('500: Internal Server Error');
    expect(errorText(new Error('offline'), 'x')).toBe('offline');
    expect(errorText(undefined, 'Failed to seed database')).toBe('Failed to seed database');
  });
});

describe('fieldErrorsOf and conflictRecordOf', () => {
  it('reads the field messages of an answer that names fields', () => {
    expect(fieldErrorsOf(apiError(400, '{"error":"Invalid request","fields":{"name":"Name is required"}}'))).toEqual({ name: 'Name is required' });
    expect(fieldErrorsOf(apiError(409, '{"error":"That slug is already used","fields":{"slug":"That slug is already used"}}'))).toEqual({
      slug: 'That slug is already used',
    });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
  it("reads the server's current record of a 409 only", () => {
    expect(conflictRecordOf(apiError(409, '{"error":"changed","current":{"id":1,"version":3}}'))).toEqual({ id: 1, version: 3 });
    expect(conflictRecordOf(apiError(409, '{"error":"That slug is already used"}'))).toBeUndefined();
    expect(conflictRecordOf(apiError(400, '{"error":"x","current":{}}'))).toBeUndefined();
  });
});
