// How many automatic backups the server keeps (server/backup/rotation.ts applies it): the newest of
// each of the last `daily` days that have one and of the last `weekly` weeks. Here, beside the rest
// of the site's rules, because the privacy policy's template says it to visitors: whatever is
// deleted is gone from the backups once the oldest kept one is newer than the deletion.
export const BACKUPS_KEPT = { daily: 7, weekly: 4 } as const;
