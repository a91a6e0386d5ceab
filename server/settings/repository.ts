import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { Db } from '../db/connection.ts';

export type SettingsFields = Omit<SiteSettings, 'version' | 'updatedAt'>;

interface SettingsRow {
  company_name: string;
  tagline: string;
  email: string;
  phone: string;
  booking_url: string;
  city: string;
  opening_hours: string;
  version: number;
  updated_at: string;
}

const fromRow = (row: SettingsRow): SiteSettings => ({
  companyName: row.company_name,
  tagline: row.tagline,
  email: row.email,
  phone: row.phone,
  bookingUrl: row.booking_url,
  city: row.city,
  openingHours: row.opening_hours,
  version: row.version,
  updatedAt: row.updated_at,
});

/** The single settings row (id 1). */
export function createSettingsRepository(db: Db) {
  const find = db.prepare('SELECT * FROM site_settings WHERE id = 1');
  const values = `(1, @companyName, @tagline, @email, @phone, @bookingUrl, @city, @openingHours, 1, @now, @now)`;
  const columns = '(id, company_name, tagline, email, phone, booking_url, city, opening_hours, version, created_at, updated_at)';
  const upsert = db.prepare(`INSERT INTO site_settings ${columns} VALUES ${values}
    ON CONFLICT (id) DO UPDATE SET
      company_name = excluded.company_name, tagline = excluded.tagline, email = excluded.email, phone = excluded.phone,
      booking_url = excluded.booking_url, city = excluded.city, opening_hours = excluded.opening_hours,
      version = version + 1, updated_at = excluded.updated_at`);
  const insertIfMissing = db.prepare(`INSERT INTO site_settings ${columns} VALUES ${values} ON CONFLICT (id) DO NOTHING`);

  const params = (fields: SettingsFields) => {
    const { companyName, tagline, email, phone, bookingUrl, city, openingHours } = fields;
    return { companyName, tagline, email, phone, bookingUrl, city, openingHours, now: new Date().toISOString() };
  };
  const findSettings = (): SiteSettings | undefined => {
    const row = find.get() as SettingsRow | undefined;
    return row ? fromRow(row) : undefined;
  };

  return {
    find: findSettings,
    save(fields: SettingsFields): SiteSettings {
      upsert.run(params(fields));
      return findSettings()!;
    },
    createIfMissing: (fields: SettingsFields) => insertIfMissing.run(params(fields)).changes === 1,
  };
}
