import { z } from 'zod';
import { displayOrder, expectedVersion, flag, optionalSlug, optionalText, recordMeta, requiredText } from './fields.ts';

/** Icon names the public site knows; any other name falls back to Sparkles. */
export const ICON_NAMES = [
  'TrendingUp',
  'Home',
  'Sparkles',
  'BookOpen',
  'Calendar',
  'Gift',
  'Shield',
  'Cpu',
  'BarChart3',
  'Building2',
  'Heart',
  'Scroll',
  'LineChart',
  'Palette',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const features = z
  .array(z.string({ error: 'Must be text' }).trim().min(1, 'Features cannot be blank').max(200, 'Must be at most 200 characters'), {
    error: 'Must be a list of text',
  })
  .max(50, 'At most 50 features')
  .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, 'Features must be unique')
  .nullish()
  .transform((value) => value ?? []);

/** Body of POST /api/admin/core-services and PUT /api/admin/core-services/{id}. */
export const coreServiceInput = z.object({
  title: requiredText(200, 'Title'),
  slug: optionalSlug,
  description: requiredText(5000, 'Description'),
  features,
  iconName: optionalText(50),
  isFree: flag(true),
  displayOrder,
  active: flag(true),
  version: expectedVersion,
});
export type CoreServiceInput = z.input<typeof coreServiceInput>;
export type CoreServiceValues = z.output<typeof coreServiceInput>;

export const adminCoreService = z.object({
  ...recordMeta,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  iconName: z.string().nullable(),
  isFree: z.boolean(),
  displayOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminCoreService = z.infer<typeof adminCoreService>;

/** What GET /api/core-services serves. */
export const publicCoreService = adminCoreService.pick({
  id: true,
  title: true,
  slug: true,
  description: true,
  iconName: true,
  isFree: true,
  features: true,
});
export type CoreService = z.infer<typeof publicCoreService>;
