import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { PAGE_SLUGS, pageSlug as pageSlugSchema, type PageContent, type PageSlug } from '../../shared/contract/pages.ts';
import type { Db } from '../db/connection.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { createPageRepository, type PageFields } from './repository.ts';

/** A page that was never saved: version 0 tells the site to use its built-in copy. */
const defaultsFor = (pageSlug: PageSlug): PageContent => ({
  pageSlug,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  content: {},
  version: 0,
  updatedAt: null,
});

function knownSlug(value: string): PageSlug {
  const result = pageSlugSchema.safeParse(value);
  if (!result.success) throw new NotFoundError();
  return result.data;
}

export function createPageService(db: Db) {
  const pages = createPageRepository(db);
  const get = (slug: string): PageContent => {
    const pageSlug = knownSlug(slug);
    return pages.find(pageSlug) ?? defaultsFor(pageSlug);
  };

  return {
    list: () => PAGE_SLUGS.map((slug) => get(slug)),
    get,
    update(slug: string, input: PageFields & { pageSlug?: PageSlug }, expectedVersion?: number): PageContent {
      const pageSlug = knownSlug(slug);
      if (input.pageSlug !== undefined && input.pageSlug !== pageSlug) {
        throw new ValidationError({ pageSlug: 'Must match the page being saved' });
      }
      const { seoTitle, seoDescription, seoKeywords, content } = input;
      const fields = { seoTitle, seoDescription, seoKeywords, content };
      if (expectedVersion === undefined) return pages.save(pageSlug, fields);
      return db.transaction(() => {
        const saved = pages.saveIfAt(pageSlug, fields, expectedVersion);
        if (!saved) throw new ConflictError(ERROR_MESSAGES.conflict, { current: get(pageSlug) });
        return saved;
      })();
    },
  };
}
export type PageService = ReturnType<typeof createPageService>;
