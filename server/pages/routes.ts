import { Router } from 'express';
import { pageContentInput, pageExpectedVersion } from '../../shared/contract/pages.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import type { PageService } from './service.ts';

export const pagePublicReads = (pages: PageService): ReadAnswers<'page'> => ({
  page: ({ pageSlug }) => pages.get(pageSlug),
});

export function pageAdminRoutes(pages: PageService): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(pages.list());
  });
  router.get('/:pageSlug', (req, res) => {
    res.json(pages.get(req.params.pageSlug));
  });
  router.put('/:pageSlug', (req, res) => {
    const page = pages.get(req.params.pageSlug);
    const expected = statedVersion(req, pageExpectedVersion);
    res.json(pages.update(page.pageSlug, parseInput(pageContentInput, req.body), expected));
  });
  return router;
}
