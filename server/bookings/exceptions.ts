// Days off and extra hours: the crud service every numbered record type shares, and the ones that
// touch a run of dates (what the slot computation reads).
import { bookingExceptionFields, dateExceptionOf, type AdminBookingException } from '../../shared/contract/booking-exceptions.ts';
import type { DateException } from '../../shared/domain/booking/slots.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';
import { createCrudService } from '../records/crud-service.ts';

export type BookingExceptionFields = Omit<AdminBookingException, keyof RecordMeta>;

const EXCEPTION_ORDER = 'date DESC, id DESC';

export function createExceptionService(db: Db) {
  const table = createRecordTable<BookingExceptionFields>(db, 'booking_exceptions', bookingExceptionFields);
  // Read for every slot check: prepared once.
  const touching = db.prepare('SELECT date, last_date AS lastDate, kind, hours FROM booking_exceptions WHERE date <= ? AND COALESCE(last_date, date) >= ?');
  return {
    admin: createCrudService({ db, table, listOrder: EXCEPTION_ORDER }),
    /** The exceptions touching any date from `first` to `last` (YYYY-MM-DD). */
    between: (first: string, last: string): DateException[] =>
      (touching.all(last, first) as Parameters<typeof dateExceptionOf>[0][]).map(dateExceptionOf),
  };
}
export type ExceptionService = ReturnType<typeof createExceptionService>;
