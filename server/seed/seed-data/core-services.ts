// Seed content: the eight core services shown on the Services page.
// Pure data. The server maps these records into the core_services table.
import type { IconName } from '../../../shared/contract/core-services.ts';

export type SeedCoreService = {
  title: string;
  slug: string;
  /** Two sentences. */
  description: string;
  iconName: IconName;
  isFree: boolean;
  /** 3-5 unique short items. */
  features: string[];
  displayOrder: number;
  active: boolean;
};

export const seedCoreServices: SeedCoreService[] = [
  {
    title: 'Home Staging & ROI Projections',
    slug: 'home-staging-roi',
    description:
      'We select and place rugs that help buyers picture living in your home, sized for your rooms and chosen to photograph well. Every recommendation comes with a plain ROI projection based on your list price, rug budget and expected days on market.',
    iconName: 'TrendingUp',
    isFree: true,
    features: [
      'Room-by-room rug plan',
      'ROI projection you can check',
      'Sizing for listing photos',
      'Placement on staging day',
    ],
    displayOrder: 0,
    active: true,
  },
  {
    title: 'Investment Advisory & Provenance',
    slug: 'investment-advisory-provenance',
    description:
      'For collectors and homeowners buying rugs to keep, we review age, condition, materials and market comparables before you commit. We assemble provenance documentation so the piece is easier to insure, appraise and eventually resell.',
    iconName: 'LineChart',
    isFree: true,
    features: [
      'Condition and age review',
      'Market comparables',
      'Provenance documentation',
      'Insurance-ready records',
    ],
    displayOrder: 1,
    active: true,
  },
  {
    title: 'Pet-Safe Material Reviews',
    slug: 'pet-safe-material-reviews',
    description:
      'We review fiber, dyes, finishes and backings for homes with dogs and cats, and check that supplier certificates are current and cover the specific rug. When you want more certainty, we guide you through independent lab testing and certification options.',
    iconName: 'Shield',
    isFree: true,
    features: [
      'PFAS and stain-treatment checks',
      'VOC and backing review',
      'Certificate verification',
      'Lab testing guidance',
      'Plain-language written summary',
    ],
    displayOrder: 2,
    active: true,
  },
  {
    title: 'AI Room Matching',
    slug: 'ai-room-matching',
    description:
      'Send us a few photos of your room and our tools extract its color palette, then match it against our catalog. A consultant reviews every match, so you get a short list of rugs that actually suit your space.',
    iconName: 'Cpu',
    isFree: true,
    features: [
      'Color extraction from room photos',
      'Catalog matching',
      'Consultant-reviewed short list',
      'Size suggestions',
    ],
    displayOrder: 3,
    active: true,
  },
  {
    title: 'Antique Sourcing',
    slug: 'antique-sourcing',
    description:
      'We search dealers, estates and auctions for antique and vintage rugs that fit your room, your budget and your taste. Each piece we propose comes with a condition report, provenance notes and an honest view of its price.',
    iconName: 'Scroll',
    isFree: false,
    features: [
      'Dealer and auction search',
      'Condition reports',
      'Provenance notes',
      'Cleaning and restoration referrals',
    ],
    displayOrder: 4,
    active: true,
  },
  {
    title: 'Bespoke & Custom Design',
    slug: 'bespoke-custom-design',
    description:
      'We design rugs from scratch to your room size, palette and pattern, then have them hand-knotted at 200-400 knots per square inch. Most pieces take 90-120 days from approved design to delivery.',
    iconName: 'Palette',
    isFree: false,
    features: [
      'Custom size, color and pattern',
      '200-400 knots per square inch',
      'Yarn and color samples',
      '90-120 day production',
    ],
    displayOrder: 5,
    active: true,
  },
  {
    title: 'Commercial Spaces',
    slug: 'commercial-spaces',
    description:
      'We specify rugs for offices, lobbies, hotels and restaurants that need to look good and survive heavy traffic. Our selections target traffic class 33 and NRC 0.30-0.50, with dense wool reaching 0.40-0.50 for better acoustics.',
    iconName: 'Building2',
    isFree: false,
    features: [
      'Traffic class 33 specifications',
      'NRC 0.30-0.50 acoustic ratings',
      'Dense wool for quieter rooms',
      'Multi-room and multi-site planning',
    ],
    displayOrder: 6,
    active: true,
  },
  {
    title: 'Designer Rugs Included',
    slug: 'designer-rugs-included',
    description:
      'Our consultancy is free when you order rugs through us, and we supply them at minimum supplier prices. You get designer-level selection and advice without a separate consulting fee.',
    iconName: 'Gift',
    isFree: true,
    features: [
      'Free consultancy with rug orders',
      'Minimum supplier pricing',
      'Designer-level curation',
    ],
    displayOrder: 7,
    active: true,
  },
];
