import { z } from 'zod';
import { optionalText, seoDescriptionField, seoTitleField } from './fields.ts';
import { PAGE_SLUGS } from './page-list.ts';
import { defineResource, lowestVersionOf } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, storedShape } from './resource-fields.ts';
import { pageContentSchema } from './sections/page-content.ts';

export { PAGES, PAGE_SLUGS, type PageSlug } from './page-list.ts';

export const pageSlug = z.enum(PAGE_SLUGS, { error: `Must be one of ${PAGE_SLUGS.join(', ')}` });

/** The fields of a page's content, each described once (resource-fields.ts). */
export const pageFields = defineFields({
  seoTitle: seoTitleField,
  seoDescription: seoDescriptionField,
  seoKeywords: { kind: 'text', label: 'SEO keywords', input: optionalText(500), placeholder: 'rug consultancy, Chicago, home staging' },
  content: {
    kind: 'sections',
    label: 'Content (JSON)',
    input: pageContentSchema.nullish().transform((value) => value ?? { sections: [] }),
    help: 'The page\'s sections as JSON: {"sections": [{"kind": "hero", "title": "…"}, …]}. Empty means {}.',
  },
});

/** Body of PUT /api/admin/pages/{pageSlug}. */
export const pageContentInput = z.object({ pageSlug: pageSlug.optional(), ...inputShape(pageFields, lowestVersionOf(RESOURCE_ADDRESSES.pages)) });
export type PageContentInput = z.input<typeof pageContentInput>;

export const pageContent = z.object({
  pageSlug,
  ...storedShape(pageFields),
  /** 0 while the page has never been saved (its built-in content applies). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PageContent = z.infer<typeof pageContent>;

export const pagesResource = defineResource({
  ...RESOURCE_ADDRESSES.pages,
  fields: pageFields,
  input: pageContentInput,
  record: pageContent,
  table: 'page_content',
});
