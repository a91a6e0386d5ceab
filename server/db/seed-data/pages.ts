// Seed content: SEO fields and hero/CTA copy for the six fixed public pages.
// Pure data. The server maps these records into the page_content table.
// seoTitle excludes the company name; the site appends " | Jacobs Rug Consultancy".

export type SeedPageSlug = 'home' | 'services' | 'about' | 'contact' | 'proof-roi' | 'health-pets';

export type SeedPageContent = {
  heroTitle: string;
  heroSubtitle: string;
  ctaTitle: string;
  ctaText: string;
};

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
    content: {
      heroTitle: 'Rugs That Raise Home Value, Protect Pets and Reflect Your Taste',
      heroSubtitle:
        'A boutique Chicago rug consultancy for homeowners, stagers, designers and collectors across 17 Chicagoland neighborhoods and suburbs.',
      ctaTitle: 'Book a Complimentary AI Rug Fit Consultation',
      ctaText:
        'Send us a few room photos and spend 30 minutes with a consultant. Our advice is free with rug orders, supplied at minimum supplier prices.',
    },
  },
  {
    pageSlug: 'services',
    seoTitle: 'Rug Staging, Sourcing & Custom Design Services',
    seoDescription:
      'Home staging with ROI projections, investment advisory, pet-safe material reviews, AI room matching, antique sourcing, bespoke design and commercial rugs.',
    seoKeywords:
      'rug staging services, rug investment advisory, rug provenance, pet-safe material review, AI room matching, antique rug sourcing, bespoke rugs, commercial rugs',
    content: {
      heroTitle: 'Rug Consultancy Services',
      heroSubtitle:
        'From staging a Lincoln Park greystone to sourcing an antique for a Gold Coast co-op, we help you choose rugs with care and with the numbers in view.',
      ctaTitle: 'Not Sure Where to Start?',
      ctaText:
        'Tell us about your home and your plans. We will suggest the right service in a free 30-minute consultation, and reply to messages within 24 hours.',
    },
  },
  {
    pageSlug: 'about',
    seoTitle: 'About Our Boutique Chicago Rug Consultancy',
    seoDescription:
      'Meet the Chicago rug consultancy behind 47+ staged properties, an 18-day average market-time reduction and practical advice on pet-safe, lasting rugs.',
    seoKeywords:
      'about Jacobs Rug Consultancy, Chicago rug experts, rug consultant Chicago, home staging Chicago, boutique rug consultancy',
    content: {
      heroTitle: 'A Boutique Rug Consultancy, Rooted in Chicago',
      heroSubtitle:
        'We help Chicagoland homeowners choose rugs that look right, hold their value and are safe to live with, one room at a time.',
      ctaTitle: "Let's Talk About Your Rooms",
      ctaText:
        'Whether you are selling, settling in or collecting, we are happy to start with a conversation. Book a free 30-minute consultation.',
    },
  },
  {
    pageSlug: 'contact',
    seoTitle: 'Contact Us & Book a Free Rug Consultation',
    seoDescription:
      'Book a free 30-minute AI Rug Fit Consultation or send us a message. We serve 17 Chicagoland neighborhoods and suburbs and aim to reply within 24 hours.',
    seoKeywords:
      'contact rug consultant Chicago, book rug consultation, AI Rug Fit Consultation, Chicago rug staging quote',
    content: {
      heroTitle: 'Contact Us',
      heroSubtitle:
        'Ask a question, share a few room photos, or book a free 30-minute AI Rug Fit Consultation. We reply within 24 hours on weekdays.',
      ctaTitle: 'Prefer to Talk It Through?',
      ctaText:
        'Pick a time that suits you for a free 30-minute call. We are available Monday to Friday, 9:00 a.m. to 6:00 p.m.',
    },
  },
  {
    pageSlug: 'proof-roi',
    seoTitle: 'Proof & ROI: Rug Staging Return Calculator',
    seoDescription:
      'Estimate the return on staging rugs: adjust list price, rug budget and days to sale to see the price increase, carrying cost savings, net return and ROI.',
    seoKeywords:
      'rug staging ROI calculator, home staging ROI Chicago, days on market, carrying costs, staging return on investment',
    content: {
      heroTitle: 'Proof & ROI',
      heroSubtitle:
        'Move the sliders to see how staging rugs could affect your sale price and carrying costs. The model is simple on purpose, so you can check every step.',
      ctaTitle: 'Want a Projection for Your Home?',
      ctaText:
        'Book a free consultation and we will build an ROI projection from your actual list price, rooms and timeline. Projections are estimates, not guarantees.',
    },
  },
  {
    pageSlug: 'health-pets',
    seoTitle: 'Synthetic Rugs & Pet Health',
    seoDescription:
      'What pet owners should know about PFAS stain treatments, VOC off-gassing and microplastic fibers in synthetic rugs, plus natural fibers and certifications.',
    seoKeywords:
      'synthetic rugs pets, PFAS rugs, VOC off-gassing rugs, microplastics pets, pet-safe rugs, wool rugs pets, OEKO-TEX, GOTS, Made Safe',
    content: {
      heroTitle: 'Synthetic Rugs & Pet Health',
      heroSubtitle:
        'A careful look at rug materials for homes with dogs and cats: what to look for, what to avoid and what certifications really cover.',
      ctaTitle: 'Get a Pet-Safe Material Review',
      ctaText:
        'We review fibers, dyes, finishes and backings, and guide you through lab testing if you want it. Our reviews cover materials and are not veterinary advice.',
    },
  },
];
