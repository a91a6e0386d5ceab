import type { AdminBlogPost, BlogPost } from '../../shared/contract/blog.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import { createCrudService } from '../records/crud-service.ts';
import { createBlogTable, NEWEST_FIRST, PUBLIC_CONDITION } from './repository.ts';

export const PLACEHOLDER_IMAGE = '/images/rugs/placeholder.svg';

/** The post as the public site reads it: no nulls for what the cards print, no admin fields. */
export function toPublicBlogPost(post: AdminBlogPost): BlogPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    author: post.author,
    publishedDate: (post.publishedAt ?? post.createdAt).slice(0, 10),
    readingTime: post.readingTime ?? '',
    category: post.category ?? '',
    image: post.imageUrl ?? PLACEHOLDER_IMAGE,
    imageAlt: post.imageAlt ?? post.title,
    featured: post.featured,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    updatedAt: post.updatedAt,
  };
}

export function createBlogService(db: Db) {
  const table = createBlogTable(db);
  const now = () => new Date().toISOString();

  /** A published, not scheduled post with this slug, with its Markdown; undefined otherwise. */
  const findPublicPost = (slug: string): AdminBlogPost | undefined =>
    table.select({ where: `slug = ? AND ${PUBLIC_CONDITION}`, params: [slug, now()] })[0];

  return {
    admin: createCrudService({ db, table, slugSource: 'title', listOrder: NEWEST_FIRST }),
    listPublic: () => table.select({ where: PUBLIC_CONDITION, orderBy: NEWEST_FIRST, params: [now()] }).map(toPublicBlogPost),
    findPublicPost,
    getPublic(slug: string): BlogPost {
      const post = findPublicPost(slug);
      if (!post) throw new NotFoundError();
      return toPublicBlogPost(post);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
