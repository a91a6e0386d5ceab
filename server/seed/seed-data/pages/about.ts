// The About page (docs/product/routes.md#public-pages, About) as sections: the story, its three stat cards, the
// principles and the links to the pages that say more.
import { paths } from '../../../../shared/paths.ts';
import { ABOUT_COPY } from '../../../../shared/domain/page-copy-defaults/about.ts';
import { subtitleMarkdown } from '../../../pages/flat-copy.ts';
import { rugSample, type SeedPage } from './seed-page.ts';

const STORY = [
  "Jacobs began with a simple observation from years around Chicago's open houses: the rooms that sold fastest were rarely the most expensive, but they were almost always grounded by the right rug. A well-chosen rug makes a room read larger, warmer and finished, and buyers feel it before they can say why.",
  'We built a consultancy around that idea. We measure, we model the return, and we recommend rugs for staging, for living and for keeping, from hand-knotted wool to antique Heriz and custom pieces made to the centimetre.',
  'Along the way, clients with dogs and cats kept asking what their rugs were made of. So we learned to read material specifications, stain treatments and certificates, and pet-safe material reviews became part of every consultation.',
  'We remain deliberately small. Our advice is free with rug orders supplied at minimum supplier prices, which keeps our recommendations honest: we would rather earn your next project than a margin on this one.',
];

export const aboutPage: SeedPage = {
  pageSlug: 'about',
  seoTitle: 'About Our Boutique Chicago Rug Consultancy',
  seoDescription:
    'Meet the Chicago rug consultancy behind 47+ staged properties, an 18-day average market-time reduction and practical advice on pet-safe, lasting rugs.',
  seoKeywords: 'about Jacobs Rug Consultancy, Chicago rug experts, rug consultant Chicago, home staging Chicago, boutique rug consultancy',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'Our story',
        title: ABOUT_COPY.heroTitle,
        subtitle: subtitleMarkdown('about', ABOUT_COPY.heroSubtitle),
        aside: 'collage',
        collage: [rugSample('vintage-oushak'), rugSample('lakeshore-hand-knotted-wool'), rugSample('caucasian-kazak-runner')],
      },
      {
        id: 'story',
        kind: 'richText',
        eyebrow: 'How we started',
        title: 'Rugs are the first thing a buyer walks on',
        body: STORY.join('\n\n'),
        figures: [
          { value: '47+', label: 'Properties Staged', icon: 'Home' },
          { value: '$1.8M', label: 'Avg Client ROI Increase', icon: 'Calculator' },
          { value: '18 Days', label: 'Avg Market Time Reduction', icon: 'ArrowRight' },
        ],
      },
      {
        id: 'values',
        kind: 'cards',
        tone: 'cream',
        eyebrow: 'What we believe',
        title: 'Three principles behind every recommendation',
        style: 'bordered',
        columns: '3',
        cards: [
          { title: 'Show the numbers', text: 'Every staging plan comes with an ROI projection simple enough to check yourself.' },
          { title: 'Safe to live with', text: 'Materials reviewed for the people and the pets who will spend their days on them.' },
          { title: 'Made to last', text: 'Rugs chosen to hold their looks and their value long after the sale or the move.' },
        ],
      },
      {
        id: 'explore',
        kind: 'cards',
        eyebrow: 'Explore',
        title: 'Learn more about how we work',
        style: 'linked',
        columns: '3',
        cards: [
          { icon: 'MapPin', title: 'Service Areas', text: 'The 17 Chicagoland neighborhoods and suburbs we serve.', link: paths.serviceAreas },
          { icon: 'Calculator', title: 'Proof & ROI', text: 'Estimate what staging rugs could return on your sale.', link: paths.proofRoi },
          { icon: 'PawPrint', title: 'Health & Pets', text: 'What to know about synthetic rugs in homes with pets.', link: paths.healthPets },
        ],
      },
      { id: 'testimonials', kind: 'testimonials', tone: 'cream', eyebrow: 'Kind words', title: 'What our clients say' },
      { id: 'cta', kind: 'callToAction', title: ABOUT_COPY.ctaTitle, text: ABOUT_COPY.ctaText, buttons: [{ label: 'Contact Us', link: paths.contact }] },
    ],
  },
};
