// Blog editor (docs/product/routes.md#admin-screens): posts with Markdown bodies, drafts and scheduled publishing.
import { useEffect } from 'react';
import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { AdminBlogPost } from '../../contract/blog.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { fromDateTimeLocal } from '../editor/form-values.ts';
import { ImageField } from '../editor/image-field.tsx';
import { PostStatusBadge } from './post-status-badge.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';

/** The last author used: the author of the post saved most recently (decision 157). */
export function lastAuthor(posts: AdminBlogPost[]): string | undefined {
  const latest = posts.reduce<AdminBlogPost | undefined>((last, post) => (!last || post.updatedAt > last.updatedAt || (post.updatedAt === last.updatedAt && post.id > last.id) ? post : last), undefined);
  return latest?.author;
}

export function BlogScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editor = useResourceEditor('blog', {
    noSelection: 'No post selected',
    startInCreateMode: searchParams.get('new') === '1',
    createDefaults: (posts) => ({ author: lastAuthor(posts) }),
  });
  const { bind } = editor;

  useEffect(() => {
    if (searchParams.has('new')) setSearchParams(new URLSearchParams(), { replace: true });
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
              <PostStatusBadge published={post.published} publishedAt={post.publishedAt} />
              {post.category && (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {post.category}
                </Text>
              )}
            </HStack>
          </>
        )}
        deleteTitle="Are you sure?"
      >
        <TextField {...bind.text('title')} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...bind.text('slug')} />
          <TextField {...bind.text('author')} />
        </SimpleGrid>
        <TextAreaField {...bind.longText('excerpt')} rows={3} />
        <TextAreaField {...bind.longText('content')} rows={18} monospace />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...bind.text('category')} />
          <TextField {...bind.text('readingTime')} helper="Left empty, it is worked out from the content when you save." />
        </SimpleGrid>
        <ImageField url={bind.text('imageUrl')} alt={bind.text('imageAlt')} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <SwitchField {...bind.toggle('featured')} />
          <SwitchField {...bind.toggle('published')} />
          <TextField {...bind.text('publishedAt')} />
        </SimpleGrid>
        <HStack gap="2" aria-live="polite">
          <Text as="span" fontSize="sm" color="fg.muted">
            Status:
          </Text>
          <PostStatusBadge published={editor.form.published} publishedAt={fromDateTimeLocal(editor.form.publishedAt)} />
        </HStack>
        <TextField {...bind.text('seoTitle')} />
        <TextAreaField {...bind.longText('seoDescription')} rows={3} />
      </EditorLayout>
    </>
  );
}
