import { coreServiceFields, type AdminCoreService } from '../../shared/contract/core-services.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';

export type CoreServiceFields = Omit<AdminCoreService, keyof RecordMeta>;

export function createCoreServiceTable(db: Db) {
  return createRecordTable<CoreServiceFields>(db, 'core_services', coreServiceFields);
}

export const CORE_SERVICE_ORDER = 'display_order, title COLLATE NOCASE, id';
