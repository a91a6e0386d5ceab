import { Router } from 'express';
import { SLUG_PATTERN } from '../../shared/contract/fields.ts';
import { renderArticle } from '../blog/render-markdown.ts';
import type { BlogService } from '../blog/service.ts';
import { NotFoundError } from '../http/errors.ts';

/**
 * A public post's Markdown as sanitized HTML, or undefined. Only a well-formed slug is looked up,
 * so encoded dots or slashes can never reach anything but the slug column.
 */
export function publicArticleHtml(blog: BlogService, slug: string): string | undefined {
  const post = SLUG_PATTERN.test(slug) ? blog.findPublicPost(slug) : undefined;
  return post ? renderArticle(post.content) : undefined;
}

/** GET /content/blog/{slug}.md: the post's article HTML. */
export function blogContentRoutes(blog: BlogService): Router {
  const router = Router();
  router.get('/content/blog/:file', (req, res) => {
    const html = req.params.file.endsWith('.md') ? publicArticleHtml(blog, req.params.file.slice(0, -3)) : undefined;
    if (html === undefined) throw new NotFoundError();
    res.set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  return router;
}
