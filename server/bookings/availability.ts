// The weekly hours, buffer, notice and horizon: one record (id 1), versioned like the settings, and
// the seed's values until it is first stored.
import { bookingAvailabilityFields, bookingAvailabilityInput, DEFAULT_BOOKING_AVAILABILITY, type AdminBookingAvailability } from '../../shared/contract/booking-availability.ts';
import { NEVER_SAVED } from '../../shared/contract/versions.ts';
import type { Db } from '../db/connection.ts';
import { createKeyedTable } from '../db/keyed-table.ts';
import { assertVersion } from '../records/crud-service.ts';

export type AvailabilityFields = Omit<AdminBookingAvailability, 'version' | 'updatedAt'>;

/** The availability is the one row with id 1. */
const ROW = 1;

export const createAvailabilityTable = (db: Db) => createKeyedTable<number, AvailabilityFields, AdminBookingAvailability>(db, 'booking_availability', { column: 'id' }, bookingAvailabilityFields);

export function createAvailabilityService(db: Db) {
  const table = createAvailabilityTable(db);
  const get = (): AdminBookingAvailability => {
    const stored = table.find(ROW);
    if (stored) return stored;
    const { version: _none, ...seeded } = bookingAvailabilityInput.parse(DEFAULT_BOOKING_AVAILABILITY);
    return { ...seeded, version: NEVER_SAVED, updatedAt: new Date(0).toISOString() };
  };
  return {
    get,
    /** Known by SINGLE_RECORD_ID (shared/contract/keyed-records.ts): the key names nothing else. */
    admin: {
      get,
      update: (_key: unknown, input: AvailabilityFields & { version?: number }, expectedVersion?: number): AdminBookingAvailability =>
        db.transaction(() => {
          assertVersion(get(), expectedVersion);
          const { version: _checkedApart, ...fields } = input;
          return table.save(ROW, fields);
        })(),
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
