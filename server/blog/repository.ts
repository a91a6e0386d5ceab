import { blogPostFields, type AdminBlogPost } from '../../shared/contract/blog.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';

export type BlogPostFields = Omit<AdminBlogPost, keyof RecordMeta>;

export function createBlogTable(db: Db) {
  return createRecordTable<BlogPostFields>(db, 'blog_posts', blogPostFields);
}

export const NEWEST_FIRST = 'COALESCE(published_at, created_at) DESC, id DESC';
/** Published and not scheduled; ISO strings in UTC compare correctly as text. */
export const PUBLIC_CONDITION = 'published = 1 AND (published_at IS NULL OR published_at <= ?)';
