import type { Request } from 'express';
import type { ZodType } from 'zod';
import { expectedVersion } from '../../shared/contract/fields.ts';
import { parseRecordId } from '../../shared/domain/record-id.ts';
import { NotFoundError, ValidationError } from './errors.ts';

/** A record id from the path; anything but a positive whole number is an unknown record. */
export function parseId(raw: string | string[] | undefined): number {
  const id = parseRecordId(String(raw ?? ''));
  if (id === undefined) throw new NotFoundError();
  return id;
}

/**
 * The version a PUT or DELETE started from: the If-Match header (`3`, `"3"` or `W/"3"`) or
 * `version` in the body. Undefined means the client did not ask for a version check. `versions`
 * is the contract's schema for it (pages also accept 0, "never saved").
 */
export function statedVersion(req: Request, versions: ZodType<number | undefined> = expectedVersion): number | undefined {
  const header = req.get('If-Match');
  if (header !== undefined && header.trim() !== '*') {
    const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
    const version = match ? versions.safeParse(Number(match[1])) : undefined;
    if (!version?.success || version.data === undefined) throw new ValidationError({ 'If-Match': 'Must be a record version' });
    return version.data;
  }
  const body: unknown = req.body;
  if (body && typeof body === 'object' && 'version' in body) {
    const result = versions.safeParse((body as { version: unknown }).version);
    if (!result.success) throw new ValidationError({ version: result.error.issues[0].message });
    return result.data;
  }
  return undefined;
}
