// The home page (docs/product/routes.md#public-pages, Home) as sections.
import { paths } from '../../../../shared/paths.ts';
import { HOME_COPY } from '../../../../shared/domain/page-copy-defaults/home.ts';
import { SERVICE_LIST } from '../../../../shared/seo/structured-data.ts';
import { subtitleMarkdown } from '../../../pages/flat-copy.ts';
import type { SeedPage } from './seed-page.ts';

export const homePage: SeedPage = {
  pageSlug: 'home',
  seoTitle: 'Chicago Rug Consultancy for Staging, Pets & Design',
  seoDescription:
    'Boutique Chicago rug consultancy: rugs that raise home value, protect pets and reflect design sophistication across 17 Chicagoland neighborhoods and suburbs.',
  seoKeywords: 'Chicago rug consultancy, home staging rugs Chicago, rug ROI, pet-safe rugs, natural fiber rugs, antique rugs Chicago, custom rugs Chicago',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'Boutique Chicago rug consultancy',
        title: HOME_COPY.heroTitle,
        subtitle: subtitleMarkdown('home', HOME_COPY.heroSubtitle),
        buttons: [
          { label: 'Explore Our Services', link: paths.services, style: 'primary' },
          { label: 'Book Consultation', link: paths.book, style: 'secondary' },
        ],
        stats: [
          { value: '2-4%', label: 'estimated higher sale price' },
          { value: '15-20', label: 'fewer days on market' },
          { value: '240%', label: 'average staging ROI' },
          { value: '100%', label: 'pet-safe certified' },
        ],
        aside: 'picture',
        picture: { src: '/images/hero/home-hero.svg', alt: 'Hand-knotted, woven and natural-fiber rugs layered on a walnut floor' },
      },
      {
        id: 'why',
        kind: 'cards',
        eyebrow: 'Why Jacobs',
        title: 'Rugs chosen with the numbers, the pets and the room in mind',
        intro: 'Three things set our consultancy apart. Each one starts with a conversation about your home, not a sales pitch.',
        style: 'icon',
        columns: '3',
        cards: [
          {
            icon: 'TrendingUp',
            title: 'Measurable ROI',
            text: 'Every staging plan comes with a projection you can check: the likely price lift, the carrying costs you save and the net return on your rug spend.',
            link: paths.proofRoi,
            linkLabel: 'Try the ROI calculator',
          },
          {
            icon: 'PawPrint',
            title: 'Pet-Safe Material Reviews',
            text: 'We review fibers, dyes, finishes and backings for homes with dogs and cats, and steer you away from PFAS treatments and off-gassing synthetics.',
            link: paths.healthPets,
            linkLabel: 'Read about pet health',
          },
          {
            icon: 'Cpu',
            title: 'AI-Powered Matching',
            text: `Send a few room photos: we extract your palette, match it against our catalog and a consultant reviews every suggestion before you see it. Or see it now: [try Rug Fit on a photo of your room](${paths.rugFit}).`,
            link: paths.contact,
            linkLabel: 'Send your room photos',
          },
        ],
      },
      {
        id: 'callout',
        kind: 'checklist',
        tone: 'cream',
        eyebrow: 'Consultancy, not a showroom',
        title: 'Free expert advice with every rug order',
        intro:
          "We don't sell rugs online. We offer consultancy only: our advice is free with rug orders, which we supply at minimum supplier prices, so our recommendations follow your room and your budget rather than a margin.",
        stats: [
          { value: '73%', label: 'faster sales with staged rooms (2024 industry data)' },
          { value: '47+', label: 'properties staged' },
          { value: '$1.8M', label: 'average client ROI increase' },
          { value: '18 days', label: 'average market-time reduction' },
        ],
        listTitle: 'What we do',
        items: [...SERVICE_LIST],
        buttons: [{ label: 'See all services', link: paths.services, icon: 'arrow' }],
      },
      { id: 'testimonials', kind: 'testimonials', eyebrow: 'Kind words', title: 'What our clients say' },
      {
        id: 'cta',
        kind: 'callToAction',
        title: HOME_COPY.ctaTitle,
        text: HOME_COPY.ctaText,
        buttons: [
          { label: 'Book Your Consultation', link: paths.book },
          { label: 'View Service Areas', link: paths.serviceAreas, style: 'secondary' },
        ],
      },
    ],
  },
};
