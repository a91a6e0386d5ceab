import { serviceAreaInput } from '../../shared/contract/service-areas.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { crudRoutes } from '../records/crud-routes.ts';
import type { ServiceAreaService } from './service.ts';

export const serviceAreaPublicReads = (serviceAreas: ServiceAreaService): ReadAnswers<'serviceAreas'> => ({
  serviceAreas: () => serviceAreas.listPublic(),
});

export const serviceAreaAdminRoutes = (serviceAreas: ServiceAreaService) => crudRoutes(serviceAreas.admin, serviceAreaInput);
