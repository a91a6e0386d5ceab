import { Router } from 'express';
import type { SeedResult } from '../../shared/contract/seed.ts';
import type { Db } from '../db/connection.ts';
import { seedDatabase } from '../db/seed.ts';

/** POST /api/admin/seed-database: creates only what is missing and reports the counts. */
export function seedRoutes(db: Db): Router {
  const router = Router();
  router.post('/seed-database', (_req, res) => {
    res.json({ ok: true, created: seedDatabase(db) } satisfies SeedResult);
  });
  return router;
}
