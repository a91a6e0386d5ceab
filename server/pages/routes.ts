import { Router } from 'express';
import type { PageService } from './service.ts';

export function pagePublicRoutes(pages: PageService): Router {
  const router = Router();
  router.get('/pages/:pageSlug', (req, res) => {
    res.json(pages.get(req.params.pageSlug));
  });
  return router;
}
