import { Router } from 'express';
import type { SettingsService } from './service.ts';

export function settingsPublicRoutes(settings: SettingsService): Router {
  const router = Router();
  router.get('/settings', (_req, res) => {
    res.json(settings.get());
  });
  return router;
}
