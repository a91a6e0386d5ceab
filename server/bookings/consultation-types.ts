// Consultation types: the crud service every numbered record type shares, and the public list.
import { consultationTypeFields, publicConsultationType, type AdminConsultationType, type ConsultationType } from '../../shared/contract/consultation-types.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { createCrudService } from '../records/crud-service.ts';

export type ConsultationTypeFields = Omit<AdminConsultationType, keyof RecordMeta>;

export const createConsultationTypeTable = (db: Db) => createRecordTable<ConsultationTypeFields>(db, 'consultation_types', consultationTypeFields);

/** The order the owner sets: by displayOrder, then name. */
const TYPE_ORDER = 'display_order, name COLLATE NOCASE, id';

export function createConsultationTypeService(db: Db) {
  const table = createConsultationTypeTable(db);
  const active = () => table.select({ where: 'active = 1', orderBy: TYPE_ORDER });
  return {
    admin: createCrudService({ db, table, slugSource: 'name', listOrder: TYPE_ORDER }),
    listPublic: (): ConsultationType[] => active().map((record) => publicConsultationType.parse(record)),
    /** An active type by its slug, or the first active one when none is named. */
    findActive(slug: string | undefined): AdminConsultationType | undefined {
      if (slug === undefined) return active()[0];
      const found = table.findBySlug(slug);
      return found?.active ? found : undefined;
    },
  };
}
export type ConsultationTypeService = ReturnType<typeof createConsultationTypeService>;

export const consultationTypePublicReads = (types: ConsultationTypeService): ReadAnswers<'consultationTypes'> => ({
  consultationTypes: () => types.listPublic(),
});
