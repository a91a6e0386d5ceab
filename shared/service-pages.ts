// The five service pages under /jacobs/services (spec section 2, Services sub-pages): one list, one
// route (shared/public-routes.ts's servicePage) and one component (site/pages/service-page.tsx).
// Each entry is a page: its address's last segment, its head (title, description, breadcrumb), the
// rugs its hero shows and its copy. The four "premium" ones are also the footer's Premium Services
// links and the Services page's premium cards, with their label and summary.

/** The copy of a service page, top to bottom. */
export interface ServicePageCopy {
  eyebrow: string;
  title: string;
  intro: string;
  facts: { value: string; label: string }[];
  sectionTitle: string;
  sectionText: string;
  points: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  includes: string[];
  contactLabel: string;
  closingTitle: string;
  closingText: string;
}

export interface ServicePage {
  slug: string;
  head: { title: string; description: string; crumb: string };
  /** Its card on the Services page and its link in the footer (spec section 2, Footer). */
  premium?: { label: string; summary: string };
  /** The catalogue rugs its hero shows (files under /images/rugs). */
  heroRugs: readonly string[];
  copy: ServicePageCopy;
}

const rug = (name: string) => `/images/rugs/${name}.svg`;

export const SERVICE_PAGES = [
  {
    slug: 'antique-sourcing',
    head: {
      title: 'Antique & Vintage Rug Sourcing in Chicago',
      description:
        'We search dealers, estates and auctions for antique and vintage rugs that fit your room and budget, with condition reports, provenance notes and honest pricing.',
      crumb: 'Antique Rug Sourcing',
    },
    premium: {
      label: 'Antique Sourcing',
      summary: 'Dealers, estates and auctions searched for the antique or vintage piece your room deserves, with condition reports and provenance.',
    },
    heroRugs: [rug('vintage-oushak'), rug('antique-heriz-serapi'), rug('caucasian-kazak-runner')],
    copy: {
      eyebrow: 'Premium service',
      title: 'Antique Rug Sourcing',
      intro:
        'A good antique rug is the quiet center of a room and a store of value. We search trusted dealers, estate sales and auctions for pieces that suit your space, your budget and your taste, and we tell you plainly what each one is worth.',
      facts: [
        { value: '80+ yrs', label: 'age of a true antique; 30 to 80 years for vintage' },
        { value: '3-5', label: 'pieces on a typical short list, each inspected' },
        { value: 'Free', label: 'sourcing advice with your rug order' },
      ],
      sectionTitle: 'What we look for',
      sectionText: 'We favor honest, well-made weavings over showroom polish, and we say so when a piece is over-restored or over-priced.',
      points: [
        { title: 'Persian city and village rugs', text: 'Heriz and Serapi for bold geometry, Tabriz and Kashan for finer curvilinear drawing, Malayer and Hamadan for everyday durability.' },
        { title: 'Anatolian and Caucasian weavings', text: 'Soft-palette Oushaks for living rooms, Kazak and Shirvan runners for halls and stairs, each checked for even wear and original ends.' },
        { title: 'Tribal and nomadic pieces', text: 'Qashqai, Baluch and Beni Ourain rugs with natural dyes and the small irregularities that make a hand-made piece worth having.' },
        { title: 'Condition you can live with', text: 'We check foundations, dye run, moth damage and past repairs, and we only propose pieces that suit daily use in your home.' },
      ],
      steps: [
        { title: 'Brief', text: 'We measure the room, note light, traffic and pets, and agree a budget range and a palette.' },
        { title: 'Search', text: 'We work our dealer, estate and auction network and inspect candidates in person or through detailed photographs.' },
        { title: 'Short list', text: 'You receive three to five pieces, each with a condition report, provenance notes and a fair price range.' },
        { title: 'Purchase and records', text: 'We negotiate, arrange cleaning if needed, deliver, and hand over insurance-ready documentation.' },
      ],
      includes: ['Written condition report', 'Provenance and age notes', 'Market comparables for the price', 'Cleaning and restoration advice', 'Insurance-ready photographs and records'],
      contactLabel: 'Start an Antique Search',
      closingTitle: 'Looking for a particular piece?',
      closingText: 'Tell us about the room and the kind of rug you have in mind. We reply within 24 hours on weekdays.',
    },
  },
  {
    slug: 'rugshift-bespoke',
    head: {
      title: 'RugShift Bespoke: Custom Hand-Knotted Rugs',
      description:
        'Custom rugs designed around your room: your size, your palette, hand-knotted at 200-400 knots per square inch and delivered in 90-120 days from approved design.',
      crumb: 'RugShift Bespoke',
    },
    premium: {
      label: 'RugShift Bespoke',
      summary: 'Custom rugs designed around your room: hand-knotted at 200–400 knots per square inch and delivered in 90–120 days.',
    },
    heroRugs: [rug('astor-street-silk-wool-medallion'), rug('gold-coast-bordered-wool'), rug('lakeshore-hand-knotted-wool')],
    copy: {
      eyebrow: 'Premium service',
      title: 'RugShift Bespoke',
      intro:
        'When the right rug does not exist, we design it. RugShift Bespoke takes your room, your palette and your way of living and turns them into a hand-knotted rug made to measure by workshops we have visited and trust.',
      facts: [
        { value: '90-120', label: 'days from approved design to delivery' },
        { value: '200-400', label: 'knots per square inch, chosen to suit the design' },
        { value: 'Any size', label: 'made to the centimetre, including irregular rooms' },
      ],
      sectionTitle: 'Made for one room',
      sectionText: 'Bespoke does not have to mean extravagant. We keep the design honest to the room and the budget, and explain every choice.',
      points: [
        { title: 'Knot density with a purpose', text: 'Around 200 knots per square inch suits bold, graphic designs; up to 400 gives the crisp detail of finer florals and gradients.' },
        { title: 'Fiber and dye', text: 'New Zealand and Himalayan wool, silk highlights where they earn their place, and low-impact or natural dyes matched to physical color poms.' },
        { title: 'Pet-safe by specification', text: 'No PFAS stain treatments, no synthetic latex backings. We specify materials that are safe for homes with dogs and cats.' },
        { title: 'A design you approve twice', text: 'You sign off a scaled drawing and a woven strike-off sample before a single knot of the full rug is tied.' },
      ],
      steps: [
        { title: 'Consultation and measure', text: 'We measure the room, photograph the light and talk through how the space is used.' },
        { title: 'Design and color', text: 'You receive a scaled design with a color poms card drawn from your room and our archive.' },
        { title: 'Strike-off sample', text: 'A small woven sample confirms density, pile height and color before production.' },
        { title: 'Weaving and delivery', text: 'Hand-knotting, washing and finishing take 90 to 120 days; we deliver and place the rug.' },
      ],
      includes: ['Room measure and design brief', 'Scaled design drawing', 'Color poms card', 'Woven strike-off sample', 'Delivery and placement'],
      contactLabel: 'Discuss a Bespoke Rug',
      closingTitle: 'Have a room that needs something made for it?',
      closingText: 'Share a few photos and the rough size. We will tell you what is possible, how long it takes and what it costs.',
    },
  },
  {
    slug: 'rug-intelligence',
    head: {
      title: 'Rug Intelligence: AI Room Matching for Rugs',
      description:
        'Send room photos: our AI extracts the color palette and matches rugs from our catalog, then a consultant reviews every suggestion before you see the short list.',
      crumb: 'Rug Intelligence',
    },
    premium: {
      label: 'Rug Intelligence',
      summary: 'AI room matching: your photos become a palette, the palette becomes a consultant-reviewed short list from our catalog.',
    },
    heroRugs: [rug('west-loop-tonal-stripe'), rug('organic-cotton-dhurrie'), rug('himalayan-highland-tonal')],
    copy: {
      eyebrow: 'Premium service',
      title: 'Rug Intelligence',
      intro:
        'Rug Intelligence is our AI room-matching service. You send a few photographs; our tools extract the room’s color palette and proportions, match them against our catalog, and a consultant reviews every suggestion before it reaches you.',
      facts: [
        { value: '3-5', label: 'room photos are all we need to start' },
        { value: '100%', label: 'of suggestions reviewed by a consultant' },
        { value: '30 min', label: 'free AI Rug Fit Consultation to walk through results' },
      ],
      sectionTitle: 'How the matching works',
      sectionText: 'The software is fast at color; people are better at taste. We use each for what it does well.',
      points: [
        { title: 'Palette extraction', text: 'We read the dominant and accent colors of walls, floors, upholstery and art, corrected for the light in each photo.' },
        { title: 'Catalog matching', text: 'The palette is matched against our catalog by color harmony, contrast and pattern scale, not just by the nearest shade.' },
        { title: 'Size and proportion', text: 'From your room dimensions we suggest rug sizes that anchor furniture properly and leave the right border of floor.' },
        { title: 'Consultant review', text: 'A consultant checks every match for fiber, durability, pets and budget before you see a short list.' },
      ],
      steps: [
        { title: 'Send photos', text: 'Three to five photos in daylight, plus rough room dimensions.' },
        { title: 'Palette and match', text: 'Our tools extract the palette and draft matches from the catalog.' },
        { title: 'Review', text: 'A consultant refines the list for materials, pets and budget.' },
        { title: 'Walk-through', text: 'We present the short list in a free 30-minute AI Rug Fit Consultation.' },
      ],
      includes: ['Room color palette report', 'Consultant-reviewed short list', 'Size and placement suggestions', 'Pet-safety notes for each rug', 'Free 30-minute walk-through'],
      contactLabel: 'Request a Room Match',
      closingTitle: 'Curious what your room would choose?',
      closingText: 'Download the brief to see what to send, or contact us and we will guide you through the photos.',
    },
  },
  {
    slug: 'commercial-spaces',
    head: {
      title: 'Commercial Rugs for Offices, Lobbies & Hospitality',
      description:
        'Rugs for lobbies, offices and hospitality specified for acoustics (NRC 0.30-0.50, 0.40-0.50 for dense wool) and heavy commercial traffic class 33.',
      crumb: 'Commercial Spaces',
    },
    premium: {
      label: 'Commercial Spaces',
      summary: 'Lobbies, offices and hospitality floors specified for acoustics (NRC 0.30–0.50) and heavy traffic (class 33).',
    },
    heroRugs: [rug('lakeview-low-pile-sand'), rug('prairie-linen-flatweave'), rug('sisal-herringbone')],
    copy: {
      eyebrow: 'Premium service',
      title: 'Commercial Spaces',
      intro:
        'Commercial rugs have to work harder than residential ones: they soften sound, take heavy traffic and still have to look considered years later. We specify, source and install rugs for lobbies, offices, restaurants and hospitality spaces across Chicagoland.',
      facts: [
        { value: 'NRC 0.30-0.50', label: 'noise reduction for commercial rugs over pad' },
        { value: '0.40-0.50', label: 'NRC for dense wool constructions' },
        { value: 'Class 33', label: 'heavy commercial traffic rating' },
      ],
      sectionTitle: 'Specified for the space',
      sectionText: 'We start from how the room is used and what it has to withstand, then find the rug that does it beautifully.',
      points: [
        { title: 'Acoustics', text: 'A rug over a quality pad typically reaches a noise reduction coefficient of 0.30 to 0.50; dense wool reaches 0.40 to 0.50, calming echo in lobbies and open offices.' },
        { title: 'Traffic and wear', text: 'For entrances and corridors we specify constructions rated to traffic class 33, suitable for heavy commercial use.' },
        { title: 'Safety and compliance', text: 'We check fire-performance and slip documentation against your building’s requirements and plan edges and transitions for accessibility.' },
        { title: 'Maintenance plans', text: 'Fiber choices and care schedules that your cleaning team can actually follow, with rotation plans for high-traffic zones.' },
      ],
      steps: [
        { title: 'Site visit', text: 'We assess traffic, acoustics, light and the look the space needs.' },
        { title: 'Specification', text: 'We propose constructions, sizes and pads with performance data.' },
        { title: 'Samples', text: 'Physical samples on site, so you judge color and texture in the real light.' },
        { title: 'Installation', text: 'Delivery and installation timed around your opening hours.' },
      ],
      includes: ['Site assessment', 'Acoustic and traffic specification', 'On-site samples', 'Installation scheduling', 'Care and rotation plan'],
      contactLabel: 'Plan a Commercial Project',
      closingTitle: 'Planning a lobby, office or restaurant?',
      closingText: 'Tell us about the space and the timeline. We will arrange a site visit.',
    },
  },
  {
    slug: 'designer-rugs-included',
    head: {
      title: 'Designer Rugs at Minimum Supplier Prices',
      description:
        'Our consultancy is free with rug orders supplied at minimum supplier prices, including designer and atelier collections we would otherwise only reach through the trade.',
      crumb: 'Designer Rugs Included',
    },
    heroRugs: [rug('himalayan-highland-tonal'), rug('astor-street-silk-wool-medallion'), rug('jute-wool-boucle')],
    copy: {
      eyebrow: 'Included with every order',
      title: 'Designer Rugs Included',
      intro:
        'Our advice is free with rug orders, and the rugs themselves come at minimum supplier prices. That includes designer and atelier collections that are normally only available through the trade, so your consultant can recommend the right rug rather than the one with the best margin.',
      facts: [
        { value: '$0', label: 'consultancy fee with a rug order' },
        { value: 'Trade', label: 'access to designer and atelier collections' },
        { value: '30 min', label: 'free consultation to get started' },
      ],
      sectionTitle: 'Why it works this way',
      sectionText: 'We would rather earn your next project than a margin on this one.',
      points: [
        { title: 'Minimum supplier prices', text: 'You pay the lowest price our suppliers allow, with no showroom mark-up on top.' },
        { title: 'Designer collections', text: 'Contemporary designer ranges and small atelier workshops, alongside antique and vintage pieces.' },
        { title: 'Advice without a sales target', text: 'Our recommendations follow your room, your pets and your budget.' },
        { title: 'The same care at every price', text: 'A single runner gets the same measuring, material review and placement advice as a whole-home order.' },
      ],
      steps: [
        { title: 'Consult', text: 'A free 30-minute consultation about your rooms and plans.' },
        { title: 'Recommend', text: 'A short list across designer, bespoke and antique options.' },
        { title: 'Order', text: 'You order at minimum supplier prices; we handle the rest.' },
        { title: 'Place', text: 'Delivery, placement and care advice.' },
      ],
      includes: ['Free consultancy with your order', 'Designer and atelier collections', 'Minimum supplier pricing', 'Material and pet-safety review', 'Delivery and placement advice'],
      contactLabel: 'Ask About Designer Rugs',
      closingTitle: 'See what is available for your room',
      closingText: 'Book a free consultation and we will put together a short list across our designer collections.',
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
