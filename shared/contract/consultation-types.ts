// Consultation types: what a visitor books (the seeded free 30-minute AI Rug Fit consultation, a
// 60-minute in-home walkthrough the owner adds...). A record type like the others: described once
// here, its admin calls, history, studio sync and conflicts derived (resources.ts).
import { z } from 'zod';
import { activeField, displayOrderField, optionalLongText, optionalText, recordMeta, requiredText, slugField } from './fields.ts';
import { minutesOnMarks } from './booking-fields.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

export const consultationTypeFields = defineFields({
  name: { kind: 'text', label: 'Name', input: requiredText(120, 'Name'), placeholder: 'Free 30-minute AI Rug Fit Consultation', public: true },
  slug: slugField('name'),
  durationMinutes: { kind: 'integer', label: 'Duration (minutes)', input: minutesOnMarks(15, 480, 30), min: 15, max: 480, step: 5, public: true },
  description: { kind: 'longText', label: 'Description', input: optionalLongText(2000), help: 'What the visitor gets, shown where they choose a time.', public: true },
  locationNote: {
    kind: 'text',
    label: 'Where',
    input: optionalText(200),
    placeholder: 'By video call, or at your home within Chicagoland',
    help: 'Shown with the time, in the confirmation and in the calendar invitation.',
    public: true,
  },
  active: activeField,
  displayOrder: displayOrderField,
});

/** Body of POST /api/admin/consultation-types and PUT /api/admin/consultation-types/{id}. */
export const consultationTypeInput = z.object(inputShape(consultationTypeFields, FIRST_VERSION));
export type ConsultationTypeInput = z.input<typeof consultationTypeInput>;

export const adminConsultationType = z.object({ ...recordMeta, ...storedShape(consultationTypeFields) });
export type AdminConsultationType = z.infer<typeof adminConsultationType>;

/** GET /api/consultation-types: the active ones in display order, no admin field. */
export const publicConsultationType = z.object({ id: recordMeta.id, ...publicShape(consultationTypeFields) });
export type ConsultationType = z.infer<typeof publicConsultationType>;

export const consultationTypeResource = defineResource({
  ...RESOURCE_ADDRESSES.consultationTypes,
  fields: consultationTypeFields,
  input: consultationTypeInput,
  record: adminConsultationType,
  table: 'consultation_types',
  order: ['displayOrder', 'name'],
  publicRecord: publicConsultationType,
  admin: {
    title: 'Consultation types',
    description: 'What visitors book: its length, what it is and where it happens.',
    formNoun: 'Consultation Type',
    listTitle: 'All Consultation Types',
    createLabel: 'Add Consultation Type',
    emptyText: 'No consultation types yet. Add the first one visitors can book!',
    idleText: 'Select a consultation type to edit, or add a new one.',
    noSelection: 'No consultation type selected',
    deleteTitle: 'Delete Consultation Type',
    item: { title: 'name', line: ['locationNote'], tags: ['displayOrder', 'active'] },
    form: [['name', 'slug'], 'durationMinutes', 'description', 'locationNote', ['displayOrder', 'active']],
  },
});
