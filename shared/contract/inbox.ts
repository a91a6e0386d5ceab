import { z } from 'zod';
import { CAMPAIGN_TAG_MAX, FROM_PAGE_MAX, isCampaignTag, isSitePath } from '../domain/inquiry-source.ts';
import { RECORD_ID_MAX } from '../domain/record-id.ts';
import { pageNumber, requiredText } from './fields.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import { rugFitLead, rugFitRequest } from './rug-fit.ts';
import { SERVICE_INTERESTS } from './service-interests.ts';

const SERVICE_IDS = SERVICE_INTERESTS.map((option) => option.id) as unknown as readonly [string, ...string[]];

const email = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Email is required' : 'Must be text') })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email({ error: 'Must be an email address' }));

const phone = z
  .string({ error: 'Must be text' })
  .trim()
  .max(40, 'Must be at most 40 characters')
  .refine((value) => value === '' || /^[+()\d\s.-]{7,}$/.test(value), 'Must be a phone number')
  .nullish()
  .transform((value) => (value ? value : null));

/** The honeypot (honeypot.ts): optional text, empty when a person sent the form. */
const honeypot = z.string({ error: 'Must be text' }).max(1000, 'Must be at most 1000 characters').optional();

/** Optional text with a rule of its own; blank, missing or null become null. */
const optionalChecked = (max: number, check: (value: string) => boolean, message: string) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => value === '' || check(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

/** Where the message came from (decision 126): the product it is about, the contact link's tags, the page before. */
const inquirySource = {
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
  [HONEYPOT_FIELD]: honeypot,
  name: requiredText(120, 'Name'),
  email,
  phone,
  service: z
    .union([z.enum(SERVICE_IDS, { error: `Must be one of ${SERVICE_IDS.join(', ')}` }), z.literal('')], {
      error: `Must be one of ${SERVICE_IDS.join(', ')}`,
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  message: requiredText(5000, 'Message'),
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
export const newsletterInput = z.object({ email, [HONEYPOT_FIELD]: honeypot });
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
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** `?page=` of the admin's message and subscriber lists. */
export const inboxListQuery = z.object({ page: pageNumber });

/** Rows of an admin list per page. */
export const INBOX_PAGE_SIZE = 50;

const listPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    pageCount: z.number().int().min(1),
  });

/** GET /api/admin/messages: one page, newest first, and how many messages in all are not handled yet. */
export const messagesPage = listPage(contactMessage).extend({ unhandled: z.number().int().min(0) });
export type MessagesPage = z.infer<typeof messagesPage>;

/** GET /api/admin/subscribers: one page, newest first. */
export const subscribersPage = listPage(subscriber);
export type SubscribersPage = z.infer<typeof subscribersPage>;

/** Body of PATCH /api/admin/messages/{id}. */
export const messageUpdateInput = z.object({ handled: z.boolean({ error: 'Must be true or false' }) });

