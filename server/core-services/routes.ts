import { Router } from 'express';
import { coreServiceInput } from '../../shared/contract/core-services.ts';
import { crudRoutes } from '../records/crud-routes.ts';
import type { CoreServiceService } from './service.ts';

export function coreServicePublicRoutes(coreServices: CoreServiceService): Router {
  const router = Router();
  router.get('/core-services', (_req, res) => {
    res.json(coreServices.listPublic());
  });
  return router;
}

export const coreServiceAdminRoutes = (coreServices: CoreServiceService) => crudRoutes(coreServices.admin, coreServiceInput);
