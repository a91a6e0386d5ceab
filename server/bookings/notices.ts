// Who is told what, when a booking is made, moved or cancelled: a notice row per mail, queued in
// the same transaction as the change (the mail queue sends it after the answer, once), and a
// reminder for 24 hours before the start when that is still ahead.
import type { BookingRow, BookingRepository, NoticeKind, NoticeRecipient } from './repository.ts';

/** The reminder goes this long before the start. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** Where notices go to be mailed (the notifications; nothing is queued without SMTP_URL). */
export interface NoticeSink {
  /** Without it (no SMTP_URL) no notice is stored: there is nothing to send. */
  sendsMail: boolean;
  bookingNotice(noticeId: number, dueAt: number): void;
}

export function createNotices(bookings: BookingRepository, sink: NoticeSink) {
  const add = (booking: BookingRow, kind: NoticeKind, recipient: NoticeRecipient, now: number, note: string | null = null, dueAt = now) => {
    if (!sink.sendsMail) return;
    const id = bookings.addNotice({ bookingId: booking.id, kind, recipient, sequence: booking.sequence, startsAt: booking.startsAt, endsAt: booking.endsAt, note, createdAt: new Date(now).toISOString() });
    sink.bookingNotice(id, dueAt);
  };
  /** The reminder of the booking's current time, when 24 hours before it is still to come. */
  const remind = (booking: BookingRow, now: number) => {
    const dueAt = Date.parse(booking.startsAt) - REMINDER_BEFORE_MS;
    if (dueAt > now) add(booking, 'reminder', 'visitor', now, null, dueAt);
  };
  return {
    /** Confirmed (booked, or a request confirmed): the invitation to both, and the reminder. */
    confirmed(booking: BookingRow, now: number) {
      add(booking, 'confirmed', 'visitor', now);
      add(booking, 'confirmed', 'owner', now);
      remind(booking, now);
    },
    /** Moved: the invitation again with the next SEQUENCE, and the new time's reminder (the old one is dropped when due). */
    moved(booking: BookingRow, now: number) {
      add(booking, 'moved', 'visitor', now);
      add(booking, 'moved', 'owner', now);
      remind(booking, now);
    },
    /** Cancelled: METHOD:CANCEL to both, with the note. */
    cancelled(booking: BookingRow, now: number, note: string | null) {
      add(booking, 'cancelled', 'visitor', now, note);
      add(booking, 'cancelled', 'owner', now, note);
    },
    /** A request the owner turned down: the visitor is told; nobody's calendar had it. */
    declined(booking: BookingRow, now: number, note: string | null) {
      add(booking, 'declined', 'visitor', now, note);
    },
  };
}
export type Notices = ReturnType<typeof createNotices>;
