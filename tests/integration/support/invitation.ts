// A mail's calendar invitation read back as a calendar app reads it (ical.js): its method, UID,
// SEQUENCE, times, organizer, the manage link and status. The booking tests, integration and end to
// end, read invitations this way.
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { ReceivedMail } from './mail-server.ts';

export interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  organizer: string;
  url: string | null;
  description: string;
  status: string;
}

/** The text/calendar part of a mail, parsed as a calendar reads it. */
export async function invitationOf(mail: ReceivedMail): Promise<{ contentType: string; invitation: Invitation } | null> {
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const contentType = /content-type:\s*text\/calendar[^\r\n]*/i.exec(mail.raw)![0];
  return {
    contentType,
    invitation: {
      method: String(calendar.getFirstPropertyValue('method')),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      organizer: String(vevent.getFirstPropertyValue('organizer')),
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
    },
  };
}
