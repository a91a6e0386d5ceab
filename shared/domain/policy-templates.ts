// "Start from a template" on the Privacy, Terms and Accessibility pages (docs/product/rules.md#the-launch-checklist):
// plain-language sections for the owner to review, change and save, in place of the spec's Coming
// Soon. The privacy policy names what this site itself collects, field by field, and how long it
// keeps each, from the site's own rules: the forms' fields are listed against their contracts (a
// new field fails the typecheck until it is named here), the photo's size and the backups' and
// history's spans, the visit totals' months and the room photos' space are the figures the server
// keeps them by. What the site does not do is said too: no visitor cookie, no tracking script, a
// log without addresses or anything typed.
import type { BookingInput } from '../contract/booking.ts';
import type { HONEYPOT_FIELD } from '../contract/honeypot.ts';
import type { ContactSendInput, NewsletterInput } from '../contract/inbox.ts';
import { REVISIONS_KEPT, REVISIONS_KEPT_DAYS } from '../contract/revisions.ts';
import { ROOM_PHOTO_CONSENT_LABEL, ROOM_PHOTO_STORED_SIDE } from '../contract/rug-fit-send.ts';
import type { SectionInput } from '../contract/sections/page-content.ts';
import { VISIT_TOTALS_KEPT_MONTHS } from '../contract/visit-terms.ts';
import { BACKUPS_KEPT } from './backups-kept.ts';

/** The heading of the spec's placeholder on these pages: the seed shows it, a template replaces it, and the launch checklist names a page still showing it. */
export const COMING_SOON_TITLE = 'Coming Soon';

/** The pages a template is offered for. */
export const POLICY_TEMPLATE_PAGES = ['privacy', 'terms', 'accessibility'] as const;
export type PolicyTemplatePage = (typeof POLICY_TEMPLATE_PAGES)[number];

/** What the templates say about the business, from Settings, and the space the server gives room photos (ROOM_PHOTOS_MAX_MB, which Settings shows). */
export interface PolicyBusiness {
  companyName: string;
  email: string;
  city: string;
  roomPhotosMaxBytes: number;
}

const MB = 1024 * 1024;

type Named<T> = Record<Exclude<keyof T, typeof HONEYPOT_FIELD>, string>;

/** Each field the contact form sends (Rug Fit's sends too), as a visitor would name it. */
const CONTACT_FIELDS = {
  name: 'your name',
  email: 'your email address',
  phone: 'your phone number, if you give it',
  service: 'the service you are interested in, if you choose one',
  message: 'your message',
  productId: 'the rug you asked about, when you wrote from its page',
  utmSource: 'the campaign tag of the link that brought you, if it had one',
  utmMedium: 'the kind of link that brought you (an email, an advertisement), if it said',
  fromPage: 'the page of this site you wrote from',
  rugFit: 'from Rug Fit, the colors of your room and the rugs it showed you',
} satisfies Named<ContactSendInput>;

const NEWSLETTER_FIELDS = { email: 'your email address' } satisfies Named<NewsletterInput>;

const BOOKING_FIELDS = {
  type: 'the consultation you chose',
  start: 'its date and time',
  name: 'your name',
  email: 'your email address',
  phone: 'your phone number',
  neighborhood: 'your neighborhood, if you give it',
  notes: 'your notes, if you write any',
  productId: 'the rug you asked about, when you booked from its page',
  utmSource: 'the campaign tag of the link that brought you, if it had one',
  utmMedium: 'the kind of link that brought you, if it said',
  fromPage: 'the page of this site you booked from',
  rugFit: 'from Rug Fit, the colors of your room and the rugs it showed you (never the photo)',
} satisfies Named<BookingInput>;

/** "a, b and c" */
const listed = (phrases: readonly string[]) => (phrases.length < 2 ? phrases.join('') : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`);
const sentence = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** A template: the page's search title and description (the seed's say Coming Soon) and its sections. */
export interface PolicyPageTemplate {
  seoTitle: string;
  seoDescription: string;
  sections: SectionInput[];
}

/** What a lead keeps of the visit it came from (shared/contract/visits.ts), when one was counted. */
const VISIT_OF_LEAD = 'the page you first arrived on and the site or campaign that sent you, if this visit was counted';

function privacy({ companyName, email, roomPhotosMaxBytes }: PolicyBusiness): PolicyPageTemplate {
  const mail = `[${email}](mailto:${email})`;
  const backupsGone = BACKUPS_KEPT.daily + BACKUPS_KEPT.weekly * 7;
  const rows: [string, string, string][] = [
    [
      'The contact form',
      `${sentence(listed([...Object.values(CONTACT_FIELDS), VISIT_OF_LEAD]))}.`,
      'In our inbox until we delete the message. A copy is emailed to us and stays in our mailbox until we delete it there.',
    ],
    [
      'A room photo from Rug Fit',
      `Only if you tick “${ROOM_PHOTO_CONSENT_LABEL}” when you send: a new copy of the photo, at most ${ROOM_PHOTO_STORED_SIDE} pixels on its longer side, without its location or camera details. Rug Fit reads your photo on your device; nothing leaves it while you look.`,
      `With your message, and deleted with it. Room photos share ${Math.round(roomPhotosMaxBytes / MB)} MB of space: when it is full, the photos of messages held for review go first, oldest first, and a photo that still does not fit is not kept.`,
    ],
    ['The newsletter', `${sentence(listed([...Object.values(NEWSLETTER_FIELDS), VISIT_OF_LEAD]))}.`, 'Until you ask us to remove it.'],
    [
      'A booking',
      `${sentence(listed([...Object.values(BOOKING_FIELDS), VISIT_OF_LEAD]))}. To stop one connection from taking every free time, a code made from your internet address, which cannot be turned back into it.`,
      'As our record of the appointment, whether it takes place, moves or is cancelled.',
    ],
    [
      'Visit counts',
      'How many times each page was viewed each day, which kind of site sent visitors (a search engine, a social site, another site) and its name, campaign tags in the link, and whether the device was a phone, a tablet or a computer. No cookie is set. To count a visit once a day, your internet address and browser name are turned into a code that changes every day and is kept in the server’s memory for that day only, never on disk.',
      `Only the daily totals are stored, for ${VISIT_TOTALS_KEPT_MONTHS} months; they name no visitor.`,
    ],
    [
      'Messages held for review',
      'When more messages or sign-ups than usual arrive within an hour, the rest are kept aside for us to read before they reach our inbox or the newsletter list: the same details as above.',
      'Until we release them into the inbox or delete them.',
    ],
  ];
  const sections: SectionInput[] = [
    {
      id: 'hero',
      kind: 'hero',
      align: 'center',
      eyebrow: 'Privacy Policy',
      title: 'What we collect, and how long we keep it',
      subtitle: `${companyName} collects only what you send us through this site, uses it to answer you and to serve you, and never sells it. Questions: ${mail}.`,
    },
    {
      id: 'collected',
      kind: 'richText',
      title: 'What this site collects',
      // One part per thing collected (a three-column table squeezed its first column on a page's width).
      body: rows.map(([what, kept, howLong]) => `### ${what}\n\n**What we keep:** ${kept}\n\n**How long:** ${howLong}`).join('\n\n'),
    },
    {
      id: 'not-collected',
      kind: 'richText',
      tone: 'cream',
      title: 'What this site does not do',
      body: [
        '- It sets no cookie on your browser: the only sign-in on this site is our own.',
        '- It runs no advertising or tracking script, and shares nothing with advertisers.',
        '- Its server log notes which pages were asked for and when; never who asked, nor anything typed.',
      ].join('\n'),
    },
    {
      id: 'kept',
      kind: 'richText',
      title: 'Backups and history',
      body: [
        `The site's data is backed up automatically: one backup for each of the last ${BACKUPS_KEPT.daily} days and one for each of the last ${BACKUPS_KEPT.weekly} weeks. Whatever we delete is gone from the backups within about ${Math.ceil(backupsGone / 7)} weeks.`,
        `When we change a client's testimonial, its earlier wordings stay in the site's history (every version from the last ${REVISIONS_KEPT_DAYS} days, and its last ${REVISIONS_KEPT}); deleting the testimonial deletes its history.`,
      ].join('\n\n'),
    },
    {
      id: 'choices',
      kind: 'richText',
      tone: 'cream',
      title: 'Your choices',
      body: `Write to ${mail} to see what we hold about you, to correct it, or to have it deleted. We answer within 30 days.`,
    },
  ];
  return {
    seoTitle: 'Privacy Policy: What We Collect and How Long We Keep It',
    seoDescription: `What ${companyName} collects through this site (the contact form, the newsletter, Rug Fit room photos sent with consent, bookings, visit counts), why, and how long each is kept.`,
    sections,
  };
}

function terms({ companyName, email, city }: PolicyBusiness): PolicyPageTemplate {
  const mail = `[${email}](mailto:${email})`;
  const sections: SectionInput[] = [
    {
      id: 'hero',
      kind: 'hero',
      align: 'center',
      eyebrow: 'Terms of Service',
      title: 'The terms of using this site',
      subtitle: `Plain words on what ${companyName} offers here and what you can rely on. Questions: ${mail}.`,
    },
    {
      id: 'advice',
      kind: 'richText',
      title: 'Our advice',
      body: `Our consultations are free with rug orders supplied at minimum supplier prices. The ROI calculator, Rug Fit's suggestions and the figures on this site are estimates to help you decide, not promises of a sale price or a result.`,
    },
    {
      id: 'rugs',
      kind: 'richText',
      tone: 'cream',
      title: 'Rugs and prices',
      body: 'The shop shows rugs with a guide price. Nothing is sold or charged through this site: to buy a rug, contact us, and we confirm its price, availability and delivery in writing before anything is ordered.',
    },
    {
      id: 'bookings',
      kind: 'richText',
      title: 'Bookings',
      body: 'When you book a consultation, we email you its details with a link to move or cancel it; please do so as early as you can.',
    },
    {
      id: 'site',
      kind: 'richText',
      tone: 'cream',
      title: 'This site',
      body: `The words, pictures and designs on this site are ours or used with permission; please ask before reusing them. These terms are governed by the laws of the State of Illinois, and we are based in ${city}.`,
    },
  ];
  return {
    seoTitle: 'Terms of Service: Our Advice, Rugs and Bookings',
    seoDescription: `The terms of using the ${companyName} site: free advice with rug orders, guide prices confirmed before any order, and bookings you can move or cancel.`,
    sections,
  };
}

function accessibility({ companyName, email }: PolicyBusiness): PolicyPageTemplate {
  const mail = `[${email}](mailto:${email})`;
  const sections: SectionInput[] = [
    {
      id: 'hero',
      kind: 'hero',
      align: 'center',
      eyebrow: 'Accessibility',
      title: 'A site everyone can use',
      subtitle: `${companyName} wants every visitor to be able to read this site, find a rug and reach us. If something stands in your way, tell us: ${mail}.`,
    },
    {
      id: 'what-we-do',
      kind: 'richText',
      title: 'What we do',
      body: [
        '- Every page can be used with a keyboard alone, and shows where the focus is.',
        '- Pictures that carry meaning have a text description; decoration is hidden from screen readers.',
        '- Text and buttons keep their contrast, and pages reflow on a phone or at a large zoom without scrolling sideways.',
        '- Pages and their forms work with JavaScript turned off. Rug Fit, which reads a photo on your device, needs it and says so, with the way to send us a message instead.',
        '- Motion is kept to a minimum, and less when your device asks for less.',
      ].join('\n'),
    },
    {
      id: 'standard',
      kind: 'richText',
      tone: 'cream',
      title: 'The standard we aim for',
      body: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we check new pages against them before they go live.',
    },
    {
      id: 'tell-us',
      kind: 'richText',
      title: 'Tell us what does not work',
      body: `Write to ${mail} with the page and what happened. We reply within two working days, and we can always send you the same information another way.`,
    },
  ];
  return {
    seoTitle: 'Accessibility: A Site Everyone Can Use',
    seoDescription: `How the ${companyName} site works with a keyboard, a screen reader, a large zoom or without JavaScript, the standard it aims for, and how to tell us what does not work.`,
    sections,
  };
}

const TEMPLATES: Record<PolicyTemplatePage, (business: PolicyBusiness) => PolicyPageTemplate> = { privacy, terms, accessibility };

export const isPolicyTemplatePage = (slug: string): slug is PolicyTemplatePage => (POLICY_TEMPLATE_PAGES as readonly string[]).includes(slug);

/** The template of a policy page, with the business's name and addresses in it. */
export const policyTemplate = (page: PolicyTemplatePage, business: PolicyBusiness): PolicyPageTemplate => TEMPLATES[page](business);
