import { testimonialFields, type AdminTestimonial } from '../../shared/contract/testimonials.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';

export type TestimonialFields = Omit<AdminTestimonial, keyof RecordMeta>;

export function createTestimonialTable(db: Db) {
  return createRecordTable<TestimonialFields>(db, 'testimonials', testimonialFields);
}

/** The order the owner sets: by displayOrder, then name. */
export const TESTIMONIAL_ORDER = 'display_order, name COLLATE NOCASE, id';
