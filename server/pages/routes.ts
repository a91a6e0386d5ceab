import type { ReadAnswers } from '../http/public-reads.ts';
import type { PageService } from './service.ts';

export const pagePublicReads = (pages: PageService): ReadAnswers<'page'> => ({
  page: ({ pageSlug }) => pages.get(pageSlug),
});
