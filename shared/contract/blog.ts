import { z } from 'zod';
import { publicImageFields } from './media.ts';
import { expectedVersion, flag, imageUrl, optionalSlug, optionalText, recordMeta, requiredText } from './fields.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Publish date-time at minute precision, as ISO in UTC; blank or null means "not set". */
const publishedAt = z
  .string({ error: 'Must be a date-time' })
  .trim()
  .refine((value) => value === '' || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))), 'Must be a date-time')
  .nullish()
  .transform((value) => {
    if (!value) return null;
    const date = new Date(value);
    date.setUTCSeconds(0, 0);
    return date.toISOString();
  });

/** Body of POST /api/admin/blog and PUT /api/admin/blog/{id}. */
export const blogPostInput = z.object({
  title: requiredText(200, 'Title'),
  slug: optionalSlug,
  author: requiredText(120, 'Author'),
  excerpt: optionalText(1000),
  content: requiredText(200_000, 'Content'),
  category: optionalText(80),
  imageUrl,
  imageAlt: optionalText(300),
  readingTime: optionalText(40),
  published: flag(false),
  publishedAt,
  featured: flag(false),
  seoTitle: optionalText(200),
  seoDescription: optionalText(400),
  version: expectedVersion,
});
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostValues = z.output<typeof blogPostInput>;

export const adminBlogPost = z.object({
  ...recordMeta,
  title: z.string(),
  slug: z.string(),
  author: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  readingTime: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  featured: z.boolean(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/** A published post as the public site lists it (the body is fetched from /content/blog/{slug}.md). */
export const publicBlogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  author: z.string(),
  /** YYYY-MM-DD */
  publishedDate: z.string(),
  readingTime: z.string(),
  category: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  /** Set when the image is an upload (null otherwise), for srcset, width and height. */
  ...publicImageFields,
  featured: z.boolean(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof publicBlogPost>;
