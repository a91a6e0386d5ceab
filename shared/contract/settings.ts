import { z } from 'zod';
import { expectedVersion, requiredText } from './fields.ts';

const httpUrl = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Booking link is required')
  .max(2000)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Must be a URL');

/** Body of PUT /api/admin/settings: what the public pages and structured data read. */
export const siteSettingsInput = z.object({
  companyName: requiredText(120, 'Company name'),
  tagline: requiredText(200, 'Tagline'),
  email: z.email({ error: 'Must be an email address' }).max(254),
  phone: requiredText(40, 'Phone'),
  bookingUrl: httpUrl,
  city: requiredText(120, 'City'),
  openingHours: requiredText(120, 'Opening hours'),
  version: expectedVersion,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;

export const siteSettings = z.object({
  companyName: z.string(),
  tagline: z.string(),
  email: z.string(),
  phone: z.string(),
  bookingUrl: z.string(),
  city: z.string(),
  openingHours: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;
