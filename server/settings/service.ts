import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import { siteSettings, siteSettingsInput, type AdminSiteSettings, type SiteSettings } from '../../shared/contract/settings.ts';
import { NEVER_SAVED } from '../../shared/contract/versions.ts';
import type { Db } from '../db/connection.ts';
import { assertVersion } from '../records/crud-service.ts';
import { createSettingsRepository, type SettingsFields } from './repository.ts';

export function createSettingsService(db: Db) {
  const settings = createSettingsRepository(db);
  /** The seed's values stand in (never saved) until settings are stored, which the first start does. */
  const get = (): AdminSiteSettings => {
    const stored = settings.find();
    if (stored) return stored;
    const { version: _none, ...seeded } = siteSettingsInput.parse(DEFAULT_SITE_SETTINGS);
    return { ...seeded, version: NEVER_SAVED, updatedAt: new Date(0).toISOString() };
  };

  return {
    /** The settings as the public pages and structured data read them: no admin field. */
    get: (): SiteSettings => siteSettings.parse(get()),
    /** The one settings record, known by SINGLE_RECORD_ID (shared/contract/keyed-records.ts): the key names nothing else. */
    admin: {
      get,
      update: (_key: unknown, input: SettingsFields & { version?: number }, expectedVersion?: number): AdminSiteSettings =>
        db.transaction(() => {
          assertVersion(get(), expectedVersion);
          const { version: _checkedApart, ...fields } = input;
          return settings.save(fields);
        })(),
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
