import type { SeedPreview, SeedResult } from '../../shared/contract/seed.ts';
import type { Db } from '../db/connection.ts';
import { seedDatabase, seedPreview } from './seed-database.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import type { BuiltInArt } from '../products/built-in-art.ts';
import { createPaletteLookup } from '../products/palettes.ts';

/**
 * Seed Database: creates only what is missing and reports the counts (the seeded rugs with their
 * pictures' palettes, once those are made); its preview says what it would create.
 */
export function seedHandlers(db: Db, art: BuiltInArt): AdminHandlers {
  const paletteOf = createPaletteLookup(db, art);
  return {
    seedPreview: (_req, res) => {
      res.json({ wouldCreate: seedPreview(db) } satisfies SeedPreview);
    },
    seed: async (_req, res) => {
      await art.load();
      res.json({ ok: true, created: seedDatabase(db, { paletteOf }) } satisfies SeedResult);
    },
  };
}
