// Which automatic backups to keep: the newest of each of the last 7 days that have one, and the
// newest of each of the last 4 weeks that have one (restic's --keep-daily 7 --keep-weekly 4).
// Counting days that have a backup, not calendar days, means a server that was off for a month
// still keeps its last backups. Days and weeks (Monday to Sunday) are in UTC.

import { BACKUPS_KEPT } from '../../shared/domain/backups-kept.ts';

export interface Retention {
  daily: number;
  weekly: number;
}

export const RETENTION: Retention = BACKUPS_KEPT;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday starting the date's week. */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

export const sameDay = (a: Date, b: Date) => dayOf(a) === dayOf(b);

/** The backups (by their time) to keep; every other one may be deleted. */
export function backupsToKeep(times: readonly Date[], retention: Retention = RETENTION): Set<Date> {
  const newestFirst = [...times].sort((a, b) => b.getTime() - a.getTime());
  const keep = new Set<Date>();
  for (const [bucketOf, count] of [
    [dayOf, retention.daily],
    [weekOf, retention.weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const time of newestFirst) {
      const bucket = bucketOf(time);
      if (seen.has(bucket)) continue;
      if (seen.size === count) break;
      seen.add(bucket);
      keep.add(time);
    }
  }
  return keep;
}
