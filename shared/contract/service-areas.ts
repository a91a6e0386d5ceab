import { z } from 'zod';
import { activeField, displayOrderField, listItemText, optionalLongText, recordMeta, requiredText, seoDescriptionField, seoTitleField, slugField } from './fields.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

export const AREA_TYPES = ['neighborhood', 'suburb'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

const highlights = z
  .array(listItemText(120, 'Highlights cannot be blank'), {
    error: 'Must be a list of text',
  })
  .max(10, 'At most 10 highlights')
  .nullish()
  .transform((value) => value ?? []);

const TYPE_LABELS: Record<AreaType, string> = { neighborhood: 'Neighborhood', suburb: 'Suburb' };

/** The fields of a service area, each described once (resource-fields.ts). */
export const serviceAreaFields = defineFields({
  name: { kind: 'text', label: 'Name', input: requiredText(120, 'Name'), public: true },
  slug: slugField('name'),
  type: {
    kind: 'choice',
    label: 'Type',
    input: z
      .enum(AREA_TYPES, { error: 'Must be neighborhood or suburb' })
      .nullish()
      .transform((value) => value ?? 'neighborhood'),
    options: AREA_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
    public: true,
  },
  description: { kind: 'longText', label: 'Description', input: optionalLongText(5000), public: true },
  highlights: { kind: 'textList', label: 'Highlights', itemLabel: 'Highlight', input: highlights, public: true },
  seoTitle: { ...seoTitleField, public: true },
  seoDescription: { ...seoDescriptionField, public: true },
  displayOrder: { ...displayOrderField, public: true },
  active: activeField,
});

/** Body of POST /api/admin/service-areas and PUT /api/admin/service-areas/{id}. */
export const serviceAreaInput = z.object(inputShape(serviceAreaFields, FIRST_VERSION));
export type ServiceAreaInput = z.input<typeof serviceAreaInput>;
export type ServiceAreaValues = z.output<typeof serviceAreaInput>;

export const adminServiceArea = z.object({ ...recordMeta, ...storedShape(serviceAreaFields) });
export type AdminServiceArea = z.infer<typeof adminServiceArea>;

/** An active area as the public reads it; its SEO fields title and describe its own page. */
export const publicServiceArea = z.object({ id: recordMeta.id, ...publicShape(serviceAreaFields), updatedAt: recordMeta.updatedAt });
export type ServiceArea = z.infer<typeof publicServiceArea>;

export const serviceAreaResource = defineResource({
  ...RESOURCE_ADDRESSES.serviceAreas,
  fields: serviceAreaFields,
  input: serviceAreaInput,
  record: adminServiceArea,
  table: 'service_areas',
  // Neighborhoods, then suburbs, each by display order.
  order: ['type', 'displayOrder', 'name'],
  publicRecord: publicServiceArea,
  admin: {
    title: 'Service Areas',
    description: 'The Chicagoland neighborhoods and suburbs shown on the Service Areas page.',
    formNoun: 'Service Area',
    listTitle: 'All Areas',
    createLabel: 'Add Service Area',
    emptyText: 'No service areas yet. Add your first area!',
    idleText: 'Select an area to edit, or add a new one.',
    noSelection: 'No area selected',
    deleteTitle: 'Are you sure?',
    groups: { field: 'type', headings: { neighborhood: 'Neighborhoods', suburb: 'Suburbs' } },
    item: { title: 'name', tags: ['displayOrder', 'active'] },
    form: [['name', 'slug'], 'type', 'description', 'highlights', 'seoTitle', { field: 'seoDescription', rows: 3 }, ['displayOrder', 'active']],
  },
});
