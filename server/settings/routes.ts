import { Router } from 'express';
import { siteSettingsInput } from '../../shared/contract/settings.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import type { SettingsService } from './service.ts';

export const settingsPublicReads = (settings: SettingsService): ReadAnswers<'settings'> => ({
  settings: () => settings.get(),
});

export function settingsAdminRoutes(settings: SettingsService): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(settings.get());
  });
  router.put('/', (req, res) => {
    const expected = statedVersion(req);
    res.json(settings.update(parseInput(siteSettingsInput, req.body), expected));
  });
  return router;
}
