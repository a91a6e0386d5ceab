import { z } from 'zod';
import { activeField, displayOrderField, flag, optionalText, recordMeta, requiredText, slugField } from './fields.ts';
import { defineResource } from './resource-definition.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

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

/** The fields of a core service, each described once (resource-fields.ts). */
export const coreServiceFields = defineFields({
  title: { kind: 'text', label: 'Title', input: requiredText(200, 'Title'), public: true },
  slug: slugField('title'),
  description: { kind: 'longText', label: 'Description', input: requiredText(5000, 'Description'), public: true },
  features: { kind: 'textList', label: 'Features', itemLabel: 'Feature', input: features, public: true },
  iconName: { kind: 'choice', label: 'Icon', input: optionalText(50), placeholder: 'No icon', options: ICON_NAMES.map((name) => ({ value: name, label: name })), public: true },
  isFree: { kind: 'boolean', label: 'Free service', input: flag(true), public: true },
  displayOrder: displayOrderField,
  active: activeField,
});

/** Body of POST /api/admin/core-services and PUT /api/admin/core-services/{id}. */
export const coreServiceInput = z.object(inputShape(coreServiceFields, FIRST_VERSION));
export type CoreServiceInput = z.input<typeof coreServiceInput>;
export type CoreServiceValues = z.output<typeof coreServiceInput>;

export const adminCoreService = z.object({ ...recordMeta, ...storedShape(coreServiceFields) });
export type AdminCoreService = z.infer<typeof adminCoreService>;

export const coreServiceResource = defineResource({
  name: 'coreServices',
  label: 'core service',
  noun: 'Core service',
  idKind: 'number',
  path: '/api/admin/core-services',
  fields: coreServiceFields,
  titleField: 'title',
  input: coreServiceInput,
  record: adminCoreService,
});

/** What GET /api/core-services serves. */
export const publicCoreService = z.object({ id: recordMeta.id, ...publicShape(coreServiceFields) });
export type CoreService = z.infer<typeof publicCoreService>;
