import { Router } from 'express';
import type { HeldCounts } from '../../shared/contract/inbox.ts';
import { testEmailInput } from '../../shared/contract/notifications.ts';
import { parseInput } from '../http/validate.ts';
import type { Notifications } from './notifications.ts';

/**
 * The Settings screen's notification status (with what waits for review and is not emailed until
 * released, decision 177) and test email, mounted at /api/admin/notifications.
 */
export function notificationAdminRoutes(notifications: Notifications, heldCounts: () => HeldCounts): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ ...notifications.status(), held: heldCounts() });
  });
  router.post('/test', async (req, res) => {
    parseInput(testEmailInput, req.body);
    res.json(await notifications.sendTest());
  });
  return router;
}
