// Revisions (decision 140): the state a record was in before each save, its calls' shapes, and
// how the server learns where a save came from (the studio says so in a header; default web).
import { z } from 'zod';
import { statedVersionSchema } from './fields.ts';

export const REVISION_SOURCES = ['web', 'studio'] as const;
export type RevisionSource = (typeof REVISION_SOURCES)[number];

/** Where a save came from, as the history panel names it. */
export const REVISION_SOURCE_LABELS: Record<RevisionSource, string> = { web: 'Web admin', studio: 'Studio' };

/** The header the studio sets on its calls; a call without it comes from the web admin. */
export const EDIT_SOURCE_HEADER = 'X-Edit-Source';
export const editSource = z.enum(REVISION_SOURCES, { error: `Must be ${REVISION_SOURCES.join(' or ')}` }).default('web');

/** One entry of a record's history: the state it was in before the save at `createdAt`. */
export const revisionSummary = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  source: z.enum(REVISION_SOURCES),
  /** The version that save replaced: the record was at this version in this revision. */
  version: z.number().int(),
  /** The fields the save changed, by name (the resource table's field names). */
  changedFields: z.array(z.string()),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

/** A revision with its stored fields (the record's fields as the admin reads them). */
export const revision = revisionSummary.extend({ fields: z.record(z.string(), z.unknown()) });
export type Revision = z.infer<typeof revision>;

/** The body of a restore: optionally the version the owner saw (like If-Match). */
export const restoreInput = (lowest: number) => z.object({ version: statedVersionSchema(lowest) }).strict();

/** How much history a record keeps: its newest REVISIONS_KEPT revisions, and all of the last REVISIONS_KEPT_DAYS days. */
export const REVISIONS_KEPT = 50;
export const REVISIONS_KEPT_DAYS = 30;
/** And never more than this much history per record, stored compressed: the oldest revisions go first (the newest always stays). */
export const REVISIONS_MAX_BYTES = 5 * 1024 * 1024;
