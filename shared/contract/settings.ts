import { z } from 'zod';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../domain/phone.ts';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../domain/time-zone.ts';
import { BOOKING_MODES, DEFAULT_BOOKING_MODE } from '../domain/booking/booking-mode.ts';
import { optionalEmail, optionalText, requiredText } from './fields.ts';
import { requiredAddress } from './web-address.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

/** One of `options`; `fallback` when not given (a client from before the field). */
function choiceOf<const V extends string>(options: readonly { value: V }[], fallback: NoInfer<V>) {
  const values = options.map((option) => option.value) as [V, ...V[]];
  return z
    .enum(values, { error: `Must be one of ${values.join(', ')}` })
    .nullish()
    .transform((value): V => value ?? fallback);
}

/** A US ZIP code, or ZIP+4; empty is none. */
const zipCode = optionalText(10).refine((value) => value === null || /^\d{5}(?:-\d{4})?$/.test(value), 'Use a 5-digit ZIP code (or ZIP+4)');

/**
 * The site's settings, each described once (resource-fields.ts): what the public pages and
 * structured data read, and the admin's own (where new-lead emails go).
 */
export const settingsFields = defineFields({
  companyName: { kind: 'text', label: 'Company name', input: requiredText(120, 'Company name'), public: true },
  tagline: { kind: 'text', label: 'Tagline', input: requiredText(200, 'Tagline'), public: true },
  email: { kind: 'email', label: 'Email', input: z.email({ error: 'Must be an email address' }).max(254), public: true },
  phone: { kind: 'tel', label: 'Phone', input: requiredText(40, 'Phone').refine(isPhoneNumber, PHONE_NUMBER_MESSAGE), public: true },
  bookingMode: {
    kind: 'choice',
    label: 'Book buttons lead to',
    input: choiceOf(BOOKING_MODES, DEFAULT_BOOKING_MODE),
    options: BOOKING_MODES,
    help: 'Booking on this site, or the booking link below (another booking service).',
    public: true,
  },
  bookingUrl: { kind: 'url', label: 'Booking link', input: requiredAddress('Booking link is required'), public: true },
  timeZone: {
    kind: 'choice',
    label: 'Time zone',
    input: choiceOf(TIME_ZONES, DEFAULT_TIME_ZONE),
    options: TIME_ZONES,
    help: 'Where the business is: consultation hours and every time visitors and you read are in this zone.',
    public: true,
  },
  city: { kind: 'text', label: 'City', input: requiredText(120, 'City'), public: true },
  openingHours: { kind: 'text', label: 'Opening hours', input: requiredText(120, 'Opening hours'), public: true },
  streetAddress: {
    kind: 'text',
    label: 'Street address',
    input: optionalText(200),
    placeholder: '1520 N Wells St, Suite 2',
    help: 'Shown on the contact page and in the footer, and given to search engines. Leave empty to show the city alone.',
    public: true,
  },
  postalCode: { kind: 'text', label: 'ZIP code', input: zipCode, placeholder: '60610', public: true },
  addressNote: {
    kind: 'text',
    label: 'Visits',
    input: optionalText(120),
    placeholder: 'By appointment only',
    help: 'Shown with the address, or in its place when there is none.',
    public: true,
  },
  notificationEmail: { kind: 'email', label: 'Send new-lead emails to', input: optionalEmail, help: "Leave empty to use the site's contact email." },
});

/** Body of PUT /api/admin/settings. */
export const siteSettingsInput = z.object(inputShape(settingsFields, FIRST_VERSION));
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;

const settingsMeta = { version: z.number().int(), updatedAt: z.string() };

/** The settings as the public reads them (GET /api/settings): no admin field. */
export const siteSettings = z.object({ ...publicShape(settingsFields), ...settingsMeta });
export type SiteSettings = z.infer<typeof siteSettings>;

/** The settings as the admin reads and writes them. */
export const adminSiteSettings = z.object({ ...storedShape(settingsFields), ...settingsMeta });
export type AdminSiteSettings = z.infer<typeof adminSiteSettings>;

export const settingsResource = defineResource({
  ...RESOURCE_ADDRESSES.settings,
  fields: settingsFields,
  input: siteSettingsInput,
  record: adminSiteSettings,
  table: 'site_settings',
});
