// The Health & Pets page (docs/product/routes.md#public-pages, Health and pets) as sections: natural fibers, the three
// risks, the certification guide, Do Choose and Avoid, the science and its four references.
import { paths } from '../../../../shared/paths.ts';
import { HEALTH_PETS_COPY } from '../../../../shared/domain/page-copy-defaults/health-pets.ts';
import { subtitleMarkdown } from '../../../pages/flat-copy.ts';
import type { SeedPage } from './seed-page.ts';

export const healthPetsPage: SeedPage = {
  pageSlug: 'health-pets',
  seoTitle: 'Synthetic Rugs & Pet Health',
  seoDescription:
    'What pet owners should know about PFAS stain treatments, VOC off-gassing and microplastic fibers in synthetic rugs, plus natural fibers and certifications.',
  seoKeywords: 'synthetic rugs pets, PFAS rugs, VOC off-gassing rugs, microplastics pets, pet-safe rugs, wool rugs pets, OEKO-TEX, GOTS, Made Safe',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'Health & pets',
        title: HEALTH_PETS_COPY.heroTitle,
        subtitle: subtitleMarkdown('health-pets', HEALTH_PETS_COPY.heroSubtitle),
        aside: 'facts',
        factsTitle: 'At a glance',
        facts: [
          { value: '137,000-240,000', label: 'microplastic fibers a pet may swallow each year' },
          { value: '3', label: 'certifications worth checking for' },
          { value: '100%', label: 'of our recommendations pet-safe certified' },
        ],
      },
      {
        id: 'fibers',
        kind: 'cards',
        eyebrow: 'Natural fibers',
        title: 'The advantages of natural fibers',
        intro: 'Three materials we recommend most often for homes with dogs and cats.',
        style: 'icon',
        columns: '3',
        cards: [
          {
            icon: 'Leaf',
            title: 'Wool',
            text: 'Naturally flame-resistant and resilient, with lanolin that helps shed dirt and spills without chemical stain treatments. Dense wool stands up to claws and paws.',
          },
          {
            icon: 'Leaf',
            title: 'Organic cotton',
            text: 'Soft, breathable and washable, grown without synthetic pesticides. Flatweaves and dhurries can go in the wash when accidents happen.',
          },
          {
            icon: 'Leaf',
            title: 'Jute & sisal',
            text: 'Plant fibers that are biodegradable and shed no plastic. Best in drier, lower-traffic rooms: they dislike standing water.',
          },
        ],
      },
      {
        id: 'risks',
        kind: 'cards',
        tone: 'cream',
        eyebrow: 'The risks',
        title: 'What synthetic rugs can bring into the home',
        intro: 'Three concerns come up again and again in our material reviews.',
        style: 'bordered',
        columns: '3',
        cards: [
          {
            icon: 'Droplets',
            title: 'PFAS',
            text: 'Per- and polyfluoroalkyl substances are used in many stain- and water-repellent treatments. They persist in household dust, and pets at floor level meet that dust first.',
          },
          {
            icon: 'Wind',
            title: 'VOC off-gassing',
            text: 'New synthetic rugs, latex backings and adhesives can release volatile organic compounds into the air for weeks, concentrated near the floor where pets breathe and sleep.',
          },
          {
            icon: 'Microscope',
            title: 'Microplastic ingestion',
            text: 'Synthetic piles shed fibers into dust and fur. Estimates put a pet’s intake at 137,000-240,000 microplastic fibres a year, swallowed mostly while grooming.',
          },
        ],
      },
      {
        id: 'certifications',
        kind: 'cards',
        eyebrow: 'Certification guide',
        title: 'Labels worth looking for',
        intro: 'A certificate is only useful if it covers the rug you are buying. We check that it is current, that it names the product, and what it actually tests.',
        style: 'list',
        cards: [
          {
            icon: 'BadgeCheck',
            title: 'OEKO-TEX Standard 100',
            text: 'Every component of the finished textile, down to threads and backing, is tested against a list of harmful substances.',
          },
          {
            icon: 'BadgeCheck',
            title: 'GOTS',
            text: 'The Global Organic Textile Standard covers organic fiber content and the whole processing chain, including dyes and finishes.',
          },
          {
            icon: 'BadgeCheck',
            title: 'Made Safe',
            text: 'Products are screened against known toxic chemicals, including many flame retardants, PFAS and VOC-emitting substances.',
          },
        ],
        buttons: [{ label: 'Pet-Safe Consultancy', link: paths.services }],
      },
      {
        id: 'checklist',
        kind: 'doAvoid',
        tone: 'cream',
        eyebrow: 'A checklist',
        title: 'Do choose, and avoid',
        doTitle: 'Do Choose',
        doItems: [
          'Undyed or low-impact dyed wool',
          'GOTS-certified organic cotton',
          'Natural rubber, cotton or jute backings',
          'A certificate that covers the specific rug, not just the brand',
          'Tightly woven, low-pile constructions that resist claws',
        ],
        avoidTitle: 'Avoid',
        avoidItems: [
          'Stain-resistant treatments based on PFAS chemistry',
          'Synthetic latex backings and glued-down constructions',
          'Shedding polyester and polypropylene shag',
          'A strong chemical "new rug" smell that lingers',
          '"Eco" or "non-toxic" claims with no certificate behind them',
        ],
      },
      {
        id: 'science',
        kind: 'cards',
        eyebrow: 'The science',
        title: 'What we know, in plain language',
        style: 'notes',
        columns: '2',
        cards: [
          {
            title: 'Why pets are more exposed',
            text: 'Dogs and cats live close to the floor, breathe more air for their body weight than we do and groom their fur, swallowing whatever dust it carries. Indoor dust is where chemicals from furnishings collect, which is why floor coverings matter more for pets than for people.',
          },
          {
            title: 'What stain treatments leave behind',
            text: 'Fluorinated treatments work by coating fibers with very stable chemistry. That same stability means the compounds do not break down: they wear off into dust over the life of the rug. Untreated wool, with its natural lanolin, resists everyday spills without them.',
          },
          {
            title: 'How off-gassing fades',
            text: 'VOC emissions are usually highest when a rug is new and fall over the following weeks. Choosing natural backings, airing a new rug before it goes down and keeping rooms ventilated all reduce exposure.',
          },
          {
            title: 'Fibers that shed plastic',
            text: 'Polyester and polypropylene piles break into small fragments with foot traffic and vacuuming. Natural fibers shed too, but what they shed is wool, cotton or plant fiber rather than plastic.',
          },
        ],
      },
      {
        id: 'references',
        kind: 'references',
        title: 'References',
        references: [
          {
            text: 'U.S. Environmental Protection Agency. Our Current Understanding of the Human Health and Environmental Risks of PFAS.',
            url: 'https://www.epa.gov/pfas/our-current-understanding-human-health-and-environmental-risks-pfas',
          },
          {
            text: 'U.S. Environmental Protection Agency. Volatile Organic Compounds’ Impact on Indoor Air Quality.',
            url: 'https://www.epa.gov/indoor-air-quality-iaq/volatile-organic-compounds-impact-indoor-air-quality',
          },
          { text: 'OEKO-TEX Association. STANDARD 100 by OEKO-TEX: criteria and testing.', url: 'https://www.oeko-tex.com/en/our-standards/oeko-tex-standard-100' },
          { text: 'Global Organic Textile Standard (GOTS). The Standard.', url: 'https://global-standard.org/the-standard' },
        ],
        note: 'Our material reviews are not veterinary advice. If your pet shows symptoms, please talk to your vet.',
      },
      { id: 'cta', kind: 'callToAction', title: HEALTH_PETS_COPY.ctaTitle, text: HEALTH_PETS_COPY.ctaText, buttons: [{ label: 'Book a Material Review', link: paths.book }] },
    ],
  },
};
