import type { HeldCounts } from '../../shared/contract/inbox.ts';
import { testEmailInput } from '../../shared/contract/notifications.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { parseInput } from '../http/validate.ts';
import type { Notifications } from './notifications.ts';

/**
 * The Settings screen's notification status (with what waits for review and is not emailed until
 * released, decision 177) and test email.
 */
export const notificationHandlers = (notifications: Notifications, heldCounts: () => HeldCounts): AdminHandlers => ({
  notifications: (_req, res) => {
    res.json({ ...notifications.status(), held: heldCounts() });
  },
  sendTestEmail: async (req, res) => {
    parseInput(testEmailInput, req.body);
    res.json(await notifications.sendTest());
  },
});
