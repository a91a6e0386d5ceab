import { settingsFields, settingsResource, type AdminSiteSettings } from '../../shared/contract/settings.ts';
import type { Db } from '../db/connection.ts';
import { createKeyedTable } from '../db/keyed-table.ts';

export type SettingsFields = Omit<AdminSiteSettings, 'version' | 'updatedAt'>;

/** The settings are the one row with id 1. */
const SETTINGS_ROW = 1;

export function createSettingsRepository(db: Db) {
  const table = createKeyedTable<number, SettingsFields, AdminSiteSettings>(db, settingsResource.table, { column: 'id' }, settingsFields);
  return {
    find: () => table.find(SETTINGS_ROW),
    save: (fields: SettingsFields) => table.save(SETTINGS_ROW, fields),
    createIfMissing: (fields: SettingsFields) => table.createIfMissing(SETTINGS_ROW, fields),
  };
}
