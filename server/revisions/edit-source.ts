import type { Request } from 'express';
import { EDIT_SOURCE_HEADER, editSource, type RevisionSource } from '../../shared/contract/revisions.ts';
import { ValidationError } from '../http/errors.ts';

/** Where a save comes from: the studio says so in a header; a call without it is the web admin's. */
export function editSourceOf(req: Request): RevisionSource {
  const result = editSource.safeParse(req.get(EDIT_SOURCE_HEADER));
  if (!result.success) throw new ValidationError({ [EDIT_SOURCE_HEADER]: result.error.issues[0].message });
  return result.data;
}
