import { Router } from 'express';
import type { SeedPreview, SeedResult } from '../../shared/contract/seed.ts';
import type { Db } from '../db/connection.ts';
import { seedDatabase, seedPreview } from '../db/seed.ts';
import type { BuiltInArt } from '../products/built-in-art.ts';
import { createPaletteLookup } from '../products/palettes.ts';

/**
 * POST /api/admin/seed-database: creates only what is missing and reports the counts (the seeded
 * rugs with their pictures' palettes, once those are made); GET: what it would create.
 */
export function seedRoutes(db: Db, art: BuiltInArt): Router {
  const router = Router();
  const paletteOf = createPaletteLookup(db, art);
  router.get('/seed-database', (_req, res) => {
    res.json({ wouldCreate: seedPreview(db) } satisfies SeedPreview);
  });
  router.post('/seed-database', async (_req, res) => {
    await art.load();
    res.json({ ok: true, created: seedDatabase(db, { paletteOf }) } satisfies SeedResult);
  });
  return router;
}
