import { Router } from 'express';
import type { ServiceAreaService } from './service.ts';

export function serviceAreaPublicRoutes(serviceAreas: ServiceAreaService): Router {
  const router = Router();
  router.get('/service-areas', (_req, res) => {
    res.json(serviceAreas.listPublic());
  });
  return router;
}
