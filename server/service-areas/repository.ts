import { serviceAreaFields, type AdminServiceArea } from '../../shared/contract/service-areas.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';

export type ServiceAreaFields = Omit<AdminServiceArea, keyof RecordMeta>;

export function createServiceAreaTable(db: Db) {
  return createRecordTable<ServiceAreaFields>(db, 'service_areas', serviceAreaFields);
}

/** Neighborhoods, then suburbs, each by displayOrder. */
export const SERVICE_AREA_ORDER = "CASE type WHEN 'neighborhood' THEN 0 ELSE 1 END, display_order, name COLLATE NOCASE, id";
