import { Router } from 'express';
import { parsePage } from '../http/pagination.ts';
import type { BlogService } from './service.ts';

export function blogPublicRoutes(blog: BlogService): Router {
  const router = Router();
  router.get('/blog', (req, res) => {
    res.json(blog.listPublic(parsePage(req)));
  });
  router.get('/blog/:slug', (req, res) => {
    res.json(blog.getPublic(req.params.slug));
  });
  return router;
}
