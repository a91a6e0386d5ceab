import { publicTestimonial, type AdminTestimonial, type Testimonial } from '../../shared/contract/testimonials.ts';
import type { Db } from '../db/connection.ts';
import { createPublicImageLookup } from '../media/public-image.ts';
import { createCrudService } from '../records/crud-service.ts';
import { createTestimonialTable, TESTIMONIAL_ORDER } from './repository.ts';

export function createTestimonialService(db: Db) {
  const table = createTestimonialTable(db);
  const imageInfo = createPublicImageLookup(db);
  // Parsing with the public schema keeps only public fields, so an admin field cannot leak.
  const toPublic = (record: AdminTestimonial): Testimonial => publicTestimonial.parse({ ...record, ...imageInfo(record.imageUrl) });
  return {
    admin: createCrudService({ db, table, listOrder: TESTIMONIAL_ORDER }),
    listPublic: (): Testimonial[] => table.select({ where: 'active = 1', orderBy: TESTIMONIAL_ORDER }).map(toPublic),
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
