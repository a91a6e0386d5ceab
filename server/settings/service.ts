import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { Db } from '../db/connection.ts';
import { seedSettings } from '../db/seed-data/settings.ts';
import { assertVersion } from '../records/crud-service.ts';
import { createSettingsRepository, type SettingsFields } from './repository.ts';

export function createSettingsService(db: Db) {
  const settings = createSettingsRepository(db);
  /** The seed's values (version 0) stand in until settings are stored, which the first start does. */
  const get = (): SiteSettings => settings.find() ?? { ...seedSettings, version: 0, updatedAt: new Date(0).toISOString() };

  return {
    get,
    update: (fields: SettingsFields & { version?: number }, expectedVersion?: number): SiteSettings =>
      db.transaction(() => {
        assertVersion(get(), expectedVersion);
        return settings.save(fields);
      })(),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
