import { z } from 'zod';
import { displayOrder, expectedVersion, flag, optionalSlug, optionalText, recordMeta, requiredText } from './fields.ts';

export const AREA_TYPES = ['neighborhood', 'suburb'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

const highlights = z
  .array(z.string({ error: 'Must be text' }).trim().min(1, 'Highlights cannot be blank').max(120, 'Must be at most 120 characters'), {
    error: 'Must be a list of text',
  })
  .max(10, 'At most 10 highlights')
  .nullish()
  .transform((value) => value ?? []);

/** Body of POST /api/admin/service-areas and PUT /api/admin/service-areas/{id}. */
export const serviceAreaInput = z.object({
  name: requiredText(120, 'Name'),
  slug: optionalSlug,
  type: z
    .enum(AREA_TYPES, { error: 'Must be neighborhood or suburb' })
    .nullish()
    .transform((value) => value ?? 'neighborhood'),
  description: optionalText(5000),
  highlights,
  seoTitle: optionalText(200),
  seoDescription: optionalText(400),
  displayOrder,
  active: flag(true),
  version: expectedVersion,
});
export type ServiceAreaInput = z.input<typeof serviceAreaInput>;
export type ServiceAreaValues = z.output<typeof serviceAreaInput>;

export const adminServiceArea = z.object({
  ...recordMeta,
  name: z.string(),
  slug: z.string(),
  type: z.enum(AREA_TYPES),
  description: z.string().nullable(),
  highlights: z.array(z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  displayOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminServiceArea = z.infer<typeof adminServiceArea>;

/** An active area as the public reads it; its SEO fields title and describe its own page. */
export const publicServiceArea = adminServiceArea.pick({
  id: true,
  name: true,
  slug: true,
  type: true,
  description: true,
  highlights: true,
  seoTitle: true,
  seoDescription: true,
  displayOrder: true,
  updatedAt: true,
});
export type ServiceArea = z.infer<typeof publicServiceArea>;
