// Valid bodies for each admin resource, shared by the tests; each test changes only what it checks.

export const validProduct = () => ({
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
});

export const validBlogPost = () => ({
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
});

export const validServiceArea = () => ({
  name: 'Hyde Park',
  slug: '',
  type: 'neighborhood',
  description: 'Greystones and courtyard buildings.',
  highlights: ['Courtyard buildings', 'Greystones', 'University housing'],
  seoTitle: null,
  seoDescription: null,
  displayOrder: 20,
  active: true,
});

export const validCoreService = () => ({
  title: 'Rug Cleaning Referrals',
  slug: '',
  description: 'We refer trusted cleaners.',
  features: ['Vetted cleaners', 'Fibre-safe methods'],
  iconName: 'Sparkles',
  isFree: true,
  displayOrder: 9,
  active: true,
});

export const validSettings = () => ({
  companyName: 'Jacobs Rug Consultancy',
  tagline: 'Boutique Chicago rug consultancy',
  email: 'hello@example.com',
  phone: '(312) 555-0100',
  bookingUrl: 'https://example.com/book',
  city: 'Chicago, Illinois',
  openingHours: 'Mon-Fri 09:00-18:00',
});

export const validTestimonial = () => ({
  quote: 'They found the rug that made buyers stop in the doorway. We sold in nine days.',
  name: 'Dana R.',
  place: 'Lincoln Park',
  role: 'Homeowner',
  imageUrl: null,
  imageAlt: null,
  active: true,
  displayOrder: 1,
});

/**
 * The numbered record types: `nameField` names a record, `textField` is a free text the history
 * tests change, `slugged` whether the record has a slug made from its name.
 */
export const RESOURCES = [
  { name: 'products', path: '/api/admin/products', table: 'products', valid: validProduct, nameField: 'name', textField: 'description', slugged: true },
  { name: 'blog', path: '/api/admin/blog', table: 'blog_posts', valid: validBlogPost, nameField: 'title', textField: 'excerpt', slugged: true },
  { name: 'service areas', path: '/api/admin/service-areas', table: 'service_areas', valid: validServiceArea, nameField: 'name', textField: 'description', slugged: true },
  { name: 'core services', path: '/api/admin/core-services', table: 'core_services', valid: validCoreService, nameField: 'title', textField: 'description', slugged: true },
  { name: 'testimonials', path: '/api/admin/testimonials', table: 'testimonials', valid: validTestimonial, nameField: 'name', textField: 'quote', slugged: false },
] as const;
