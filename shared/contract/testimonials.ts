// Testimonials (decision 134): a client's words about the consultancy, with who said
// them and where they live, shown on the home page, About and the page of the neighborhood they
// name. A record type like the others: described once here, everything else derived.
import { z } from 'zod';
import { activeField, displayOrderField, imageAltField, imageUrlField, optionalText, recordMeta, requiredLongText, requiredText } from './fields.ts';
import { publicImageFields } from './media.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

/** The fields of a testimonial, each described once (resource-fields.ts). */
export const testimonialFields = defineFields({
  quote: { kind: 'longText', label: 'Quote', input: requiredLongText(1500, 'Quote'), help: 'The client’s own words, without quotation marks.', public: true },
  name: { kind: 'text', label: 'Name', input: requiredText(120, 'Name'), placeholder: 'Dana R.', public: true },
  place: {
    kind: 'text',
    label: 'Neighborhood or town',
    input: requiredText(120, 'Neighborhood or town'),
    help: 'Name a service area (Lincoln Park, Evanston) and the quote also shows on that area’s page.',
    public: true,
  },
  role: { kind: 'text', label: 'Role', input: optionalText(120), placeholder: 'Homeowner, realtor, interior designer…', public: true },
  imageUrl: { ...imageUrlField, label: 'Photo URL', public: true },
  imageAlt: { ...imageAltField, label: 'Photo description', public: true },
  active: activeField,
  displayOrder: displayOrderField,
});

/** Body of POST /api/admin/testimonials and PUT /api/admin/testimonials/{id}. */
export const testimonialInput = z.object(inputShape(testimonialFields, FIRST_VERSION));
export type TestimonialInput = z.input<typeof testimonialInput>;
export type TestimonialValues = z.output<typeof testimonialInput>;

export const adminTestimonial = z.object({ ...recordMeta, ...storedShape(testimonialFields) });
export type AdminTestimonial = z.infer<typeof adminTestimonial>;

/**
 * What GET /api/testimonials serves: the active ones in display order, no admin field; the photo's
 * width, height and srcset are set when it is an upload (null otherwise).
 */
export const publicTestimonial = z.object({ id: recordMeta.id, ...publicShape(testimonialFields), ...publicImageFields });
export type Testimonial = z.infer<typeof publicTestimonial>;

export const testimonialResource = defineResource({
  ...RESOURCE_ADDRESSES.testimonials,
  fields: testimonialFields,
  input: testimonialInput,
  record: adminTestimonial,
  table: 'testimonials',
  order: ['displayOrder', 'name'],
  publicRecord: publicTestimonial,
  admin: {
    title: 'Testimonials',
    description: 'Clients’ words, on the home page, About and the page of the area they name.',
    formNoun: 'Testimonial',
    listTitle: 'All Testimonials',
    createLabel: 'Add Testimonial',
    emptyText: 'No testimonials yet. Add your first client’s words!',
    idleText: 'Select a testimonial to edit, or add a new one.',
    noSelection: 'No testimonial selected',
    deleteTitle: 'Delete Testimonial',
    item: { title: 'name', line: ['place', { field: 'quote', quoted: true }], tags: ['displayOrder', 'active'] },
    form: ['quote', ['name', 'role'], 'place', { field: 'imageUrl', legend: 'Photo' }, ['displayOrder', 'active']],
  },
});
