// Seed content: site settings read by the public pages and structured data.
// Pure data, in the shape of an admin write (optional settings are left out); the seed parses it
// with the same contract schema.
import type { SiteSettingsInput } from '../../../shared/contract/settings.ts';

export const seedSettings: SiteSettingsInput = {
  companyName: 'Jacobs Rug Consultancy',
  tagline: 'Boutique Chicago rug consultancy',
  email: 'consult@jacobsrugconsultancy.com',
  phone: '(312) 555-0147',
  bookingUrl: 'https://calendly.com/jacobs-rugs/ai-rug-fit-consultation',
  city: 'Chicago, Illinois',
  openingHours: 'Mon-Fri 09:00-18:00',
};
