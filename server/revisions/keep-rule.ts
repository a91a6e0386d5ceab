// How much history a record keeps (decision 140): its newest REVISIONS_KEPT revisions, and
// every revision of the last REVISIONS_KEPT_DAYS days however many, within REVISIONS_MAX_BYTES
// (compressed) for the record: past that the oldest go first, whatever their age, and the newest
// always stays. Older ones beyond all that go too.
import { REVISIONS_KEPT, REVISIONS_KEPT_DAYS, REVISIONS_MAX_BYTES } from '../../shared/contract/revisions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Revisions made before this moment may go, unless they are among the newest REVISIONS_KEPT. */
export const keptSince = (now: Date) => new Date(now.getTime() - REVISIONS_KEPT_DAYS * DAY_MS);

interface StoredRevision {
  id: number;
  /** ISO time, comparable as text. */
  createdAt: string;
  /** Its stored (compressed) size. */
  bytes: number;
}

/** The ids of a record's revisions (given newest first) that the rule lets go. */
export function beyondSizeBound(newestFirst: readonly StoredRevision[], keptSinceIso: string): number[] {
  let total = 0;
  return newestFirst.flatMap((revision, index) => {
    total += revision.bytes;
    const recentEnough = index < REVISIONS_KEPT || revision.createdAt >= keptSinceIso;
    const fits = index === 0 || total <= REVISIONS_MAX_BYTES;
    return recentEnough && fits ? [] : [revision.id];
  });
}
