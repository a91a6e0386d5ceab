import { Router } from 'express';
import type { Db } from '../db/connection.ts';
import { backupStamp } from './names.ts';
import { withSnapshot } from './snapshot.ts';

/** GET /api/admin/backup: the whole database as one SQLite file download. */
export function backupRoutes(db: Db): Router {
  const router = Router();
  router.get('/backup', async (_req, res) => {
    await withSnapshot(db, async (file) => {
      res.attachment(`jacobs-backup-${backupStamp(new Date())}.sqlite`).type('application/vnd.sqlite3');
      await new Promise<void>((resolve, reject) => res.sendFile(file, (error) => (error ? reject(error) : resolve())));
    });
  });
  return router;
}
