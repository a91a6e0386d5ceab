// Seed content: the shop catalogue across the four collections.
// Pure data. The server maps these records into the products table.
// petSafeNotes are material review notes, not certification.

export type SeedProductCollection = 'luxury-wool' | 'neutral-modern' | 'pet-safe' | 'heritage';

export type SeedProduct = {
  name: string;
  slug: string;
  /** 2-3 sentences. */
  description: string;
  /** US dollars, at most 2 decimals. */
  price: number;
  collection: SeedProductCollection;
  size: string;
  fiber: string;
  origin: string;
  /** Material review notes, not certification; null when not reviewed. */
  petSafeNotes: string | null;
  /** 0-2 with at most 2 decimals, or null. */
  roiMultiplier: number | null;
  /** Non-empty whenever roiMultiplier is set, otherwise null. */
  roiDisclaimer: string | null;
  imageUrl: string;
  featured: boolean;
  active: boolean;
  displayOrder: number;
};

const STAGING_DISCLAIMER =
  'Projection based on 2024 Chicago staging comparables; not a guarantee of resale value.';
const ANTIQUE_DISCLAIMER =
  'Estimate based on recent auction and dealer comparables for similar pieces; antique rug values can fall as well as rise. Not financial advice.';

export const seedProducts: SeedProduct[] = [
  {
    name: 'Lakeshore Hand-Knotted Wool',
    slug: 'lakeshore-hand-knotted-wool',
    description:
      'A hand-knotted field of soft lake blues and warm stone, with a quiet abrash that changes with the light. Dense enough to quiet a high-rise living room and calm enough to let a view do the talking.',
    price: 9800,
    collection: 'luxury-wool',
    size: "9' x 12'",
    fiber: 'Hand-spun New Zealand wool',
    origin: 'Kathmandu, Nepal',
    petSafeNotes: null,
    roiMultiplier: 1.15,
    roiDisclaimer: STAGING_DISCLAIMER,
    imageUrl: '/images/rugs/lakeshore-hand-knotted-wool.svg',
    featured: true,
    active: true,
    displayOrder: 0,
  },
  {
    name: 'Astor Street Silk-Wool Medallion',
    slug: 'astor-street-silk-wool-medallion',
    description:
      'A classical medallion drawn in ivory, celadon and soft gold, with silk highlights that catch the light along the pattern. Made for formal living and dining rooms in greystones and vintage co-ops.',
    price: 14500,
    collection: 'luxury-wool',
    size: "8' x 10'",
    fiber: 'Wool with silk highlights',
    origin: 'Jaipur, India',
    petSafeNotes: null,
    roiMultiplier: 1.18,
    roiDisclaimer: STAGING_DISCLAIMER,
    imageUrl: '/images/rugs/astor-street-silk-wool-medallion.svg',
    featured: false,
    active: true,
    displayOrder: 1,
  },
  {
    name: 'Himalayan Highland Tonal',
    slug: 'himalayan-highland-tonal',
    description:
      'A large-format rug in graduated charcoal and oatmeal, knotted from lanolin-rich highland wool at about 100 knots per square inch. Its generous size anchors a full seating group in a loft or great room.',
    price: 18750,
    collection: 'luxury-wool',
    size: "10' x 14'",
    fiber: 'Tibetan highland wool',
    origin: 'Kathmandu, Nepal',
    petSafeNotes: null,
    roiMultiplier: 1.2,
    roiDisclaimer: STAGING_DISCLAIMER,
    imageUrl: '/images/rugs/himalayan-highland-tonal.svg',
    featured: false,
    active: true,
    displayOrder: 2,
  },
  {
    name: 'Gold Coast Bordered Wool',
    slug: 'gold-coast-bordered-wool',
    description:
      'A hand-tufted wool rug with a plain camel field and a slim ink-blue border. It adds tailoring to a bedroom or study without committing to a strong pattern.',
    price: 3950,
    collection: 'luxury-wool',
    size: "6' x 9'",
    fiber: 'Wool pile on cotton backing',
    origin: 'Bhadohi, India',
    petSafeNotes: null,
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/gold-coast-bordered-wool.svg',
    featured: false,
    active: true,
    displayOrder: 3,
  },
  {
    name: 'Prairie Linen Flatweave',
    slug: 'prairie-linen-flatweave',
    description:
      'A flat-woven blend of wool and linen in soft wheat and bone, with a subtle horizontal rib. It photographs beautifully in staged rooms and suits Prairie-style and modern interiors alike.',
    price: 2850,
    collection: 'neutral-modern',
    size: "8' x 10'",
    fiber: 'Wool and linen',
    origin: 'Panipat, India',
    petSafeNotes: null,
    roiMultiplier: 1.1,
    roiDisclaimer: STAGING_DISCLAIMER,
    imageUrl: '/images/rugs/prairie-linen-flatweave.svg',
    featured: true,
    active: true,
    displayOrder: 4,
  },
  {
    name: 'West Loop Tonal Stripe',
    slug: 'west-loop-tonal-stripe',
    description:
      'Wide stripes of undyed wool and hemp in natural grays and creams, hand-loomed for a relaxed, architectural look. Sized to give an open-plan loft a clear living area.',
    price: 4400,
    collection: 'neutral-modern',
    size: "9' x 12'",
    fiber: 'Undyed wool and hemp',
    origin: 'Usak, Turkey',
    petSafeNotes:
      'Undyed wool and hemp; supplier declares no stain-repellent or PFAS finish; cotton warp, no latex backing.',
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/west-loop-tonal-stripe.svg',
    featured: false,
    active: true,
    displayOrder: 5,
  },
  {
    name: 'Lakeview Low-Pile Sand',
    slug: 'lakeview-low-pile-sand',
    description:
      'A hand-loomed, low-pile wool rug in a warm sand color with a fine heathered texture. Easy to vacuum and easy to live with in a condo entry, home office or bedroom.',
    price: 1650,
    collection: 'neutral-modern',
    size: "5' x 8'",
    fiber: 'Hand-loomed wool',
    origin: 'Bhadohi, India',
    petSafeNotes:
      'Low, dense wool pile that resists claw snags; no chemical stain treatment per supplier declaration; cotton backing without latex.',
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/lakeview-low-pile-sand.svg',
    featured: false,
    active: true,
    displayOrder: 6,
  },
  {
    name: 'Undyed Wool Berber',
    slug: 'undyed-wool-berber',
    description:
      'A thick, looped berber in undyed ivory and natural brown wool, with the lanolin left in for natural soil resistance. Our most common recommendation for living rooms shared with dogs.',
    price: 3200,
    collection: 'pet-safe',
    size: "8' x 10'",
    fiber: 'Undyed New Zealand wool',
    origin: 'Jaipur, India',
    petSafeNotes:
      'Undyed New Zealand wool; no PFAS stain treatment; latex-free backing. Supplier OEKO-TEX Standard 100 certificate reviewed and current.',
    roiMultiplier: 1.08,
    roiDisclaimer: STAGING_DISCLAIMER,
    imageUrl: '/images/rugs/undyed-wool-berber.svg',
    featured: true,
    active: true,
    displayOrder: 7,
  },
  {
    name: 'Organic Cotton Dhurrie',
    slug: 'organic-cotton-dhurrie',
    description:
      'A reversible flat-woven dhurrie in organic cotton with a soft indigo and cream grid. Light enough to wash in smaller sizes, which makes it a practical choice for puppies and older pets.',
    price: 1280,
    collection: 'pet-safe',
    size: "6' x 9'",
    fiber: 'Organic cotton',
    origin: 'Panipat, India',
    petSafeNotes:
      'Organic cotton flatweave; supplier GOTS certificate reviewed; low-impact dyes; no backing or adhesive. Washable in smaller sizes.',
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/organic-cotton-dhurrie.svg',
    featured: false,
    active: true,
    displayOrder: 8,
  },
  {
    name: 'Jute & Wool Boucle',
    slug: 'jute-wool-boucle',
    description:
      'Natural jute woven with soft wool loops for a textured rug that is gentler underfoot than jute alone. It brings warmth to family rooms and pairs well with leather and oak.',
    price: 2450,
    collection: 'pet-safe',
    size: "9' x 12'",
    fiber: 'Jute and wool',
    origin: 'Bhadohi, India',
    petSafeNotes:
      'Jute and undyed wool; no stain-repellent finish per supplier declaration; cotton backing, no latex. Jute can water-spot, so blot accidents promptly.',
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/jute-wool-boucle.svg',
    featured: false,
    active: true,
    displayOrder: 9,
  },
  {
    name: 'Sisal Herringbone',
    slug: 'sisal-herringbone',
    description:
      'A crisp herringbone sisal bound in natural cotton, with a tailored, coastal feel. Very hard-wearing in dry areas such as studies, dining rooms and stair landings.',
    price: 1890,
    collection: 'pet-safe',
    size: "8' x 10'",
    fiber: 'Sisal with cotton binding',
    origin: 'Bahia, Brazil',
    petSafeNotes:
      'Natural sisal; no chemical stain treatment; cotton binding. Not suited to accident-prone areas, as sisal water-spots, and some cats treat it as a scratching post.',
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/sisal-herringbone.svg',
    featured: false,
    active: true,
    displayOrder: 10,
  },
  {
    name: 'Antique Heriz Serapi',
    slug: 'antique-heriz-serapi',
    description:
      'A circa 1900 Heriz Serapi with a bold geometric medallion in madder red and soft blue on an ivory field, with even, age-appropriate wear. Offered with a written condition report and documented US ownership history.',
    price: 26500,
    collection: 'heritage',
    size: "8'2\" x 11'4\"",
    fiber: 'Hand-spun wool pile on cotton foundation',
    origin: 'Northwest Persia, circa 1900',
    petSafeNotes: null,
    roiMultiplier: 1.25,
    roiDisclaimer: ANTIQUE_DISCLAIMER,
    imageUrl: '/images/rugs/antique-heriz-serapi.svg',
    featured: true,
    active: true,
    displayOrder: 11,
  },
  {
    name: 'Vintage Oushak',
    slug: 'vintage-oushak',
    description:
      'A mid-century Oushak in faded apricot, sage and sand, with the soft, open pattern that suits both period homes and modern rooms. Professionally washed, with a condition report and provenance notes.',
    price: 12800,
    collection: 'heritage',
    size: "9' x 12'",
    fiber: 'Hand-spun wool',
    origin: 'Anatolia, Turkey, circa 1950',
    petSafeNotes:
      'Vegetable-dyed wool on wool foundation; professionally washed with no chemical finish applied. Vintage pile is best kept away from heavy claw traffic.',
    roiMultiplier: 1.14,
    roiDisclaimer: ANTIQUE_DISCLAIMER,
    imageUrl: '/images/rugs/vintage-oushak.svg',
    featured: false,
    active: true,
    displayOrder: 12,
  },
  {
    name: 'Caucasian Kazak Runner',
    slug: 'caucasian-kazak-runner',
    description:
      'An early twentieth-century Kazak runner with stacked star medallions in brick red, indigo and ivory. A striking piece for a greystone hallway or stair landing, with notes on its age and condition.',
    price: 6900,
    collection: 'heritage',
    size: "3' x 10'",
    fiber: 'Hand-spun wool',
    origin: 'Caucasus, circa 1920',
    petSafeNotes: null,
    roiMultiplier: null,
    roiDisclaimer: null,
    imageUrl: '/images/rugs/caucasian-kazak-runner.svg',
    featured: false,
    active: true,
    displayOrder: 13,
  },
];
