// Seed content: site settings read by the public pages and structured data.
// Pure data. The server maps this record into the site settings table.

export type SeedSettings = {
  companyName: string;
  tagline: string;
  email: string;
  phone: string;
  bookingUrl: string;
  city: string;
  openingHours: string;
};

export const seedSettings: SeedSettings = {
  companyName: 'Jacobs Rug Consultancy',
  tagline: 'Boutique Chicago rug consultancy',
  email: 'consult@jacobsrugconsultancy.com',
  phone: '(312) 555-0147',
  bookingUrl: 'https://calendly.com/jacobs-rugs/ai-rug-fit-consultation',
  city: 'Chicago, Illinois',
  openingHours: 'Mon-Fri 09:00-18:00',
};
