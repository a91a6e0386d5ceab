import type { AdminHandlers } from '../http/admin-routes.ts';
import type { DashboardService } from './service.ts';

/** The dashboard's figures, behind the session check. */
export const dashboardHandlers = (dashboard: DashboardService): AdminHandlers => ({
  dashboard: (_req, res) => {
    res.json(dashboard.figures());
  },
});
