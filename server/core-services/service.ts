import { coreServiceResource, publicCoreService, type CoreService } from '../../shared/contract/core-services.ts';
import type { Db } from '../db/connection.ts';
import { createCrudService } from '../records/crud-service.ts';
import { CORE_SERVICE_ORDER, createCoreServiceTable } from './repository.ts';

export function createCoreServiceService(db: Db) {
  const table = createCoreServiceTable(db);
  return {
    admin: createCrudService({ db, table, slugSource: coreServiceResource.titleField, listOrder: CORE_SERVICE_ORDER }),
    listPublic: (): CoreService[] =>
      table.select({ where: 'active = 1', orderBy: CORE_SERVICE_ORDER }).map((record) => publicCoreService.parse(record)),
  };
}
export type CoreServiceService = ReturnType<typeof createCoreServiceService>;
