import { z } from 'zod';

const seedCounts = z.object({
  serviceAreas: z.number().int(),
  blogPosts: z.number().int(),
  pageContent: z.number().int(),
  siteSettings: z.number().int(),
  products: z.number().int(),
  coreServices: z.number().int(),
  consultationTypes: z.number().int(),
  bookingAvailability: z.number().int(),
});
export type SeedCounts = z.infer<typeof seedCounts>;

/** Answer of GET /api/admin/seed-database: what a run would create now, changing nothing. */
export const seedPreview = z.object({ wouldCreate: seedCounts });
export type SeedPreview = z.infer<typeof seedPreview>;

/** Answer of POST /api/admin/seed-database: how many records of each kind the run created. */
export const seedResult = z.object({
  ok: z.literal(true),
  created: seedCounts,
});
export type SeedResult = z.infer<typeof seedResult>;
