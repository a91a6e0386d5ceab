// Booking put together for the app (docs/product/rules.md#booking): the record types the admin
// edits (consultation types, the availability, its exceptions), the calendar, the visitor's and the
// owner's services, over one repository and the site's secrets.
import type { Db } from '../db/connection.ts';
import type { SettingsService } from '../settings/service.ts';
import { createAvailabilityService } from './availability.ts';
import { createBookingService } from './booking-service.ts';
import { createBookingCalendar } from './calendar.ts';
import { activeTypeOf, type ConsultationTypes } from './consultation-types.ts';
import { createExceptionService } from './exceptions.ts';
import type { BookingLimits } from './limits.ts';
import { createNotices, type NoticeSink } from './notices.ts';
import { createOwnerService } from './owner-service.ts';
import { createBookingRepository } from './repository.ts';
import { createBookingSecrets } from './secrets.ts';

export interface BookingDeps {
  db: Db;
  settings: SettingsService;
  /** The consultation types' record service (server/records/record-services.ts). */
  types: ConsultationTypes;
  sessionSecret: string;
  /** Where booking notices go to be mailed (the notifications). */
  mail: NoticeSink;
  limits: BookingLimits;
  now: () => number;
}

export function createBookings({ db, settings, types, sessionSecret, mail, limits, now }: BookingDeps) {
  const bookings = createBookingRepository(db);
  const secrets = createBookingSecrets(sessionSecret);
  const availability = createAvailabilityService(db);
  const exceptions = createExceptionService(db);
  const calendar = createBookingCalendar({ settings, availability, exceptions, bookings });
  const notices = createNotices(bookings, mail);
  return {
    availability,
    visitor: createBookingService({ db, bookings, calendar, activeType: activeTypeOf(types), notices, secrets, limits, now }),
    owner: createOwnerService({ db, bookings, calendar, settings, notices, secrets, now }),
  };
}
export type Bookings = ReturnType<typeof createBookings>;
