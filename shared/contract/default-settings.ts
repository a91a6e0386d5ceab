// The settings a new site is seeded with, which also stand in until stored ones exist (the
// server) or arrive (the public pages), so nothing renders blank. Without zod (a type import
// only), so the public site takes them without the schemas.
import type { SiteSettingsInput } from './settings.ts';

/** The optional settings the public reads are none (null); the admin's own are left out. */
export const DEFAULT_SITE_SETTINGS = {
  companyName: 'Jacobs Rug Consultancy',
  tagline: 'Boutique Chicago rug consultancy',
  email: 'consult@jacobsrugconsultancy.com',
  phone: '(312) 555-0147',
  bookingMode: 'site',
  bookingUrl: 'https://calendly.com/jacobs-rugs/ai-rug-fit-consultation',
  timeZone: 'America/Chicago',
  city: 'Chicago, Illinois',
  openingHours: 'Mon-Fri 09:00-18:00',
  streetAddress: null,
  postalCode: null,
  addressNote: null,
} as const satisfies SiteSettingsInput;
