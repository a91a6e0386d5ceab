import { Router } from 'express';
import type { SeedPreview, SeedResult } from '../../shared/contract/seed.ts';
import type { Db } from '../db/connection.ts';
import { seedDatabase, seedPreview } from '../db/seed.ts';

/** POST /api/admin/seed-database: creates only what is missing and reports the counts; GET: what it would create. */
export function seedRoutes(db: Db): Router {
  const router = Router();
  router.get('/seed-database', (_req, res) => {
    res.json({ wouldCreate: seedPreview(db) } satisfies SeedPreview);
  });
  router.post('/seed-database', (_req, res) => {
    res.json({ ok: true, created: seedDatabase(db) } satisfies SeedResult);
  });
  return router;
}
