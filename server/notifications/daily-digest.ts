// The daily digest of new newsletter subscribers (decision 150): at 07:00 Chicago time, one mail
// listing everyone who subscribed before midnight and was not listed yet; none when nobody did.
import { chicagoDay, chicagoTime, dayBefore } from './chicago-time.ts';

/** Chicago's 7 a.m.: the owner reads the day's subscribers before the 9:00 opening. */
export const DIGEST_HOUR = 7;
/** How often the server looks whether a digest is due (it also looks at start). */
export const DIGEST_CHECK_EVERY_MS = 5 * 60_000;

/**
 * The latest digest due at `now`: the Chicago day it is named after, and the cutoff (that day's
 * end) before which subscribers belong to it. Before 07:00 that is still yesterday's digest, so a
 * server that was down at 07:00 sends it when it is back.
 */
export function dueDigest(now: Date): { day: string; cutoff: Date } {
  const today = chicagoDay(now);
  const end = now >= chicagoTime(today, DIGEST_HOUR) ? today : dayBefore(today);
  return { day: dayBefore(end), cutoff: chicagoTime(end, 0) };
}
