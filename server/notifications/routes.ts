import type { HeldCounts } from '../../shared/contract/inbox.ts';
import { testEmailInput, type RoomPhotoStorage } from '../../shared/contract/notifications.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { parseInput } from '../http/validate.ts';
import type { Notifications } from './notifications.ts';

/**
 * The Settings screen's notification status (with what waits for review and is not emailed until
 * released, decision 177, and the room photos kept against their cap) and test email.
 */
export const notificationHandlers = (notifications: Notifications, inbox: { heldCounts(): HeldCounts; roomPhotoStorage(): RoomPhotoStorage }): AdminHandlers => ({
  notifications: (_req, res) => {
    res.json({ ...notifications.status(), held: inbox.heldCounts(), roomPhotos: inbox.roomPhotoStorage() });
  },
  sendTestEmail: async (req, res) => {
    parseInput(testEmailInput, req.body);
    res.json(await notifications.sendTest());
  },
});
