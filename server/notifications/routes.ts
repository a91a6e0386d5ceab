import { Router } from 'express';
import { testEmailInput } from '../../shared/contract/notifications.ts';
import { parseInput } from '../http/validate.ts';
import type { Notifications } from './notifications.ts';

/** The Settings screen's notification status and test email, mounted at /api/admin/notifications. */
export function notificationAdminRoutes(notifications: Notifications): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(notifications.status());
  });
  router.post('/test', async (req, res) => {
    parseInput(testEmailInput, req.body);
    res.json(await notifications.sendTest());
  });
  return router;
}
