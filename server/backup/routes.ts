import type { Db } from '../db/connection.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { backupStamp } from './names.ts';
import { withSnapshot } from './snapshot.ts';

/** The whole database as one SQLite file download. */
export const backupHandlers = (db: Db): AdminHandlers => ({
  backup: async (_req, res) => {
    await withSnapshot(db, async (file) => {
      res.attachment(`jacobs-backup-${backupStamp(new Date())}.sqlite`).type('application/vnd.sqlite3');
      await new Promise<void>((resolve, reject) => res.sendFile(file, (error) => (error ? reject(error) : resolve())));
    });
  },
});
