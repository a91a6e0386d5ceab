import { Router } from 'express';
import { endpoints } from '../../shared/contract/endpoints.ts';
import type { DashboardService } from './service.ts';

/** GET /api/admin/dashboard, mounted at /api/admin behind the session check. */
export function dashboardRoutes(dashboard: DashboardService): Router {
  const router = Router();
  router.get(endpoints.admin.dashboard.path.replace('/api/admin', ''), (_req, res) => {
    res.json(dashboard.figures());
  });
  return router;
}
