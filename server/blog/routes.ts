import { Router } from 'express';
import { blogPostInput } from '../../shared/contract/blog.ts';
import { crudRoutes } from '../records/crud-routes.ts';
import type { BlogService } from './service.ts';

export function blogPublicRoutes(blog: BlogService): Router {
  const router = Router();
  router.get('/blog', (_req, res) => {
    res.json(blog.listPublic());
  });
  router.get('/blog/:slug', (req, res) => {
    res.json(blog.getPublic(req.params.slug));
  });
  return router;
}

export const blogAdminRoutes = (blog: BlogService) => crudRoutes(blog.admin, blogPostInput);
