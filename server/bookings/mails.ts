// What a booking's mails say (docs/product/rules.md#booking): built when each is sent, from the
// booking and the notice queued for it (the time and SEQUENCE it announces), so a mail says what it
// was queued to say. The visitor's carry the manage link; invitations, moves and cancellations
// carry the calendar part; a reminder whose booking was moved or cancelled since is not sent. What
// the visitor typed is one line per field after its label, the notes quoted line by line, so no
// name or note can forge a line of the mail (mail-templates.ts).
import { paths, href } from '../../shared/paths.ts';
import { whenText } from '../../shared/domain/booking/when.ts';
import { asOneLine } from '../../shared/domain/plain-text.ts';
import type { Db } from '../db/connection.ts';
import { leadRecipient } from '../notifications/lead-recipient.ts';
import { lines, quotedMessage, type MailContent } from '../notifications/mail-templates.ts';
import { createSettingsService } from '../settings/service.ts';
import { invitation, type Organizer } from './invitations.ts';
import { createBookingRepository, type BookingRow, type NoticeRow } from './repository.ts';
import type { BookingSecrets } from './secrets.ts';

/** The manage link of a booking, on the site it was booked on. */
export const manageUrlOf = (booking: Pick<BookingRow, 'origin' | 'tokenNonce'>, secrets: BookingSecrets) => `${booking.origin}${href.manageBooking(secrets.manageToken(booking.tokenNonce))}`;

interface Context {
  booking: BookingRow;
  notice: NoticeRow;
  when: string;
  manageUrl: string;
  organizer: Organizer;
  company: string;
  signature: string[];
}

const RULE = '--';

function visitorMail({ booking, notice, when, manageUrl, company, signature }: Context): MailContent | undefined {
  const hello = `Hello ${asOneLine(booking.name)},`;
  const where = booking.locationNote ? [`Where: ${asOneLine(booking.locationNote)}`] : [];
  const manage = [`To move or cancel it: ${manageUrl}`];
  const type = asOneLine(booking.typeName);
  switch (notice.kind) {
    case 'confirmed':
      return { subject: `Your consultation: ${when}`, text: [hello, '', `Your ${type} is booked for ${when}.`, ...where, '', 'The calendar invitation is attached: add it in one click.', ...manage, '', ...signature].join('\n') };
    case 'moved':
      return { subject: `Your consultation moved to ${when}`, text: [hello, '', `Your ${type} is now on ${when}.`, ...where, '', 'The attached invitation updates your calendar.', ...manage, '', ...signature].join('\n') };
    case 'cancelled':
    case 'declined': {
      const note = notice.note ? ['', ...quotedMessage(notice.note, `A note from ${company}:`)] : [];
      const said = notice.kind === 'declined' ? `Your request for a ${type} on ${when} could not be confirmed.` : `Your ${type} on ${when} is cancelled.`;
      return { subject: notice.kind === 'declined' ? `Your consultation request for ${when}` : `Cancelled: your consultation on ${when}`, text: [hello, '', said, ...note, '', `Book another time: ${booking.origin}${paths.book}`, '', ...signature].join('\n') };
    }
    case 'reminder':
      return { subject: `Reminder: your consultation on ${when}`, text: [hello, '', `A reminder: your ${type} is ${when}.`, ...where, '', ...manage, '', ...signature].join('\n') };
  }
}

function ownerMail({ booking, notice, when, manageUrl }: Context): MailContent | undefined {
  const details = lines([
    ['Consultation', booking.typeName],
    ['When', when],
    ['Name', booking.name],
    ['Email', booking.email],
    ['Phone', booking.phone],
    ['Neighborhood', booking.neighborhood],
    ['From page', booking.fromPage],
  ]);
  const notes = booking.notes ? ['', ...quotedMessage(booking.notes, 'Notes (as the visitor wrote them):')] : [];
  const admin = [RULE, `Bookings: ${booking.origin}${paths.admin.bookings}`, `The visitor's own link: ${manageUrl}`];
  const name = asOneLine(booking.name);
  switch (notice.kind) {
    case 'confirmed':
      return { subject: `New booking: ${name}, ${when}`, text: ['A consultation was booked on the site.', '', ...details, ...notes, '', ...admin].join('\n'), replyTo: booking.email };
    case 'moved':
      return { subject: `Booking moved: ${name}, now ${when}`, text: ['A visitor moved their consultation.', '', ...details, '', ...admin].join('\n'), replyTo: booking.email };
    case 'cancelled': {
      const by = booking.cancelledBy === 'owner' ? 'You cancelled this consultation.' : 'The visitor cancelled their consultation.';
      const reason = notice.note ? ['', ...quotedMessage(notice.note, booking.cancelledBy === 'owner' ? 'Your note to the visitor:' : 'Their reason:')] : [];
      return { subject: `Booking cancelled: ${name}, ${when}`, text: [by, '', ...details, ...reason, '', ...admin].join('\n'), replyTo: booking.email };
    }
    default:
      return undefined;
  }
}

export function createBookingMails({ db, secrets }: { db: Db; secrets: BookingSecrets }) {
  const bookings = createBookingRepository(db);
  const settings = createSettingsService(db);
  return {
    /** The mail of a queued notice; undefined when there is nothing to send any more (a reminder of a moved or cancelled booking). */
    prepare(noticeId: number): { to: string; content: MailContent } | undefined {
      const notice = bookings.notice(noticeId);
      const booking = notice && bookings.find(notice.bookingId);
      if (!notice || !booking) return undefined;
      if (notice.kind === 'reminder' && (booking.status !== 'confirmed' || booking.startsAt !== notice.startsAt)) return undefined;
      const site = settings.admin.get();
      const organizer = { name: site.companyName, email: site.email };
      const context: Context = {
        booking,
        notice,
        when: whenText(notice.startsAt, site.timeZone),
        manageUrl: manageUrlOf(booking, secrets),
        organizer,
        company: site.companyName,
        signature: [RULE, site.companyName, `${site.phone} · ${site.email}`],
      };
      const forVisitor = notice.recipient === 'visitor';
      const content = forVisitor ? visitorMail(context) : ownerMail(context);
      if (!content) return undefined;
      const withCalendar = notice.kind === 'confirmed' || notice.kind === 'moved' || notice.kind === 'cancelled';
      const calendar = withCalendar
        ? invitation({ booking, start: notice.startsAt, end: notice.endsAt, sequence: notice.sequence, cancelled: notice.kind === 'cancelled', manageUrl: context.manageUrl }, organizer)
        : undefined;
      return {
        to: forVisitor ? booking.email : leadRecipient(site),
        content: { ...content, subject: asOneLine(content.subject), ...(forVisitor ? { replyTo: site.email } : {}), ...(calendar ? { calendar } : {}) },
      };
    },
  };
}
export type BookingMails = ReturnType<typeof createBookingMails>;
