// Seed content: SEO fields and hero/CTA copy for the six fixed public pages.
// Pure data. The server maps these records into the page_content table.
// seoTitle excludes the company name; the site appends " | Jacobs Rug Consultancy".
import type { PageCopy } from '../../../shared/domain/page-copy.ts';
import { PAGE_COPY_DEFAULTS } from '../../../shared/domain/page-copy-defaults.ts';

export type SeedPageSlug = 'home' | 'services' | 'about' | 'contact' | 'proof-roi' | 'health-pets';

export type SeedPageContent = PageCopy;

export type SeedPage = {
  pageSlug: SeedPageSlug;
  /** At most 60 characters, without the company name. */
  seoTitle: string;
  /** 150-160 characters. */
  seoDescription: string;
  /** Comma-separated. */
  seoKeywords: string;
  content: SeedPageContent;
};

export const seedPages: SeedPage[] = [
  {
    pageSlug: 'home',
    seoTitle: 'Chicago Rug Consultancy for Staging, Pets & Design',
    seoDescription:
      'Boutique Chicago rug consultancy: rugs that raise home value, protect pets and reflect design sophistication across 17 Chicagoland neighborhoods and suburbs.',
    seoKeywords:
      'Chicago rug consultancy, home staging rugs Chicago, rug ROI, pet-safe rugs, natural fiber rugs, antique rugs Chicago, custom rugs Chicago',
    content: PAGE_COPY_DEFAULTS['home'],
  },
  {
    pageSlug: 'services',
    seoTitle: 'Rug Staging, Sourcing & Custom Design Services',
    seoDescription:
      'Home staging with ROI projections, investment advisory, pet-safe material reviews, AI room matching, antique sourcing, bespoke design and commercial rugs.',
    seoKeywords:
      'rug staging services, rug investment advisory, rug provenance, pet-safe material review, AI room matching, antique rug sourcing, bespoke rugs, commercial rugs',
    content: PAGE_COPY_DEFAULTS['services'],
  },
  {
    pageSlug: 'about',
    seoTitle: 'About Our Boutique Chicago Rug Consultancy',
    seoDescription:
      'Meet the Chicago rug consultancy behind 47+ staged properties, an 18-day average market-time reduction and practical advice on pet-safe, lasting rugs.',
    seoKeywords:
      'about Jacobs Rug Consultancy, Chicago rug experts, rug consultant Chicago, home staging Chicago, boutique rug consultancy',
    content: PAGE_COPY_DEFAULTS['about'],
  },
  {
    pageSlug: 'contact',
    seoTitle: 'Contact Us & Book a Free Rug Consultation',
    seoDescription:
      'Book a free 30-minute AI Rug Fit Consultation or send us a message. We serve 17 Chicagoland neighborhoods and suburbs and aim to reply within 24 hours.',
    seoKeywords:
      'contact rug consultant Chicago, book rug consultation, AI Rug Fit Consultation, Chicago rug staging quote',
    content: PAGE_COPY_DEFAULTS['contact'],
  },
  {
    pageSlug: 'proof-roi',
    seoTitle: 'Proof & ROI: Rug Staging Return Calculator',
    seoDescription:
      'Estimate the return on staging rugs: adjust list price, rug budget and days to sale to see the price increase, carrying cost savings, net return and ROI.',
    seoKeywords:
      'rug staging ROI calculator, home staging ROI Chicago, days on market, carrying costs, staging return on investment',
    content: PAGE_COPY_DEFAULTS['proof-roi'],
  },
  {
    pageSlug: 'health-pets',
    seoTitle: 'Synthetic Rugs & Pet Health',
    seoDescription:
      'What pet owners should know about PFAS stain treatments, VOC off-gassing and microplastic fibers in synthetic rugs, plus natural fibers and certifications.',
    seoKeywords:
      'synthetic rugs pets, PFAS rugs, VOC off-gassing rugs, microplastics pets, pet-safe rugs, wool rugs pets, OEKO-TEX, GOTS, Made Safe',
    content: PAGE_COPY_DEFAULTS['health-pets'],
  },
];
