// Backup file names: the time they were taken, as an ISO time usable in a file name everywhere.

/** 2026-11-22T03:00:00.000Z -> 2026-11-22T03-00-00-000Z */
export const backupStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** The server's own daily backups, in DATA_DIR/backups; only these are ever rotated away. */
export const AUTOMATIC_BACKUPS_FOLDER = 'backups';
const AUTOMATIC_PREFIX = 'jacobs-auto-';
const AUTOMATIC_NAME = /^jacobs-auto-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite$/;

export const automaticBackupName = (date: Date) => `${AUTOMATIC_PREFIX}${backupStamp(date)}.sqlite`;

/** When an automatic backup was taken, from its name; undefined for any other file. */
export function automaticBackupDate(name: string): Date | undefined {
  const match = AUTOMATIC_NAME.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
