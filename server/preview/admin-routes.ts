// The preview calls of the endpoint table (decision 145), under each previewable resource's admin
// path: `preview` with the form's values (checked by the resource's input schema) and
// `previewLink`, and the revocation of every link. Mounted apart from the other admin routes, before
// them: a preview changes no record, so it must not empty the public cache as an admin write does.
import { Router } from 'express';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { PREVIEW_RESOURCES } from '../../shared/contract/admin-endpoints.ts';
import { ID_PARAMS } from '../../shared/contract/resource-definition.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import type { PreviewService } from './service.ts';

const underAdmin = (path: string) => path.replace(/^\/api\/admin/, '');

/** Mount at /api/admin. */
export function previewAdminRoutes(previews: PreviewService, isSessionActive: (sessionId: string) => boolean): Router {
  const router = Router();
  const signedIn = requireAdmin(isSessionActive);
  for (const name of PREVIEW_RESOURCES) {
    const resource = RESOURCES[name];
    const param = ID_PARAMS[resource.idKind];
    const unsaved = underAdmin(endpoints.admin.preview[name].path);
    const saved = underAdmin(endpoints.admin.previewLink[name].path);
    // Every method, OPTIONS included, meets the session check first, as on the other admin paths.
    router.all([unsaved, saved], signedIn);
    router.post(unsaved, (req, res) => {
      const id = String(req.params[param]);
      res.status(201).json(previews.ofValues(name, id, () => parseInput(resource.input, req.body) as Record<string, unknown>));
    });
    router.post(saved, (req, res) => {
      res.status(201).json(previews.ofSaved(name, String(req.params[param])));
    });
  }
  const revoke = underAdmin(endpoints.admin.revokePreviewLinks.path);
  router.all(revoke, signedIn);
  router.delete(revoke, (_req, res) => {
    res.json({ revoked: previews.revokeAll() });
  });
  return router;
}
