import { Router } from 'express';
import { SLUG_PATTERN } from '../../shared/contract/fields.ts';
import { renderArticle } from '../blog/render-markdown.ts';
import type { BlogService } from '../blog/service.ts';
import { NotFoundError } from '../http/errors.ts';

/**
 * GET /content/blog/{slug}.md: a public post's Markdown as sanitized HTML. Only a well-formed slug
 * is looked up, so encoded dots or slashes can never reach anything but the slug column.
 */
export function blogContentRoutes(blog: BlogService): Router {
  const router = Router();
  router.get('/content/blog/:file', (req, res) => {
    const slug = req.params.file.endsWith('.md') ? req.params.file.slice(0, -3) : '';
    const post = SLUG_PATTERN.test(slug) ? blog.findPublicPost(slug) : undefined;
    if (!post) throw new NotFoundError();
    res.set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(renderArticle(post.content));
  });
  return router;
}
