import type { AdminHandlers } from '../http/admin-routes.ts';
import type { LaunchChecklistService } from './launch-checklist.ts';

/** The launch checklist, behind the session check. */
export const launchChecklistHandlers = (checklist: LaunchChecklistService): AdminHandlers => ({
  launchChecklist: (_req, res) => {
    res.json(checklist.list());
  },
});
