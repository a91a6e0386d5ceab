// The identity a write states (shared/contract/record-identity.ts): the Record-Uid header, or `uid`
// in the body, checked against the record at the address before anything is written.
import type { Request } from 'express';
import { z } from 'zod';
import { isOtherRecord, noLongerOnServer, RECORD_UID_HEADER } from '../../shared/contract/record-identity.ts';
import { ConflictError, ValidationError } from './errors.ts';

const uidSchema = z.uuid('Must be a record identity (a UUID)');

/** The identity a write states; undefined when it states none. A malformed one is a 400 naming where it came from. */
export function statedIdentity(req: Request): string | undefined {
  const header = req.get(RECORD_UID_HEADER);
  const body: unknown = req.body;
  const [field, stated] = header !== undefined ? [RECORD_UID_HEADER, header] : body && typeof body === 'object' && 'uid' in body ? ['uid', (body as { uid: unknown }).uid] : [null, undefined];
  if (field === null || stated === undefined || stated === null) return undefined;
  const parsed = uidSchema.safeParse(stated);
  if (!parsed.success) throw new ValidationError({ [field]: parsed.error.issues[0].message });
  return parsed.data;
}

/** Refuses (409, naming RECORD_UID_HEADER) a write stating an identity that is not `current`'s. */
export function assertIdentity(current: unknown, stated: string | undefined, label: string): void {
  if (!isOtherRecord(current, stated)) return;
  const message = noLongerOnServer(label);
  throw new ConflictError(message, { fields: { [RECORD_UID_HEADER]: message } });
}
