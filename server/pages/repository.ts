import type { PageContent } from '../../shared/contract/pages.ts';
import type { Db } from '../db/connection.ts';

export interface PageRow {
  page_slug: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  content: string;
  version: number;
  updated_at: string;
}

export type PageFields = Pick<PageContent, 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'content'>;

const fromRow = (row: PageRow): PageContent => ({
  pageSlug: row.page_slug as PageContent['pageSlug'],
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
  seoKeywords: row.seo_keywords,
  content: JSON.parse(row.content) as PageContent['content'],
  version: row.version,
  updatedAt: row.updated_at,
});

export function createPageRepository(db: Db) {
  const find = db.prepare('SELECT * FROM page_content WHERE page_slug = ?');
  const upsert = db.prepare(`
    INSERT INTO page_content (page_slug, seo_title, seo_description, seo_keywords, content, version, created_at, updated_at)
    VALUES (@pageSlug, @seoTitle, @seoDescription, @seoKeywords, @content, 1, @now, @now)
    ON CONFLICT (page_slug) DO UPDATE SET
      seo_title = excluded.seo_title, seo_description = excluded.seo_description, seo_keywords = excluded.seo_keywords,
      content = excluded.content, version = version + 1, updated_at = excluded.updated_at`);
  // The conditional writes: each checks the version and writes in one statement, so no other
  // save (from this process or another on the same file) can land between the check and the write.
  const updateAt = db.prepare(`
    UPDATE page_content SET
      seo_title = @seoTitle, seo_description = @seoDescription, seo_keywords = @seoKeywords,
      content = @content, version = version + 1, updated_at = @now
    WHERE page_slug = @pageSlug AND version = @version`);
  const insertIfMissing = db.prepare(`
    INSERT INTO page_content (page_slug, seo_title, seo_description, seo_keywords, content, version, created_at, updated_at)
    VALUES (@pageSlug, @seoTitle, @seoDescription, @seoKeywords, @content, 1, @now, @now)
    ON CONFLICT (page_slug) DO NOTHING`);

  const params = (pageSlug: string, fields: PageFields) => ({
    pageSlug,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    seoKeywords: fields.seoKeywords,
    content: JSON.stringify(fields.content),
    now: new Date().toISOString(),
  });

  const findPage = (pageSlug: string): PageContent | undefined => {
    const row = find.get(pageSlug) as PageRow | undefined;
    return row ? fromRow(row) : undefined;
  };

  return {
    find: findPage,
    /** Creates the page (version 1) or overwrites it (version + 1). */
    save(pageSlug: string, fields: PageFields): PageContent {
      upsert.run(params(pageSlug, fields));
      return findPage(pageSlug)!;
    },
    /**
     * Saves only if the page is still at `version` (0: never saved, so this creates it at 1).
     * Undefined when it is not: someone else saved it first.
     */
    saveIfAt(pageSlug: string, fields: PageFields, version: number): PageContent | undefined {
      const write = version === 0 ? insertIfMissing.run(params(pageSlug, fields)) : updateAt.run({ ...params(pageSlug, fields), version });
      return write.changes === 1 ? findPage(pageSlug) : undefined;
    },
    /** For the seed: true when the page was missing and is now created. */
    createIfMissing: (pageSlug: string, fields: PageFields) => insertIfMissing.run(params(pageSlug, fields)).changes === 1,
  };
}
export type PageRepository = ReturnType<typeof createPageRepository>;
