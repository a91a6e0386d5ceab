// The five service pages under /jacobs/services (docs/product/routes.md#public-pages, Services sub-pages): one list, one
// route (shared/public-routes.ts's servicePage), each page's words its sections (the owner's, seeded
// from server/seed/seed-data/pages/). Each entry is a page: its address's last segment and its head
// (title, description, breadcrumb). The four "premium" ones are also the footer's Premium Services
// links, with their label.

export interface ServicePage {
  slug: string;
  head: { title: string; description: string; crumb: string };
  /** Its link in the footer's Premium Services (docs/product/routes.md#navigation-and-footer). */
  premium?: { label: string };
}

export const SERVICE_PAGES = [
  {
    slug: 'antique-sourcing',
    head: {
      title: 'Antique & Vintage Rug Sourcing in Chicago',
      description:
        'We search dealers, estates and auctions for antique and vintage rugs that fit your room and budget, with condition reports, provenance notes and honest pricing.',
      crumb: 'Antique Rug Sourcing',
    },
    premium: { label: 'Antique Sourcing' },
  },
  {
    slug: 'rugshift-bespoke',
    head: {
      title: 'RugShift Bespoke: Custom Hand-Knotted Rugs',
      description:
        'Custom rugs designed around your room: your size, your palette, hand-knotted at 200-400 knots per square inch and delivered in 90-120 days from approved design.',
      crumb: 'RugShift Bespoke',
    },
    premium: { label: 'RugShift Bespoke' },
  },
  {
    slug: 'rug-intelligence',
    head: {
      title: 'Rug Intelligence: AI Room Matching for Rugs',
      description:
        'Send room photos: our AI extracts the color palette and matches rugs from our catalog, then a consultant reviews every suggestion before you see the short list.',
      crumb: 'Rug Intelligence',
    },
    premium: { label: 'Rug Intelligence' },
  },
  {
    slug: 'commercial-spaces',
    head: {
      title: 'Commercial Rugs for Offices, Lobbies & Hospitality',
      description:
        'Rugs for lobbies, offices and hospitality specified for acoustics (NRC 0.30-0.50, 0.40-0.50 for dense wool) and heavy commercial traffic class 33.',
      crumb: 'Commercial Spaces',
    },
    premium: { label: 'Commercial Spaces' },
  },
  {
    slug: 'designer-rugs-included',
    head: {
      title: 'Designer Rugs at Minimum Supplier Prices',
      description:
        'Our consultancy is free with rug orders supplied at minimum supplier prices, including designer and atelier collections we would otherwise only reach through the trade.',
      crumb: 'Designer Rugs Included',
    },
  },
] as const satisfies readonly ServicePage[];

export type ServicePageSlug = (typeof SERVICE_PAGES)[number]['slug'];

export const SERVICE_PAGE_SLUGS: readonly ServicePageSlug[] = SERVICE_PAGES.map((page) => page.slug);

/** The page of a slug (one of SERVICE_PAGE_SLUGS: the route matches no other). */
export function servicePage(slug: string): ServicePage {
  const page = SERVICE_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No service page ${slug}`);
  return page;
}
