// Seeds the content of a new install from server/seed/seed-data. Idempotent: it creates only what is
// missing (records by slug, pages by pageSlug, settings if absent) and never touches an edit.
// Each record goes through the same contract schema as an admin write, so seeds obey section 5.
import type { ZodType, z } from 'zod';
import { blogPostInput, blogResource } from '../../shared/contract/blog.ts';
import { bookingAvailabilityInput, DEFAULT_BOOKING_AVAILABILITY } from '../../shared/contract/booking-availability.ts';
import { consultationTypeInput, consultationTypeResource } from '../../shared/contract/consultation-types.ts';
import { coreServiceInput, coreServiceResource } from '../../shared/contract/core-services.ts';
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import { pageContentInput } from '../../shared/contract/pages.ts';
import { productInput, productResource } from '../../shared/contract/products.ts';
import type { SeedCounts } from '../../shared/contract/seed.ts';
import { serviceAreaInput, serviceAreaResource } from '../../shared/contract/service-areas.ts';
import { siteSettingsInput } from '../../shared/contract/settings.ts';
import { createAvailabilityTable } from '../bookings/availability.ts';
import { createPageRepository } from '../pages/repository.ts';
import { createSettingsRepository } from '../settings/repository.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import type { Db } from '../db/connection.ts';
import { recordTableOf, type RecordTable } from '../db/record-table.ts';
import { seedBlogPosts } from './seed-data/blog-posts.ts';
import { seedConsultationTypes } from './seed-data/consultation-types.ts';
import { seedCoreServices } from './seed-data/core-services.ts';
import { seedPages } from './seed-data/pages.ts';
import { seedProducts } from './seed-data/products.ts';
import { seedServiceAreas } from './seed-data/service-areas.ts';

export type { SeedCounts };

function withoutVersion<T extends { version?: unknown }>(values: T): Omit<T, 'version'> {
  const { version: _unused, ...rest } = values;
  return rest;
}

/** Inserts each seed whose slug is not taken yet (with what the server adds, `derive`); returns how many were inserted. */
function seedRecords<S extends ZodType<{ slug: string; version?: number }>, Stored extends object = Omit<z.output<S>, 'version'>>(
  table: RecordTable<Stored>,
  schema: S,
  seeds: readonly unknown[],
  derive: (values: Omit<z.output<S>, 'version'>) => Stored = (values) => values as unknown as Stored,
): number {
  let created = 0;
  for (const seed of seeds) {
    const values = withoutVersion(schema.parse(seed)) as Omit<z.output<S>, 'version'>;
    if (table.findBySlug(values.slug)) continue;
    table.insert(derive(values));
    created += 1;
  }
  return created;
}

export interface SeedOptions {
  /** The palette of a product's picture (decision 210): the shipped rug pictures'; none by default (filled in at the next start). */
  paletteOf?: (imageUrl: string | null) => Swatch[] | null;
}

export function seedDatabase(db: Db, { paletteOf = () => null }: SeedOptions = {}): SeedCounts {
  return db.transaction((): SeedCounts => {
    const pages = createPageRepository(db);
    const settings = createSettingsRepository(db);
    return {
      serviceAreas: seedRecords(recordTableOf(db, serviceAreaResource), serviceAreaInput, seedServiceAreas),
      blogPosts: seedRecords(recordTableOf(db, blogResource), blogPostInput, seedBlogPosts),
      pageContent: seedPages.filter((page) => pages.createIfMissing(page.pageSlug, pageContentInput.parse(page))).length,
      siteSettings: settings.createIfMissing(siteSettingsInput.parse(DEFAULT_SITE_SETTINGS)) ? 1 : 0,
      products: seedRecords(recordTableOf(db, productResource), productInput, seedProducts, (values) => ({ ...values, palette: paletteOf(values.imageUrl) })),
      coreServices: seedRecords(recordTableOf(db, coreServiceResource), coreServiceInput, seedCoreServices),
      consultationTypes: seedRecords(recordTableOf(db, consultationTypeResource), consultationTypeInput, seedConsultationTypes),
      // The weekly hours start as the settings' opening hours, Mon-Fri 09:00-18:00.
      bookingAvailability: createAvailabilityTable(db).createIfMissing(1, withoutVersion(bookingAvailabilityInput.parse(DEFAULT_BOOKING_AVAILABILITY))) ? 1 : 0,
    };
  })();
}

const ROLLBACK = Symbol('rollback');

/**
 * What seedDatabase would create now (Seed Database's confirmation says it): counted by a real run
 * inside a transaction that is then rolled back, so the preview and the run cannot disagree.
 */
export function seedPreview(db: Db): SeedCounts {
  let counts: SeedCounts | undefined;
  try {
    db.transaction(() => {
      counts = seedDatabase(db);
      throw ROLLBACK;
    })();
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return counts!;
}

/** A database that never had settings stored has never been seeded: the first start seeds it. */
export function isNewDatabase(db: Db): boolean {
  return db.prepare('SELECT 1 FROM site_settings').get() === undefined;
}
