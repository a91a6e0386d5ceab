import { pageFields, pagesResource, type PageContent, type PageSlug } from '../../shared/contract/pages.ts';
import type { Db } from '../db/connection.ts';
import { createKeyedTable } from '../db/keyed-table.ts';

export type PageFields = Omit<PageContent, 'pageSlug' | 'version' | 'updatedAt'>;

/** One row per page slug; a page never saved has none (its built-in copy applies). */
export const createPageRepository = (db: Db) =>
  createKeyedTable<PageSlug, PageFields, PageContent & { updatedAt: string }>(db, pagesResource.table, { column: 'page_slug', field: 'pageSlug' }, pageFields);
export type PageRepository = ReturnType<typeof createPageRepository>;
