import { z } from 'zod';
import { requiredText } from './fields.ts';
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

/** Body of POST /api/contact. */
export const contactInput = z.object({
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
});
export type ContactInput = z.input<typeof contactInput>;

/** Body of POST /api/newsletter. */
export const newsletterInput = z.object({ email });
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
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** Body of PATCH /api/admin/messages/{id}. */
export const messageUpdateInput = z.object({ handled: z.boolean({ error: 'Must be true or false' }) });

