// Blog editor (spec section 2): posts with Markdown bodies, drafts and scheduled publishing.
import { useEffect, useMemo } from 'react';
import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { AdminBlogPost, BlogPostInput } from '../../contract/blog.ts';
import { blogPostInput } from '../../contract/blog.ts';
import { slugify } from '../../domain/slug.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { fromDateTimeLocal, textOf, toDateTimeLocal, validateWith } from '../editor/form-values.ts';
import { crudAdapter } from '../editor/resource-adapter.ts';
import { useResourceEditor, type EditorForm } from '../editor/use-resource-editor.ts';

type BlogForm = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  content: string;
  category: string;
  imageUrl: string;
  imageAlt: string;
  readingTime: string;
  featured: boolean;
  published: boolean;
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
};

export const blogForm: EditorForm<AdminBlogPost, BlogPostInput, BlogForm> = {
  empty: () => ({
    title: '',
    slug: '',
    author: '',
    excerpt: '',
    content: '',
    category: '',
    imageUrl: '',
    imageAlt: '',
    readingTime: '',
    featured: false,
    published: false,
    publishedAt: '',
    seoTitle: '',
    seoDescription: '',
  }),
  fromRecord: (post) => ({
    title: post.title,
    slug: post.slug,
    author: post.author,
    excerpt: textOf(post.excerpt),
    content: post.content,
    category: textOf(post.category),
    imageUrl: textOf(post.imageUrl),
    imageAlt: textOf(post.imageAlt),
    readingTime: textOf(post.readingTime),
    featured: post.featured,
    published: post.published,
    publishedAt: toDateTimeLocal(post.publishedAt),
    seoTitle: textOf(post.seoTitle),
    seoDescription: textOf(post.seoDescription),
  }),
  toInput: (form) =>
    validateWith<BlogPostInput>(blogPostInput, {
      ...form,
      slug: form.slug.trim() || slugify(form.title),
      publishedAt: fromDateTimeLocal(form.publishedAt),
    }),
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Slug' },
    { name: 'author', label: 'Author' },
    { name: 'excerpt', label: 'Excerpt' },
    { name: 'content', label: 'Content' },
    { name: 'category', label: 'Category' },
    { name: 'imageUrl', label: 'Image URL' },
    { name: 'imageAlt', label: 'Image description' },
    { name: 'readingTime', label: 'Reading time' },
    { name: 'featured', label: 'Featured' },
    { name: 'published', label: 'Published' },
    { name: 'publishedAt', label: 'Publish date' },
    { name: 'seoTitle', label: 'SEO title' },
    { name: 'seoDescription', label: 'SEO description' },
  ],
};

export function BlogScreen() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const adapter = useMemo(() => crudAdapter(client.blog, ['admin', 'blog']), [client]);
  const editor = useResourceEditor(adapter, blogForm, { noun: 'Blog post', recordLabel: 'blog post', noSelection: 'No post selected' }, { startInCreateMode: searchParams.get('new') === '1' });
  const { form, errors, setField } = editor;

  useEffect(() => {
    if (searchParams.has('new')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <>
      <AdminPageMeta title="Blog Posts" />
      <ScreenHeading title="Blog Posts" description="Articles for homeowners, stagers and collectors. Drafts stay private until published." />
      <EditorLayout
        editor={editor}
        noun="Blog Post"
        listTitle="All Posts"
        createLabel="Create New Post"
        emptyText="No blog posts yet. Create your first post!"
        idleText="Select a post to edit, or create a new one."
        keyOf={(post: AdminBlogPost) => post.id}
        renderItem={(post: AdminBlogPost) => (
          <>
            <Text fontWeight="semibold">{post.title}</Text>
            <HStack mt="1" gap="1.5" wrap="wrap">
              {post.published ? (
                <Badge colorPalette="green" variant="subtle">
                  Published
                </Badge>
              ) : (
                <Badge colorPalette="gray" variant="subtle">
                  Draft
                </Badge>
              )}
              {post.category && (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {post.category}
                </Text>
              )}
            </HStack>
          </>
        )}
        deleteDialog={{ title: 'Are you sure?', message: 'This blog post will be permanently deleted. This action cannot be undone.' }}
      >
        <TextField label="Title" name="title" required value={form.title} error={errors.title} onChange={(value) => setField('title', value)} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Slug" name="slug" value={form.slug} error={errors.slug} helper="Leave empty to generate it from the title." onChange={(value) => setField('slug', value)} />
          <TextField label="Author" name="author" required value={form.author} error={errors.author} onChange={(value) => setField('author', value)} />
        </SimpleGrid>
        <TextAreaField label="Excerpt" name="excerpt" rows={3} value={form.excerpt} error={errors.excerpt} onChange={(value) => setField('excerpt', value)} />
        <TextAreaField
          label="Content (Markdown)"
          name="content"
          required
          rows={18}
          monospace
          value={form.content}
          error={errors.content}
          placeholder={'## A heading\n\nWrite the article in Markdown…'}
          onChange={(value) => setField('content', value)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Category" name="category" value={form.category} error={errors.category} placeholder="Investment" onChange={(value) => setField('category', value)} />
          <TextField label="Reading time" name="readingTime" value={form.readingTime} error={errors.readingTime} placeholder="5 min read" onChange={(value) => setField('readingTime', value)} />
        </SimpleGrid>
        <ImageField
          url={form.imageUrl}
          alt={form.imageAlt}
          urlError={errors.imageUrl}
          altError={errors.imageAlt}
          onUrlChange={(value) => setField('imageUrl', value)}
          onAltChange={(value) => setField('imageAlt', value)}
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <SwitchField label="Featured" name="featured" checked={form.featured} onChange={(value) => setField('featured', value)} />
          <SwitchField label="Published" name="published" checked={form.published} onChange={(value) => setField('published', value)} />
          <TextField
            label="Publish date"
            name="publishedAt"
            type="datetime-local"
            value={form.publishedAt}
            error={errors.publishedAt}
            helper="Optional. A future date schedules the post."
            onChange={(value) => setField('publishedAt', value)}
          />
        </SimpleGrid>
        <TextField label="SEO title" name="seoTitle" value={form.seoTitle} error={errors.seoTitle} onChange={(value) => setField('seoTitle', value)} />
        <TextAreaField label="SEO description" name="seoDescription" rows={3} value={form.seoDescription} error={errors.seoDescription} placeholder="150-160 characters" onChange={(value) => setField('seoDescription', value)} />
      </EditorLayout>
    </>
  );
}
