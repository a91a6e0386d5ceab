// How much history a record keeps (decision 140): its newest REVISIONS_KEPT revisions, and every
// revision of the last REVISIONS_KEPT_DAYS days however many. Older ones beyond both go.
import { REVISIONS_KEPT_DAYS } from '../../shared/contract/revisions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Revisions made before this moment may go, unless they are among the newest REVISIONS_KEPT. */
export const keptSince = (now: Date) => new Date(now.getTime() - REVISIONS_KEPT_DAYS * DAY_MS);
