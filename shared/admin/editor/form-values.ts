// Converting between stored records and what the form inputs hold, and the contract's zod
// messages into per-field errors.
import type { ZodType } from 'zod';
import { toFieldErrors, type FieldErrors } from '../../contract/errors.ts';
import { isSectionPath } from '../../contract/sections/section-paths.ts';
import { readTypedNumber } from '../../domain/typed-number.ts';

/** A picture of an image list as its form holds it (an empty description is ''). */
export interface FormImage {
  url: string;
  alt: string;
}

export type FormValue = string | boolean | string[] | FormImage[];

/** How a picture is named beside its description: the end of its address ("a1b2…/original.jpg" keeps the upload's id). */
export function pictureName(url: string): string {
  const parts = url.split(/[?#]/)[0].split('/').filter(Boolean);
  const last = parts.at(-1) ?? url;
  return last.startsWith('original.') && parts.length > 1 ? `${parts.at(-2)}/${last}` : last;
}
export type FormValues = Record<string, FormValue>;

export type ToInputResult<Input> = { ok: true; input: Input } | { ok: false; errors: FieldErrors };

/** Text for an input from a nullable stored value. */
export const textOf = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A typed number (thousands separators allowed); the raw text when it is not one, so the check reports it instead of dropping it. */
export function numberInput(text: string): number | string | undefined {
  const read = readTypedNumber(text);
  if (read === undefined) return undefined;
  return read.ok ? read.value : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO date-time to a datetime-local value in the browser's time zone, at minute precision. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) to an ISO date-time, or null when empty. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * Field errors as a form shows them: a message about part of a field (`highlights.2`) goes under
 * the field itself, except inside a page's sections, where each section's field has a control of
 * its own (`content.sections.2.title`); the first message per field wins. Used for the form's own
 * checks and the server's 400 answers alike.
 */
export function errorsByField(fields: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) shown[isSectionPath(path) ? path : path.split('.')[0]] ??= message;
  return shown;
}

/** Checks an input against the contract schema the server uses (shared/contract/errors.ts turns its issues into field errors). */
export function validateWith<Input>(schema: ZodType, input: Record<string, unknown>): ToInputResult<Input> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, input: result.data as Input };
  return { ok: false, errors: errorsByField(toFieldErrors(result.error.issues)) };
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

export function sameValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameItem(item, b[index]));
  return a === b;
}

const sameItem = (a: string | FormImage, b: string | FormImage | undefined): boolean =>
  typeof a === 'string' || typeof b !== 'object' ? a === b : a.url === b.url && a.alt === b.alt;
