import { z } from 'zod';
import { jsonText, optionalText, seoDescriptionField, seoTitleField } from './fields.ts';
import { defineResource, lowestVersionOf } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, storedShape } from './resource-fields.ts';

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

/** Free-form page copy; the public pages read the keys they know (shared/domain/page-copy.ts) and keep the rest. */
export const pageContentObject = z.record(z.string(), z.unknown(), { error: 'Content must be a JSON object' }).superRefine(jsonText);

/** The fields of a page's content, each described once (resource-fields.ts). */
export const pageFields = defineFields({
  seoTitle: seoTitleField,
  seoDescription: seoDescriptionField,
  seoKeywords: { kind: 'text', label: 'SEO keywords', input: optionalText(500), placeholder: 'rug consultancy, Chicago, home staging' },
  content: {
    kind: 'json',
    label: 'Content (JSON)',
    input: pageContentObject.nullish().transform((value) => value ?? {}),
    help: 'Page copy as a JSON object, e.g. {"heroTitle": "…", "heroSubtitle": "…"}. Empty means {}.',
  },
});

/** Body of PUT /api/admin/pages/{pageSlug}. */
export const pageContentInput = z.object({ pageSlug: pageSlug.optional(), ...inputShape(pageFields, lowestVersionOf(RESOURCE_ADDRESSES.pages)) });
export type PageContentInput = z.input<typeof pageContentInput>;

export const pageContent = z.object({
  pageSlug,
  ...storedShape(pageFields),
  /** 0 while the page has never been saved (built-in defaults apply). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PageContent = z.infer<typeof pageContent>;

export const pagesResource = defineResource({
  ...RESOURCE_ADDRESSES.pages,
  fields: pageFields,
  input: pageContentInput,
  record: pageContent,
});
