// Consultation types are a record type whose rules are its definition's (server/records/record-service.ts):
// booking only asks which one a visitor names.
import { consultationTypeResource, type AdminConsultationType } from '../../shared/contract/consultation-types.ts';
import { orderSql } from '../db/record-table.ts';
import type { RecordService, ValuesOf } from '../records/record-service.ts';

export type ConsultationTypes = RecordService<ValuesOf<'consultationTypes'>>;

const ORDER = orderSql(consultationTypeResource);

/** An active type by its slug, or the first active one when none is named. */
export const activeTypeOf =
  (types: ConsultationTypes) =>
  (slug: string | undefined): AdminConsultationType | undefined => {
    if (slug === undefined) return types.table.select({ where: 'active = 1', orderBy: ORDER, limit: 1 })[0];
    const found = types.table.findBySlug(slug);
    return found?.active ? found : undefined;
  };
