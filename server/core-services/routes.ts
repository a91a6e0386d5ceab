import { Router } from 'express';
import type { CoreServiceService } from './service.ts';

export function coreServicePublicRoutes(coreServices: CoreServiceService): Router {
  const router = Router();
  router.get('/core-services', (_req, res) => {
    res.json(coreServices.listPublic());
  });
  return router;
}
