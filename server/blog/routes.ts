import { blogListQuery } from '../../shared/contract/blog.ts';
import { SLUG_PATTERN } from '../../shared/contract/fields.ts';
import { NotFoundError } from '../http/errors.ts';
import { parsePage } from '../http/pagination.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { parseInput } from '../http/validate.ts';
import { renderMarkdown } from '../../shared/markdown/safe-markdown.ts';
import type { BlogService } from './service.ts';

export const blogPublicReads = (blog: BlogService): ReadAnswers<'blogPosts' | 'blogList' | 'blogPost' | 'blogBody'> => ({
  blogPosts: (query) => blog.listPublic(parsePage(query)),
  blogList: (query) => blog.publicListPage(parseInput(blogListQuery, query).page),
  blogPost: ({ slug }) => blog.getPublic(slug),
  /**
   * GET /content/blog/{slug}.md: a public post's Markdown as sanitized HTML. Only a well-formed slug
   * is looked up, so encoded dots or slashes can never reach anything but the slug column.
   */
  blogBody: ({ slug }) => {
    const post = SLUG_PATTERN.test(slug) ? blog.findPublicPost(slug) : undefined;
    if (!post) throw new NotFoundError();
    return renderMarkdown(post.content);
  },
});
