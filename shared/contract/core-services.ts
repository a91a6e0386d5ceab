import { z } from 'zod';
import { activeField, displayOrderField, flag, listItemText, optionalText, recordMeta, requiredLongText, requiredText, slugField } from './fields.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

/**
 * The icons a service may show (docs/product/copy.md#public-pages): the name stored and sent (`BarChart3`, the
 * icon's name in lucide) and the name the owner reads in the icon picker. Any other stored name
 * shows Sparkles on the public site.
 */
export const SERVICE_ICON_LABELS = {
  TrendingUp: 'Trending up',
  Home: 'Home',
  Sparkles: 'Sparkles',
  BookOpen: 'Open book',
  Calendar: 'Calendar',
  Gift: 'Gift',
  Shield: 'Shield',
  Cpu: 'Microchip',
  BarChart3: 'Bar chart',
  Building2: 'Building',
  Heart: 'Heart',
  Scroll: 'Scroll',
  LineChart: 'Line chart',
  Palette: 'Palette',
} as const satisfies Record<string, string>;
export type IconName = keyof typeof SERVICE_ICON_LABELS;
export const ICON_NAMES = Object.keys(SERVICE_ICON_LABELS) as IconName[];

const features = z
  .array(listItemText(200, 'Features cannot be blank'), {
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
  description: { kind: 'longText', label: 'Description', input: requiredLongText(5000, 'Description'), public: true },
  features: { kind: 'textList', label: 'Features', itemLabel: 'Feature', input: features, public: true },
  iconName: { kind: 'choice', label: 'Icon', input: optionalText(50), placeholder: 'No icon', options: ICON_NAMES.map((name) => ({ value: name, label: SERVICE_ICON_LABELS[name] })), public: true },
  isFree: { kind: 'boolean', label: 'Free service', input: flag(true), public: true, tag: { badge: 'Free', palette: 'blue' } },
  displayOrder: displayOrderField,
  active: activeField,
});

/** Body of POST /api/admin/core-services and PUT /api/admin/core-services/{id}. */
export const coreServiceInput = z.object(inputShape(coreServiceFields, FIRST_VERSION));
export type CoreServiceInput = z.input<typeof coreServiceInput>;
export type CoreServiceValues = z.output<typeof coreServiceInput>;

export const adminCoreService = z.object({ ...recordMeta, ...storedShape(coreServiceFields) });
export type AdminCoreService = z.infer<typeof adminCoreService>;

/** What GET /api/core-services serves. */
export const publicCoreService = z.object({ id: recordMeta.id, ...publicShape(coreServiceFields) });
export type CoreService = z.infer<typeof publicCoreService>;

export const coreServiceResource = defineResource({
  ...RESOURCE_ADDRESSES.coreServices,
  fields: coreServiceFields,
  input: coreServiceInput,
  record: adminCoreService,
  table: 'core_services',
  order: ['displayOrder', 'title'],
  publicRecord: publicCoreService,
  admin: {
    title: 'Core Services',
    description: 'The consultancy services listed on the Services page.',
    formNoun: 'Core Service',
    listTitle: 'All Services',
    createLabel: 'Add Core Service',
    emptyText: 'No core services yet. Add your first service!',
    idleText: 'Select a service to edit, or add a new one.',
    noSelection: 'No service selected',
    deleteTitle: 'Delete Core Service',
    item: { title: 'title', tags: ['displayOrder', 'isFree', 'active'] },
    form: [['title', 'slug'], 'description', 'features', { field: 'iconName', widget: 'serviceIcon' }, ['displayOrder', 'isFree', 'active']],
  },
});
