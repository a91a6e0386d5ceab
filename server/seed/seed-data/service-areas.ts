// Seed content: the 17 Chicagoland service areas (15 Chicago neighborhoods, then 2 suburbs).
// Pure data. The server maps these records into the service_areas table.

export type SeedServiceAreaType = 'neighborhood' | 'suburb';

export type SeedServiceArea = {
  name: string;
  slug: string;
  type: SeedServiceAreaType;
  /** 2-3 sentences about the area's housing stock and how we work there. */
  description: string;
  /** Exactly three short phrases. */
  highlights: [string, string, string];
  /** At most 60 characters; the site appends the company name. */
  seoTitle: string;
  /** 150-160 characters. */
  seoDescription: string;
  /** 0, 1, 2... within its type. */
  displayOrder: number;
  active: boolean;
};

export const seedServiceAreas: SeedServiceArea[] = [
  {
    name: 'Lincoln Park',
    slug: 'lincoln-park',
    type: 'neighborhood',
    description:
      'Lincoln Park pairs Victorian rowhouses and greystones with vintage two-flats and newer single-family homes, many with original oak floors and long, narrow living rooms. We size and layer rugs to anchor those rooms without hiding the millwork buyers come here for.',
    highlights: ['Victorian rowhouse staging', 'Rugs for long, narrow rooms', 'Vintage pieces for period homes'],
    seoTitle: 'Lincoln Park Rug Consultancy & Home Staging',
    seoDescription:
      'Rug staging and sourcing for Lincoln Park greystones, rowhouses and two-flats. Rugs sized for narrow rooms, chosen to lift sale price and keep period character.',
    displayOrder: 0,
    active: true,
  },
  {
    name: 'Gold Coast',
    slug: 'gold-coast',
    type: 'neighborhood',
    description:
      'The Gold Coast runs from Lake Shore Drive co-op high-rises to the greystones and mansions of the Astor Street district. Buyers at this level notice provenance and scale, so we source hand-knotted and antique pieces that suit formal rooms and document them for resale.',
    highlights: ['Historic greystone staging', 'Lakefront co-op high-rises', 'Documented antique provenance'],
    seoTitle: 'Gold Coast Rug Consultancy & Antique Sourcing',
    seoDescription:
      'Hand-knotted and antique rugs for Gold Coast greystones, Astor Street homes and lakefront co-ops, with provenance records and staging that suits formal rooms.',
    displayOrder: 1,
    active: true,
  },
  {
    name: 'River North',
    slug: 'river-north',
    type: 'neighborhood',
    description:
      'River North mixes timber-and-brick loft conversions with glass towers near the river and the gallery district. Open plans and hard floors echo, so we use dense wool rugs to define living and dining zones and soften the sound before the listing photos are taken.',
    highlights: ['Loft zoning with rugs', 'Acoustic softening for hard floors', 'Gallery-district design palettes'],
    seoTitle: 'River North Rug Staging for Lofts & High-Rises',
    seoDescription:
      'Rug staging for River North lofts and high-rise condos. Dense wool rugs that define open-plan zones, quiet hard floors and photograph well for a faster sale.',
    displayOrder: 2,
    active: true,
  },
  {
    name: 'Old Town',
    slug: 'old-town',
    type: 'neighborhood',
    description:
      "Old Town's Triangle holds some of Chicago's oldest frame cottages and brick rowhouses alongside newer townhomes on tight city lots. Rooms are often small and irregular, so we measure carefully and favor rugs that make a compact parlor read larger.",
    highlights: ['Workers\' cottage staging', 'Rugs for small, irregular rooms', 'Heritage pieces for historic homes'],
    seoTitle: 'Old Town Chicago Rug Consultancy & Staging',
    seoDescription:
      'Rug consultancy for Old Town cottages, rowhouses and townhomes. Careful measuring and heritage rugs that make compact historic rooms feel larger for buyers.',
    displayOrder: 3,
    active: true,
  },
  {
    name: 'Lakeview',
    slug: 'lakeview',
    type: 'neighborhood',
    description:
      'Lakeview is full of vintage courtyard buildings, greystone two-flats and condo conversions, with plenty of households that include a dog or cat. We balance staging goals with durable, pet-conscious materials that still look considered in the listing photos.',
    highlights: ['Courtyard condo staging', 'Pet-conscious material choices', 'Durable rugs for busy homes'],
    seoTitle: 'Lakeview Rug Consultancy for Condos & Two-Flats',
    seoDescription:
      'Rug staging and pet-safe material reviews for Lakeview courtyard condos and greystone two-flats. Durable natural-fiber rugs that look good in listing photos.',
    displayOrder: 4,
    active: true,
  },
  {
    name: 'Streeterville',
    slug: 'streeterville',
    type: 'neighborhood',
    description:
      'Streeterville is almost entirely high-rise living, from older lakefront condos to new towers with floor-to-ceiling glass near Navy Pier. Strong sun and concrete slabs shape our choices: fade-resistant wool, good rug pads, and palettes pulled from the room photos you send us.',
    highlights: ['High-rise condo staging', 'Fade-resistant wool for sunny units', 'AI color matching to lake views'],
    seoTitle: 'Streeterville High-Rise Rug Staging & Design',
    seoDescription:
      'Rug staging for Streeterville high-rise condos. Fade-resistant wool, proper pads for concrete slabs and colors matched to your room photos and lake views.',
    displayOrder: 5,
    active: true,
  },
  {
    name: 'West Loop',
    slug: 'west-loop',
    type: 'neighborhood',
    description:
      'The West Loop grew out of warehouses and meatpacking buildings, and its housing still shows it: brick-and-timber lofts, polished concrete and new-construction condos. Large rugs give these open rooms edges, and we specify them for both staging and the restaurants and offices nearby.',
    highlights: ['Converted loft staging', 'Large-format rugs for open plans', 'Commercial and hospitality spaces'],
    seoTitle: 'West Loop Rug Consultancy for Lofts & Commercial',
    seoDescription:
      'Large-format rugs for West Loop lofts, new condos and commercial spaces. Staging that gives open plans structure and commercial rugs rated for heavy traffic.',
    displayOrder: 6,
    active: true,
  },
  {
    name: 'Loop',
    slug: 'loop',
    type: 'neighborhood',
    description:
      'Homes in the Loop are mostly condos, many inside converted early skyscrapers with high ceilings and original terrazzo or hardwood. We also work with the offices and lobbies downtown, where rugs need commercial traffic ratings and better acoustics.',
    highlights: ['Historic tower condo staging', 'Office and lobby rugs', 'Acoustic planning for hard floors'],
    seoTitle: 'Chicago Loop Rug Consultancy: Condos & Offices',
    seoDescription:
      'Rug consultancy for Loop condos in converted towers and for downtown offices and lobbies. Staging rugs plus commercial pieces rated for traffic and acoustics.',
    displayOrder: 7,
    active: true,
  },
  {
    name: 'South Loop',
    slug: 'south-loop',
    type: 'neighborhood',
    description:
      "The South Loop runs from Printer's Row loft conversions to the historic Prairie Avenue district and newer towers near Museum Campus. We stage each with its own vocabulary: industrial lofts get texture, and period homes get pieces with some age to them.",
    highlights: ["Printer's Row loft staging", 'Prairie Avenue period homes', 'New-tower condo packages'],
    seoTitle: 'South Loop Rug Staging for Lofts & Condos',
    seoDescription:
      "Rug staging for South Loop homes, from Printer's Row lofts and Prairie Avenue period houses to new condos near Museum Campus. Rugs chosen to suit each style.",
    displayOrder: 8,
    active: true,
  },
  {
    name: 'Wicker Park',
    slug: 'wicker-park',
    type: 'neighborhood',
    description:
      'Wicker Park has grand Victorian houses on its historic blocks, greystone two- and three-flats, and renovated condos above the Milwaukee Avenue storefronts. Buyers here respond to character, so we often mix a vintage rug with cleaner modern pieces.',
    highlights: ['Victorian mansion staging', 'Vintage and modern rug mixing', 'Two- and three-flat layouts'],
    seoTitle: 'Wicker Park Rug Consultancy & Vintage Rugs',
    seoDescription:
      'Rug consultancy for Wicker Park Victorians, greystone flats and renovated condos. Vintage and modern rugs mixed to show character and help homes sell sooner.',
    displayOrder: 9,
    active: true,
  },
  {
    name: 'Bucktown',
    slug: 'bucktown',
    type: 'neighborhood',
    description:
      'Bucktown combines converted lofts and factory buildings with frame workers\' cottages and new single-family homes on wide lots. We stage lofts with rugs that define zones and give family homes hard-wearing natural fibers that survive kids and pets.',
    highlights: ['Converted loft staging', 'Family-friendly natural fibers', 'New-construction rug packages'],
    seoTitle: 'Bucktown Rug Staging for Lofts & Family Homes',
    seoDescription:
      'Rug staging for Bucktown converted lofts, workers\' cottages and new single-family homes. Zoning rugs for lofts and durable natural fibers for family living.',
    displayOrder: 10,
    active: true,
  },
  {
    name: 'Logan Square',
    slug: 'logan-square',
    type: 'neighborhood',
    description:
      'Logan Square is known for the greystones and large houses along its boulevards, plus brick two-flats and bungalows on the side streets. Those generous front rooms and bay windows call for larger rugs than most sellers expect, and we plan sizes before anything is ordered.',
    highlights: ['Boulevard greystone staging', 'Bay-window room planning', 'Bungalow and two-flat rugs'],
    seoTitle: 'Logan Square Rug Consultancy for Greystones',
    seoDescription:
      'Rug consultancy for Logan Square boulevard greystones, bungalows and two-flats. Rugs sized for generous front rooms and bay windows, planned before you order.',
    displayOrder: 11,
    active: true,
  },
  {
    name: 'Roscoe Village',
    slug: 'roscoe-village',
    type: 'neighborhood',
    description:
      'Roscoe Village is mostly brick two-flats, frame single-family homes and townhomes on quiet, tree-lined streets, with many young families. We focus on washable and durable natural fibers, and on staging that lets buyers picture everyday family life in each room.',
    highlights: ['Family home staging', 'Washable natural-fiber rugs', 'Two-flat and townhome layouts'],
    seoTitle: 'Roscoe Village Rug Consultancy & Staging',
    seoDescription:
      'Rug staging and material reviews for Roscoe Village two-flats, frame homes and townhomes. Washable natural fibers and layouts that suit everyday family life.',
    displayOrder: 12,
    active: true,
  },
  {
    name: 'Lincoln Square',
    slug: 'lincoln-square',
    type: 'neighborhood',
    description:
      'Lincoln Square and nearby Ravenswood hold Chicago bungalows, vintage two-flats and some of the North Side\'s best-kept older homes. Bungalow rooms flow into each other, so we choose rugs that connect the living and dining rooms while respecting the original woodwork.',
    highlights: ['Chicago bungalow staging', 'Rugs that connect open rooms', 'Period-sensitive palettes'],
    seoTitle: 'Lincoln Square Rug Consultancy for Bungalows',
    seoDescription:
      'Rug staging for Lincoln Square bungalows, vintage two-flats and older homes. Rugs that connect living and dining rooms and respect the original woodwork.',
    displayOrder: 13,
    active: true,
  },
  {
    name: 'Andersonville',
    slug: 'andersonville',
    type: 'neighborhood',
    description:
      'Andersonville has vintage courtyard buildings, brick two-flats and single-family homes with a strong independent-design streak along Clark Street. Buyers here appreciate craft, so we lean on hand-loomed flatweaves and vintage finds with a story behind them.',
    highlights: ['Vintage courtyard condos', 'Hand-loomed flatweaves', 'Independent design sensibility'],
    seoTitle: 'Andersonville Rug Consultancy & Vintage Rugs',
    seoDescription:
      'Rug consultancy for Andersonville courtyard condos, two-flats and homes. Hand-loomed flatweaves and vintage rugs with a story for buyers who value craft.',
    displayOrder: 14,
    active: true,
  },
  {
    name: 'Evanston',
    slug: 'evanston',
    type: 'suburb',
    description:
      'Evanston has lakefront Victorians, Queen Anne and Prairie School houses, and large vintage apartment buildings near the university. Many of these homes have big formal rooms and original floors, which suit larger hand-knotted rugs and documented antique pieces.',
    highlights: ['Lakefront Victorian staging', 'Prairie School interiors', 'Large-format hand-knotted rugs'],
    seoTitle: 'Evanston Rug Consultancy & Home Staging',
    seoDescription:
      'Rug consultancy for Evanston lakefront Victorians, Queen Anne and Prairie School homes. Large hand-knotted and antique rugs for formal rooms and old floors.',
    displayOrder: 0,
    active: true,
  },
  {
    name: 'Oak Park',
    slug: 'oak-park',
    type: 'suburb',
    description:
      'Oak Park is home to the largest group of Frank Lloyd Wright buildings anywhere, along with Prairie-style homes, Victorians and Queen Annes. We choose rugs with low, horizontal patterns and earthy palettes that work with Prairie architecture rather than competing with it.',
    highlights: ['Prairie-style home staging', 'Earth-tone, low-pattern rugs', 'Victorian and Queen Anne interiors'],
    seoTitle: 'Oak Park Rug Consultancy for Prairie-Style Homes',
    seoDescription:
      'Rug consultancy for Oak Park Prairie-style homes, Victorians and Queen Annes. Earthy, low-pattern rugs that work with the architecture and help homes sell well.',
    displayOrder: 1,
    active: true,
  },
];
