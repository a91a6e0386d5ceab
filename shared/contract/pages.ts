import { z } from 'zod';
import { optionalText } from './fields.ts';

/** The six fixed page slugs and their admin labels (spec section 2, Admin editors). */
export const PAGES = [
  { slug: 'home', label: 'Homepage' },
  { slug: 'services', label: 'Services' },
  { slug: 'about', label: 'About' },
  { slug: 'contact', label: 'Contact' },
  { slug: 'proof-roi', label: 'Proof of ROI' },
  { slug: 'health-pets', label: 'Health & Pets' },
] as const;
export const PAGE_SLUGS = PAGES.map((page) => page.slug) as unknown as readonly ['home', 'services', 'about', 'contact', 'proof-roi', 'health-pets'];
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageSlug = z.enum(PAGE_SLUGS, { error: `Must be one of ${PAGE_SLUGS.join(', ')}` });

/** Free-form page copy; the public pages read the keys they know (heroTitle, heroSubtitle, ctaTitle, ctaText). */
export const pageContentObject = z.record(z.string(), z.unknown(), { error: 'Content must be a JSON object' });

/**
 * The version a page save started from. Unlike other records a page can be at 0 (never saved),
 * and stating 0 makes its first save a conditional create: of two first saves, the later gets 409.
 */
export const pageExpectedVersion = z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(0, 'Must be 0 or more').optional();

/** Body of PUT /api/admin/pages/{pageSlug}. */
export const pageContentInput = z.object({
  pageSlug: pageSlug.optional(),
  seoTitle: optionalText(200),
  seoDescription: optionalText(400),
  seoKeywords: optionalText(500),
  content: pageContentObject.nullish().transform((value) => value ?? {}),
  version: pageExpectedVersion,
});
export type PageContentInput = z.input<typeof pageContentInput>;

export const pageContent = z.object({
  pageSlug,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  /** 0 while the page has never been saved (built-in defaults apply). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PageContent = z.infer<typeof pageContent>;
