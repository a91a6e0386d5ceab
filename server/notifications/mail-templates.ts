// What the owner reads: plain-text mails built from the stored rows (never from the request), so a
// mail says what the inbox says, including what the server added when it stored the message. What
// the visitor typed can never pass for the mail's own lines (decision 115): each single-line field
// is one line after its label, and the message is quoted line by line between two rules.
import type { ContactMessage, Subscriber } from '../../shared/contract/inbox.ts';
import type { RugFitLead } from '../../shared/contract/rug-fit.ts';
import { ROOM_PHOTO_NOT_KEPT } from '../../shared/contract/rug-fit-send.ts';
import { colourName } from '../../shared/domain/rug-fit/colour-names.ts';
import { fitModeLabel } from '../../shared/domain/rug-fit/fit-modes.ts';
import { asLongText, asOneLine } from '../../shared/domain/plain-text.ts';
import { serviceInterestName } from '../../shared/contract/service-interests.ts';
import { paths } from '../../shared/paths.ts';
import { formatChicagoTime, formatDay } from './chicago-time.ts';

export interface MailContent {
  subject: string;
  text: string;
  /** Replying answers the visitor, not the server. */
  replyTo?: string;
  /** A calendar invitation (text/calendar; method=...) beside the text, and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/**
 * Where a lead came from: the inquiry context (the product it is about, the
 * contact link's utm tags, the site page before). Stored on the contact message row; messages
 * stored without it (or before it existed) leave these empty and the mail leaves the section out.
 */
export type InquiryContext = Partial<Pick<ContactMessage, 'productId' | 'productName' | 'utmSource' | 'utmMedium' | 'fromPage'>>;

const NOT_GIVEN = 'not given';
const RULE = '-'.repeat(60);

/**
 * Label and value, one line each: a value stored before the contract kept names to one line
 * (decision 115) is made one line here too, so it cannot add lines, headers or a subject of its own.
 */
export function lines(rows: [label: string, value: string | null | undefined][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.filter(([, value]) => value).map(([label, value]) => `${`${label}:`.padEnd(width)}${asOneLine(value!)}`);
}

/** The visitor's message, every line quoted, between two rules no quoted line can be. */
export const quotedMessage = (message: string, heading = 'Message (as the visitor wrote it):'): string[] => [
  heading,
  RULE,
  ...asLongText(message)
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>')),
  RULE,
];

/** The "Where it came from" lines; none when the message carries no inquiry context. */
export function inquiryContextLines(context: InquiryContext): string[] {
  const product = context.productName ? `${context.productName}${context.productId ? ` (#${context.productId})` : ''}` : context.productId ? `#${context.productId}` : null;
  const campaign = [context.utmSource, context.utmMedium].filter(Boolean).join(' / ') || null;
  return lines([
    ['Product', product],
    ['Campaign', campaign],
    ['From page', context.fromPage],
  ]);
}

/** A room colour as the mail names it: "navy 20% (#1f2a44)". */
const swatchText = (swatch: { color: string; share: number }) => `${colourName(swatch.color)} ${Math.round(swatch.share * 100)}% (${swatch.color})`;

/** What a Rug Fit send found (decision 210); none for any other message. */
export function rugFitLines(rugFit: RugFitLead | null | undefined): string[] {
  if (!rugFit) return [];
  const rugs = rugFit.rugs.map((rug) => (rug.name ? `${rug.name} (#${rug.id})` : `#${rug.id} (not in the catalog)`));
  return [
    '',
    'Sent from Rug Fit:',
    ...lines([
      ['Mode', fitModeLabel(rugFit.mode)],
      ['Room palette', rugFit.palette.map(swatchText).join(', ')],
      ['Rugs shown', rugs.join(', ') || 'none'],
    ]),
    rugFit.photo ? `A room photo came with it (${rugFit.photo.width} x ${rugFit.photo.height}): see it in the inbox.` : rugFit.photoNotKept ? ROOM_PHOTO_NOT_KEPT : 'No room photo: the visitor kept it on their device.',
  ];
}

/** `adminOrigin`: PUBLIC_URL, for a link to the inbox (left out when the server has none). */
export function leadMail(message: ContactMessage, adminOrigin?: string): MailContent {
  const service = serviceInterestName(message.service);
  const context = inquiryContextLines(message);
  const text = [
    'A new message came in through the contact form.',
    '',
    ...lines([
      ['Name', message.name],
      ['Email', message.email],
      ['Phone', message.phone ?? NOT_GIVEN],
      ['Service', service ?? NOT_GIVEN],
      ['Received', `${formatChicagoTime(new Date(message.createdAt))} (Chicago)`],
    ]),
    ...(context.length > 0 ? ['', 'Where it came from:', ...context] : []),
    ...rugFitLines(message.rugFit),
    '',
    ...quotedMessage(message.message),
    '',
    '--',
    `Reply to this email to answer ${asOneLine(message.name)} directly.`,
    ...(adminOrigin ? [`Inbox: ${adminOrigin}${paths.admin.inbox}`] : []),
  ].join('\n');
  return { subject: asOneLine(`New inquiry from ${message.name}${service ? ` (${service})` : ''}`), text, replyTo: message.email };
}

/** One mail listing the new subscribers up to the end of `day` (YYYY-MM-DD, Chicago). */
export function digestMail(subscribers: readonly Subscriber[], day: string): MailContent {
  const count = `${subscribers.length} new newsletter ${subscribers.length === 1 ? 'subscriber' : 'subscribers'}`;
  const text = [
    `${count} (${formatDay(day)}):`,
    '',
    ...subscribers.map((subscriber) => `${subscriber.email}  (${formatChicagoTime(new Date(subscriber.createdAt))})`),
    '',
    '--',
    'The full list and a CSV export are in the admin inbox.',
  ].join('\n');
  return { subject: `${count}: ${formatDay(day)}`, text };
}

export function testMail(recipient: string, smtp: string): MailContent {
  return {
    subject: 'Test email from your website',
    text: [`This test was sent from the admin's Settings screen through ${smtp}.`, `New-lead emails go to ${recipient}.`].join('\n'),
  };
}
