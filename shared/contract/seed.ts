import { z } from 'zod';

/** Answer of POST /api/admin/seed-database: how many records of each kind the run created. */
export const seedResult = z.object({
  ok: z.literal(true),
  created: z.object({
    serviceAreas: z.number().int(),
    blogPosts: z.number().int(),
    pageContent: z.number().int(),
    siteSettings: z.number().int(),
    products: z.number().int(),
    coreServices: z.number().int(),
  }),
});
export type SeedResult = z.infer<typeof seedResult>;
