// The footer's words (docs/product/routes.md#navigation-and-footer): the business in a sentence, its Book button, the
// headings of its three link columns and the line beside the copyright. Its links stay the spec's.
import type { SeedPage } from './seed-page.ts';

export const footerPage: SeedPage = {
  pageSlug: 'footer',
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  content: {
    sections: [
      {
        id: 'footer',
        kind: 'footer',
        blurb:
          'A boutique Chicago rug consultancy. We help homeowners, stagers, designers and collectors choose rugs that raise home value, protect pets and reflect design sophistication.',
        shopTitle: 'Shop Collections',
        servicesTitle: 'Premium Services',
        companyTitle: 'Company',
        note: 'Consultancy is free with rug orders at minimum supplier prices.',
        bookButton: 'Book a Consultation',
      },
    ],
  },
};
