// The Contact page (docs/product/routes.md#public-pages, Contact) as sections: the form, the booking card, the contact
// details (from Settings) and the newsletter sign-up are one section.
import { CONTACT_COPY } from '../../../../shared/domain/page-copy-defaults/contact.ts';
import { paths } from '../../../../shared/paths.ts';
import { bookingText, subtitleMarkdown } from '../../../pages/flat-copy.ts';
import type { SeedPage } from './seed-page.ts';

export const contactPage: SeedPage = {
  pageSlug: 'contact',
  seoTitle: 'Contact Us & Book a Free Rug Consultation',
  seoDescription:
    'Book a free 30-minute AI Rug Fit Consultation or send us a message. We serve 17 Chicagoland neighborhoods and suburbs and aim to reply within 24 hours.',
  seoKeywords: 'contact rug consultant Chicago, book rug consultation, AI Rug Fit Consultation, Chicago rug staging quote',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'Get in touch',
        title: CONTACT_COPY.heroTitle,
        // The hero's mention of room photos goes on to Rug Fit (decision 210).
        subtitle: `${subtitleMarkdown('contact', CONTACT_COPY.heroSubtitle)} Have a room photo at hand? [Try Rug Fit](${paths.rugFit}) to see the rugs that suit it in seconds, then send the result to us.`,
        aside: 'facts',
        factsTitle: 'What to expect',
        facts: [
          { value: '24 hours', label: 'typical reply time on weekdays' },
          { value: '30 min', label: 'free AI Rug Fit Consultation' },
          { value: '$0', label: 'consultancy fee with your rug order' },
        ],
      },
      {
        id: 'contact',
        kind: 'contact',
        formEyebrow: 'Send a message',
        formTitle: 'Tell us about your rooms',
        formIntro: 'We typically respond within 24 hours. Fields marked with an asterisk are required.',
        bookingTitle: CONTACT_COPY.ctaTitle,
        bookingText: bookingText(CONTACT_COPY.ctaText),
        bookingButton: 'Schedule a Consultation',
        bookingNote: 'Opens our booking calendar in a new tab.',
        detailsTitle: 'Contact information',
        newsletterTitle: 'Newsletter',
        newsletterText: 'Occasional notes on rugs, home value and pet-safe materials. No spam, unsubscribe any time.',
      },
    ],
  },
};
