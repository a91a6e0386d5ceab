// The test data of the whole project: a valid body for each admin record type (each test changes
// only what it checks), the end-to-end specs' hidden product, and the numbered records a large
// catalogue is grown from (the benchmarks and the large-catalogue tests). One module, so a field
// added to a record type is added to its test data once.

export const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Kilim Runner',
  slug: '',
  description: 'A flat-woven runner.',
  price: 1249.5,
  roiMultiplier: 1.25,
  roiDisclaimer: 'Not a guarantee.',
  collection: 'heritage',
  size: "2.5' x 10'",
  imageUrl: 'https://example.com/kilim.jpg',
  fiber: 'Wool',
  origin: 'Anatolia',
  petSafeNotes: null,
  featured: false,
  active: true,
  displayOrder: 3,
  ...overrides,
});

export const validBlogPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Choosing a Rug Pad',
  slug: '',
  author: 'Jacobs Rug Consultancy',
  excerpt: 'Why the pad matters.',
  content: '## Pads\n\nA good pad protects the floor.',
  category: 'Care',
  imageUrl: null,
  readingTime: '4 min',
  published: true,
  publishedAt: '2025-11-01T10:30:00.000Z',
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

export const validServiceArea = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hyde Park',
  slug: '',
  type: 'neighborhood',
  description: 'Greystones and courtyard buildings.',
  highlights: ['Courtyard buildings', 'Greystones', 'University housing'],
  seoTitle: null,
  seoDescription: null,
  displayOrder: 20,
  active: true,
  ...overrides,
});

export const validCoreService = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rug Cleaning Referrals',
  slug: '',
  description: 'We refer trusted cleaners.',
  features: ['Vetted cleaners', 'Fibre-safe methods'],
  iconName: 'Sparkles',
  isFree: true,
  displayOrder: 9,
  active: true,
  ...overrides,
});

export const validSettings = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Jacobs Rug Consultancy',
  tagline: 'Boutique Chicago rug consultancy',
  email: 'hello@example.com',
  phone: '(312) 555-0100',
  bookingUrl: 'https://example.com/book',
  city: 'Chicago, Illinois',
  openingHours: 'Mon-Fri 09:00-18:00',
  ...overrides,
});

export const validTestimonial = (overrides: Record<string, unknown> = {}) => ({
  quote: 'They found the rug that made buyers stop in the doorway. We sold in nine days.',
  name: 'Dana R.',
  place: 'Lincoln Park',
  role: 'Homeowner',
  imageUrl: null,
  imageAlt: null,
  active: true,
  displayOrder: 1,
  ...overrides,
});

export const validConsultationType = (overrides: Record<string, unknown> = {}) => ({
  name: 'In-Home Walkthrough',
  slug: '',
  durationMinutes: 60,
  description: 'We walk through your rooms and measure.',
  locationNote: 'At your home within Chicagoland',
  active: true,
  displayOrder: 2,
  ...overrides,
});

export const validBookingException = (overrides: Record<string, unknown> = {}) => ({
  date: '2031-07-03',
  lastDate: '2031-07-05',
  kind: 'dayOff',
  hours: '',
  note: 'Holiday weekend',
  ...overrides,
});

export const validBookingAvailability = (overrides: Record<string, unknown> = {}) => ({
  monday: '09:00-12:00, 13:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-17:00',
  saturday: '10:00-14:00',
  sunday: '',
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonWeeks: 8,
  ...overrides,
});

/** A product with only the fields the contract requires (every other field empty, as the editor leaves it). */
export const bareProduct = (name: string, overrides: Record<string, unknown> = {}) => ({ name, price: 100, collection: 'heritage', ...overrides });

/** A product the end-to-end specs make: hidden from the shop and placed after the seeded rugs, so a
 * visitor's pages stay as seeded while a spec works on it. */
export const hiddenProduct = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: 'A test rug made by the admin end-to-end tests.',
  price: 1234.5,
  collection: 'heritage',
  active: false,
  displayOrder: 900,
  ...overrides,
});

const COLLECTIONS = ['luxury-wool', 'neutral-modern', 'pet-safe', 'heritage'] as const;
const PARAGRAPH = 'A hand-knotted wool rug anchors a room, softens its acoustics and holds its value for decades. ';

/** The index-th product of a grown catalogue: every field filled, a third with an ROI estimate, half pet-safe. */
export const catalogueProduct = (index: number) => ({
  name: `Bench Rug ${index}`,
  slug: `bench-rug-${index}`,
  description: PARAGRAPH.repeat(2).trim(),
  price: 1000 + (index % 9000) + 0.5,
  roiMultiplier: index % 3 === 0 ? 1.15 : null,
  roiDisclaimer: index % 3 === 0 ? 'Estimates only.' : null,
  collection: COLLECTIONS[index % 4],
  size: "8' x 10'",
  imageUrl: '/images/rugs/placeholder.svg',
  imageAlt: `Bench Rug ${index}`,
  gallery: [{ url: '/images/rugs/placeholder.svg', alt: `Bench Rug ${index}` }],
  fiber: 'Wool',
  origin: 'Nepal',
  petSafeNotes: index % 2 ? 'Untreated wool.' : null,
  featured: false,
  active: true,
  displayOrder: index,
});

/** The index-th post of a grown blog, an hour after the one before it. */
export const cataloguePost = (index: number) => ({
  title: `Bench Post ${index}`,
  slug: `bench-post-${index}`,
  author: 'Bench Author',
  excerpt: PARAGRAPH.trim(),
  content: `# Bench Post ${index}\n\n${PARAGRAPH.repeat(20)}`,
  category: 'Bench',
  imageUrl: null,
  imageAlt: null,
  readingTime: '3 min read',
  published: true,
  publishedAt: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
  featured: false,
  seoTitle: null,
  seoDescription: null,
});
