// A booking as iCalendar (RFC 5545), written by ical-generator: the invitation a confirmation or a
// move sends (METHOD:REQUEST), the cancellation (METHOD:CANCEL), and the owner's private feed. The
// UID is the booking's for its whole life; SEQUENCE grows with each move and the cancellation, so
// calendars replace the event rather than add another. Times are UTC instants (DTSTART...Z), which
// every calendar shows in its own zone; text is escaped by the library.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { BookingRow } from './repository.ts';

export interface Organizer {
  name: string;
  email: string;
}

/** What an event says of a booking at one moment (a notice's time and sequence, or the booking's own). */
export interface BookingEvent {
  booking: BookingRow;
  start: string;
  end: string;
  sequence: number;
  cancelled: boolean;
  /** The manage link, for the visitor and the owner alike. */
  manageUrl: string | null;
}

/** The booking's UID, the same in every mail and the feed: its id and the moment it was made (ids are never reused either). */
export const bookingUid = (booking: Pick<BookingRow, 'id' | 'createdAt'>) => `booking-${booking.id}-${Date.parse(booking.createdAt)}@jacobs-rug-consultancy`;

const PRODUCT = { company: 'Jacobs Rug Consultancy', product: 'Booking', language: 'EN' };

function describe(event: BookingEvent): string {
  const { booking } = event;
  return [
    booking.locationNote,
    `Booked by ${booking.name} (${booking.email}, ${booking.phone})`,
    booking.neighborhood ? `Neighborhood: ${booking.neighborhood}` : null,
    booking.notes ? `Notes:\n${booking.notes}` : null,
    event.manageUrl ? `Change or cancel: ${event.manageUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function addEvent(calendar: ICalCalendar, event: BookingEvent, organizer: Organizer): void {
  const { booking } = event;
  calendar.createEvent({
    id: bookingUid(booking),
    sequence: event.sequence,
    stamp: new Date(),
    start: new Date(event.start),
    end: new Date(event.end),
    summary: `${booking.typeName}: ${booking.name}`,
    description: describe(event),
    location: booking.locationNote,
    url: event.manageUrl,
    status: event.cancelled ? ICalEventStatus.CANCELLED : booking.status === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: [{ name: booking.name, email: booking.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
  });
}

/** The invitation (REQUEST) or cancellation (CANCEL) a mail carries. */
export function invitation(event: BookingEvent, organizer: Organizer): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: PRODUCT, method });
  addEvent(calendar, event, organizer);
  return { method: event.cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

/** The owner's feed: every booking, each at its current time and sequence. */
export function feedCalendar(events: readonly BookingEvent[], organizer: Organizer, name: string): string {
  const calendar = ical({ prodId: PRODUCT, name, method: ICalCalendarMethod.PUBLISH });
  for (const event of events) addEvent(calendar, event, organizer);
  return calendar.toString();
}
