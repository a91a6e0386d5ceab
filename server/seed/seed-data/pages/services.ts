// The Services page (docs/product/routes.md#public-pages, Services) as sections: the free-services banner, the core
// services (from their own records), the four premium services and the calls to action.
import { href, paths } from '../../../../shared/paths.ts';
import { SERVICES_COPY } from '../../../../shared/domain/page-copy-defaults/services.ts';
import { subtitleMarkdown } from '../../../pages/flat-copy.ts';
import { rugSample, type SeedPage } from './seed-page.ts';

export const servicesPage: SeedPage = {
  pageSlug: 'services',
  seoTitle: 'Rug Staging, Sourcing & Custom Design Services',
  seoDescription:
    'Home staging with ROI projections, investment advisory, pet-safe material reviews, AI room matching, antique sourcing, bespoke design and commercial rugs.',
  seoKeywords:
    'rug staging services, rug investment advisory, rug provenance, pet-safe material review, AI room matching, antique rug sourcing, bespoke rugs, commercial rugs',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'What we offer',
        title: SERVICES_COPY.heroTitle,
        subtitle: subtitleMarkdown('services', SERVICES_COPY.heroSubtitle),
        buttons: [
          { label: 'Book a Free Consultation', link: paths.book },
          { label: 'Try Rug Fit on Your Room', link: paths.rugFit, style: 'secondary' },
        ],
        aside: 'collage',
        collage: [rugSample('antique-heriz-serapi'), rugSample('astor-street-silk-wool-medallion'), rugSample('undyed-wool-berber')],
      },
      {
        id: 'free-services',
        kind: 'banner',
        icon: 'Gift',
        title: 'Our consultancy services are free',
        text: 'Every consultation below is included with your rug order, supplied at minimum supplier prices. No retainers, no hourly fees.',
        link: href.servicePage('designer-rugs-included'),
        linkLabel: 'Designer rugs included',
      },
      {
        id: 'core-services',
        kind: 'coreServices',
        eyebrow: 'Core services',
        title: 'How we help',
        intro: 'Each service starts with a conversation about your home, your plans and, where it matters, the numbers.',
      },
      {
        id: 'premium',
        kind: 'cards',
        tone: 'cream',
        eyebrow: 'Premium services',
        title: 'For collectors, designers and commercial spaces',
        intro: 'Specialist work with its own process and timelines. Each page explains how it works and what it costs.',
        style: 'linked',
        columns: '4',
        cards: [
          {
            icon: 'Scroll',
            title: 'Antique Sourcing',
            text: 'Dealers, estates and auctions searched for the antique or vintage piece your room deserves, with condition reports and provenance.',
            link: href.servicePage('antique-sourcing'),
            linkLabel: 'Learn more',
          },
          {
            icon: 'Gem',
            title: 'RugShift Bespoke',
            text: 'Custom rugs designed around your room: hand-knotted at 200–400 knots per square inch and delivered in 90–120 days.',
            link: href.servicePage('rugshift-bespoke'),
            linkLabel: 'Learn more',
          },
          {
            icon: 'Cpu',
            title: 'Rug Intelligence',
            text: 'AI room matching: your photos become a palette, the palette becomes a consultant-reviewed short list from our catalog.',
            link: href.servicePage('rug-intelligence'),
            linkLabel: 'Learn more',
          },
          {
            icon: 'Building2',
            title: 'Commercial Spaces',
            text: 'Lobbies, offices and hospitality floors specified for acoustics (NRC 0.30–0.50) and heavy traffic (class 33).',
            link: href.servicePage('commercial-spaces'),
            linkLabel: 'Learn more',
          },
        ],
      },
      {
        id: 'cta',
        kind: 'callToAction',
        title: SERVICES_COPY.ctaTitle,
        text: SERVICES_COPY.ctaText,
        buttons: [
          { label: 'Contact Us', link: paths.contact },
          { label: 'Estimate Your ROI', link: paths.proofRoi, style: 'secondary' },
        ],
      },
    ],
  },
};
