import { Router } from 'express';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { parseId } from '../http/request-values.ts';
import type { PaletteService } from './palette-service.ts';

/** POST /api/admin/products/{id}/palette (the product editor's Recompute); mounted at /api/admin behind requireAdmin. */
export function paletteAdminRoutes(palettes: PaletteService): Router {
  const router = Router();
  router.post(endpoints.admin.productPalette.path.replace(/^\/api\/admin/, ''), async (req, res) => {
    res.json(await palettes.recompute(parseId(req.params.id)));
  });
  return router;
}
