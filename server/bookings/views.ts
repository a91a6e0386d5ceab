// A booking as each reader sees it: the visitor's own view (the manage page), the owner's.
import type { AdminBooking, ManagedBooking } from '../../shared/contract/booking.ts';
import type { BookingRow } from './repository.ts';

const consultationOf = (row: BookingRow) => ({ name: row.typeName, durationMinutes: row.durationMinutes, locationNote: row.locationNote });

export const managedView = (row: BookingRow, timeZone: string): ManagedBooking => ({
  id: row.id,
  consultation: consultationOf(row),
  type: row.typeSlug,
  start: row.startsAt,
  end: row.endsAt,
  status: row.status,
  name: row.name,
  timeZone,
});

export const adminView = (row: BookingRow): AdminBooking => ({
  id: row.id,
  consultation: { ...consultationOf(row), typeId: row.typeId },
  start: row.startsAt,
  end: row.endsAt,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  neighborhood: row.neighborhood,
  notes: row.notes,
  fromPage: row.fromPage,
  messageId: row.messageId,
  sequence: row.sequence,
  cancelledBy: row.cancelledBy,
  cancelNote: row.cancelNote,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
