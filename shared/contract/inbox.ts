import { z } from 'zod';
import { CAMPAIGN_TAG_MAX, FROM_PAGE_MAX, isCampaignTag, isSitePath } from '../domain/inquiry-source.ts';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../domain/phone.ts';
import { RECORD_ID_MAX } from '../domain/record-id.ts';
import { listPageFields, pageNumber, requiredLongText, requiredText } from './fields.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import { rugFitLead, rugFitRequest } from './rug-fit.ts';
import { SERVICE_INTERESTS } from './service-interests.ts';
import { visitOrigin } from './visits.ts';

const SERVICE_IDS = SERVICE_INTERESTS.map((option) => option.id) as unknown as readonly [string, ...string[]];

/** An email address a visitor gives (the contact form's, a booking's). */
export const contactEmail = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Email is required' : 'Must be text') })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email({ error: 'Must be an email address' }));

const phone = z
  .string({ error: 'Must be text' })
  .trim()
  .max(40, 'Must be at most 40 characters')
  .refine((value) => value === '' || isPhoneNumber(value), PHONE_NUMBER_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** The honeypot (honeypot.ts): optional text, empty when a person sent the form. */
export const honeypotField = z.string({ error: 'Must be text' }).max(1000, 'Must be at most 1000 characters').optional();

/** Optional text with a rule of its own; blank, missing or null become null. */
const optionalChecked = (max: number, check: (value: string) => boolean, message: string) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => value === '' || check(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

/** Where the message came from: the product it is about, the contact link's tags, the page before. */
export const inquirySource = {
  productId: z
    .number({ error: 'Must be a product id' })
    .int('Must be a product id')
    .min(1, 'Must be a product id')
    .max(RECORD_ID_MAX, 'Must be a product id')
    .nullish()
    .transform((value) => value ?? null),
  utmSource: optionalChecked(CAMPAIGN_TAG_MAX, isCampaignTag, 'Must be printable text'),
  utmMedium: optionalChecked(CAMPAIGN_TAG_MAX, isCampaignTag, 'Must be printable text'),
  fromPage: optionalChecked(FROM_PAGE_MAX, isSitePath, 'Must be a path on this site, such as /jacobs/shop'),
};

/** Body of POST /api/contact: the spec's five fields, then where the message came from. */
export const contactInput = z.object({
  [HONEYPOT_FIELD]: honeypotField,
  name: requiredText(120, 'Name'),
  email: contactEmail,
  phone,
  service: z
    .union([z.enum(SERVICE_IDS, { error: `Must be one of ${SERVICE_IDS.join(', ')}` }), z.literal('')], {
      error: `Must be one of ${SERVICE_IDS.join(', ')}`,
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  message: requiredLongText(5000, 'Message'),
  ...inquirySource,
});
export type ContactInput = z.input<typeof contactInput>;

/**
 * Body of POST /api/contact as the server takes it: the contact form's, and from Rug Fit what it
 * found (rug-fit.ts: the room's palette, the rugs recommended, the photo's consent).
 */
export const contactSendInput = contactInput.extend({
  rugFit: rugFitRequest.nullish().transform((value) => value ?? null),
});
export type ContactSendInput = z.input<typeof contactSendInput>;

/** Body of POST /api/newsletter. */
export const newsletterInput = z.object({ email: contactEmail, [HONEYPOT_FIELD]: honeypotField });
export type NewsletterInput = z.input<typeof newsletterInput>;

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
  productId: z.number().int().nullable(),
  /** The product's name when the message was sent (it may have been renamed or deleted since). */
  productName: z.string().nullable(),
  /** The product's record still exists, so the admin can open it. */
  productExists: z.boolean(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  fromPage: z.string().nullable(),
  /** A Rug Fit send; absent from a server from before Rug Fit. */
  rugFit: rugFitLead.nullable().optional(),
  /** Came past the form's hourly allowance: kept apart, not emailed, until the owner releases it (decision 177). */
  held: z.boolean(),
  /** The visit that sent it (its landing page and source), when one was counted; absent from a server from before visits. */
  visit: visitOrigin.nullable().optional(),
  /** The booking this lead made (GET /api/admin/bookings/{id}); absent or null for a message. */
  bookingId: z.number().int().nullable().optional(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  /** Signed up past the form's hourly allowance: out of the digest until released (decision 177). */
  held: z.boolean(),
  /** The visit that sent it, when one was counted; absent from a server from before visits. */
  visit: visitOrigin.nullable().optional(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** Which of the inbox's lists: what was delivered, or what waits for review (decision 177). */
export const INBOX_VIEWS = ['inbox', 'held'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** `?page=` and `?view=` of the admin's message and subscriber lists. */
export const inboxListQuery = z.object({ page: pageNumber, view: z.enum(INBOX_VIEWS, { error: `Must be ${INBOX_VIEWS.join(' or ')}` }).default('inbox') });

/** Rows of an admin list per page. */
export const INBOX_PAGE_SIZE = 50;

const listPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    ...listPageFields,
    /** How many wait for review (the held view's badge), whichever view this is. */
    held: z.number().int().min(0),
  });

/** GET /api/admin/messages: one page of a view, newest first, and how many delivered messages in all are not handled yet. */
export const messagesPage = listPage(contactMessage).extend({ unhandled: z.number().int().min(0) });
export type MessagesPage = z.infer<typeof messagesPage>;

/** GET /api/admin/subscribers: one page, newest first. */
export const subscribersPage = listPage(subscriber);
export type SubscribersPage = z.infer<typeof subscribersPage>;

/** Body of PATCH /api/admin/messages/{id}. */
export const messageUpdateInput = z.object({ handled: z.boolean({ error: 'Must be true or false' }) });


/** DELETE /api/admin/messages/held and /api/admin/subscribers/held: how many held ones went. */
export const heldDeleted = z.object({ deleted: z.number().int().min(0) });
export type HeldDeleted = z.infer<typeof heldDeleted>;

/** What waits for review, for the dashboard and Settings (decision 177). */
export const heldCounts = z.object({ messages: z.number().int().min(0), subscribers: z.number().int().min(0) });
export type HeldCounts = z.infer<typeof heldCounts>;
