import type { SeedPreview, SeedResult } from '../../shared/contract/seed.ts';
import type { Db } from '../db/connection.ts';
import { seedDatabase, seedPreview } from '../db/seed.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';

/** Seed Database: creates only what is missing and reports the counts; its preview says what it would create. */
export const seedHandlers = (db: Db): AdminHandlers => ({
  seedPreview: (_req, res) => {
    res.json({ wouldCreate: seedPreview(db) } satisfies SeedPreview);
  },
  seed: (_req, res) => {
    res.json({ ok: true, created: seedDatabase(db) } satisfies SeedResult);
  },
});
