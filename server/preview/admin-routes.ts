// The preview calls of the endpoint table (decision 145), calls of each record with a public page:
// `preview` and `previewLink`, both with the form's values (checked by the resource's input
// schema), the revocation of every link, and the Pages editor's page view (page-view.ts). Mounted
// apart from the other admin routes, before them: a preview changes no record, so it must not
// empty the public cache as an admin write does.
import type { Router } from 'express';
import { PREVIEW_RESOURCES, type PreviewResource } from '../../shared/contract/resource-addresses.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import { adminRoutes, type AdminHandler } from '../http/admin-routes.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import { requestedKey } from '../records/admin-routes.ts';
import type { PageMaker } from '../public-pages/public-page.ts';
import { pageViewHandler } from './page-view.ts';
import type { PreviewService } from './service.ts';

/** Mount at ADMIN_API_PREFIX. */
export function previewAdminRoutes(previews: PreviewService, maker: PageMaker, isSessionActive: (sessionId: string) => boolean): Router {
  const calls = (name: PreviewResource): Record<'preview' | 'previewLink', AdminHandler> => {
    const resource = RESOURCES[name];
    return {
      preview: (req, res) => {
        res.status(201).json(previews.ofValues(name, requestedKey(resource, req), () => parseInput(resource.input, req.body) as Record<string, unknown>));
      },
      previewLink: (req, res) => {
        res.status(201).json(previews.link(name, requestedKey(resource, req), () => parseInput(resource.input, req.body) as Record<string, unknown>));
      },
    };
  };
  const revokePreviewLinks: AdminHandler = (_req, res) => {
    res.json({ revoked: previews.revokeAll() });
  };
  // Every method, OPTIONS included, meets the session check first, as on the other admin paths.
  return adminRoutes(
    { ...Object.fromEntries(PREVIEW_RESOURCES.map((name) => [name, calls(name)])), revokePreviewLinks, pageView: pageViewHandler(previews, maker) },
    { guard: requireAdmin(isSessionActive) },
  );
}
