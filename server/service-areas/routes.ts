import { Router } from 'express';
import { serviceAreaInput } from '../../shared/contract/service-areas.ts';
import { crudRoutes } from '../records/crud-routes.ts';
import type { ServiceAreaService } from './service.ts';

export function serviceAreaPublicRoutes(serviceAreas: ServiceAreaService): Router {
  const router = Router();
  router.get('/service-areas', (_req, res) => {
    res.json(serviceAreas.listPublic());
  });
  return router;
}

export const serviceAreaAdminRoutes = (serviceAreas: ServiceAreaService) => crudRoutes(serviceAreas.admin, serviceAreaInput);
