import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { PAGE_SLUGS, pageSlug as pageSlugSchema, type PageContent, type PageSlug } from '../../shared/contract/pages.ts';
import { misplacedSections } from '../../shared/contract/sections/page-content.ts';
import { NEVER_SAVED } from '../../shared/contract/versions.ts';
import type { Db } from '../db/connection.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { builtInPage } from './built-in.ts';
import { createPageRepository, type PageFields } from './repository.ts';

/** A page that was never saved: its built-in content, at a version that says it was never saved. */
const unsaved = (pageSlug: PageSlug): PageContent => ({ pageSlug, ...builtInPage(pageSlug), version: NEVER_SAVED, updatedAt: null });

function knownSlug(value: string): PageSlug {
  const result = pageSlugSchema.safeParse(value);
  if (!result.success) throw new NotFoundError();
  return result.data;
}

export function createPageService(db: Db) {
  const pages = createPageRepository(db);
  const get = (slug: string): PageContent => {
    const pageSlug = knownSlug(slug);
    return pages.find(pageSlug) ?? unsaved(pageSlug);
  };

  return {
    /** A page as the public reads it (its built-in content while it is at version NEVER_SAVED). */
    get,
    admin: {
      list: () => PAGE_SLUGS.map((slug) => get(slug)),
      get,
      update(slug: string, input: PageFields & { pageSlug?: PageSlug; version?: number }, expectedVersion?: number): PageContent {
        const pageSlug = knownSlug(slug);
        const { pageSlug: stated, version: _checkedApart, ...fields } = input;
        if (stated !== undefined && stated !== pageSlug) throw new ValidationError({ pageSlug: 'Must match the page being saved' });
        const misplaced = misplacedSections('content', pageSlug, fields.content);
        if (Object.keys(misplaced).length > 0) throw new ValidationError(misplaced);
        if (expectedVersion === undefined) return pages.save(pageSlug, fields);
        return db.transaction(() => {
          const saved = pages.saveIfAt(pageSlug, fields, expectedVersion);
          if (!saved) throw new ConflictError(ERROR_MESSAGES.conflict, { current: get(pageSlug) });
          return saved;
        })();
      },
    },
  };
}
export type PageService = ReturnType<typeof createPageService>;
