import { z } from 'zod';
import { publicImageFields } from './media.ts';
import { flag, imageAltField, imageUrlField, listPageFields, optionalLongText, optionalText, pageNumber, recordMeta, requiredLongText, requiredText, seoDescriptionField, seoTitleField, slugField } from './fields.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

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

/** The fields of a post, each described once (resource-fields.ts). */
export const blogPostFields = defineFields({
  title: { kind: 'text', label: 'Title', input: requiredText(200, 'Title') },
  slug: slugField('title'),
  author: { kind: 'text', label: 'Author', input: requiredText(120, 'Author') },
  excerpt: { kind: 'longText', label: 'Excerpt', input: optionalLongText(1000) },
  content: { kind: 'longText', label: 'Content (Markdown)', input: requiredLongText(200_000, 'Content'), placeholder: '## A heading\n\nWrite the article in Markdown…' },
  category: { kind: 'text', label: 'Category', input: optionalText(80), placeholder: 'Investment', tag: { prefix: '' } },
  imageUrl: imageUrlField,
  imageAlt: imageAltField,
  readingTime: { kind: 'text', label: 'Reading time', input: optionalText(40), placeholder: '5 min read', help: 'Left empty, it is worked out from the content when you save.' },
  published: { kind: 'boolean', label: 'Published', input: flag(false) },
  publishedAt: { kind: 'dateTime', label: 'Publish date', input: publishedAt, help: 'Optional. A future date schedules the post.' },
  featured: { kind: 'boolean', label: 'Featured', input: flag(false) },
  seoTitle: seoTitleField,
  seoDescription: seoDescriptionField,
});

/** Body of POST /api/admin/blog and PUT /api/admin/blog/{id}. */
export const blogPostInput = z.object(inputShape(blogPostFields, FIRST_VERSION));
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostValues = z.output<typeof blogPostInput>;

export const adminBlogPost = z.object({ ...recordMeta, ...storedShape(blogPostFields) });
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

export const blogResource = defineResource({
  ...RESOURCE_ADDRESSES.blog,
  fields: blogPostFields,
  input: blogPostInput,
  record: adminBlogPost,
  table: 'blog_posts',
  admin: {
    title: 'Blog Posts',
    description: 'Articles for homeowners, stagers and collectors. Drafts stay private until published.',
    formNoun: 'Blog Post',
    listTitle: 'All Posts',
    createLabel: 'Create New Post',
    emptyText: 'No blog posts yet. Create your first post!',
    idleText: 'Select a post to edit, or create a new one.',
    noSelection: 'No post selected',
    deleteTitle: 'Are you sure?',
    item: { title: 'title', tags: [{ widget: 'postStatus' }, 'category'] },
    form: [
      'title',
      ['slug', 'author'],
      { field: 'excerpt', rows: 3 },
      { field: 'content', rows: 18, monospace: true },
      ['category', 'readingTime'],
      'imageUrl',
      ['featured', 'published', 'publishedAt'],
      { widget: 'postStatus' },
      'seoTitle',
      { field: 'seoDescription', rows: 3 },
    ],
    // A new post's author is the last one used: the author of the post saved most recently.
    copyFromLatest: ['author'],
  },
});

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

/** The query of GET /api/blog-list (decision 090): `page` from 1 (default 1). */
export const blogListQuery = z.object({ page: pageNumber });

/** What GET /api/blog-list answers: one page of the published posts, newest first (BLOG_PAGE_SIZE of shared/domain/blog-list.ts), and where it sits among the pages. */
export const blogListPage = z.object({ posts: z.array(publicBlogPost), ...listPageFields });
export type BlogListPage = z.infer<typeof blogListPage>;
