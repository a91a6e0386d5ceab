import { publicServiceArea, serviceAreaResource, type ServiceArea } from '../../shared/contract/service-areas.ts';
import type { Db } from '../db/connection.ts';
import { createCrudService } from '../records/crud-service.ts';
import { createServiceAreaTable, SERVICE_AREA_ORDER } from './repository.ts';

export function createServiceAreaService(db: Db) {
  const table = createServiceAreaTable(db);
  return {
    admin: createCrudService({ db, table, slugSource: serviceAreaResource.titleField, listOrder: SERVICE_AREA_ORDER }),
    listPublic: (): ServiceArea[] =>
      table.select({ where: 'active = 1', orderBy: SERVICE_AREA_ORDER }).map((record) => publicServiceArea.parse(record)),
    /** The active area with this slug (its own page); undefined for an unknown or inactive one. */
    findPublic(slug: string): ServiceArea | undefined {
      const area = table.findBySlug(slug);
      return area?.active ? publicServiceArea.parse(area) : undefined;
    },
  };
}
export type ServiceAreaService = ReturnType<typeof createServiceAreaService>;
