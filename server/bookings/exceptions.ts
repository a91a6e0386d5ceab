// Days off and extra hours are a record type whose rules are its definition's
// (server/records/record-service.ts); booking reads the ones that touch a run of dates.
import { dateExceptionOf } from '../../shared/contract/booking-exceptions.ts';
import type { DateException } from '../../shared/domain/booking/slots.ts';
import type { Db } from '../db/connection.ts';

export function createExceptionService(db: Db) {
  // Read for every slot check: prepared once.
  const touching = db.prepare('SELECT date, last_date AS lastDate, kind, hours FROM booking_exceptions WHERE date <= ? AND COALESCE(last_date, date) >= ?');
  return {
    /** The exceptions touching any date from `first` to `last` (YYYY-MM-DD). */
    between: (first: string, last: string): DateException[] =>
      (touching.all(last, first) as Parameters<typeof dateExceptionOf>[0][]).map(dateExceptionOf),
  };
}
export type ExceptionService = ReturnType<typeof createExceptionService>;
