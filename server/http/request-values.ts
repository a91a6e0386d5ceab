import type { Request } from 'express';
import { statedVersionSchema } from '../../shared/contract/fields.ts';
import { FIRST_VERSION, versionOfIfMatch } from '../../shared/contract/versions.ts';
import { parseRecordId } from '../../shared/domain/record-id.ts';
import { NotFoundError, ValidationError } from './errors.ts';

/** A record id from the path; anything but a positive whole number is an unknown record. */
export function parseId(raw: string | string[] | undefined): number {
  const id = parseRecordId(String(raw ?? ''));
  if (id === undefined) throw new NotFoundError();
  return id;
}

/**
 * The version a PUT or DELETE started from: the If-Match header or `version` in the body
 * (shared/contract/versions.ts). Undefined means the client did not ask for a version check.
 * `lowest` is the lowest version the resource may state (pages also accept 0, "never saved").
 */
export function statedVersion(req: Request, lowest: number = FIRST_VERSION): number | undefined {
  const versions = statedVersionSchema(lowest);
  const header = req.get('If-Match');
  const stated = header === undefined ? undefined : versionOfIfMatch(header);
  if (stated !== undefined) {
    const version = versions.safeParse(stated);
    if (!version.success || version.data === undefined) throw new ValidationError({ 'If-Match': 'Must be a record version' });
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
