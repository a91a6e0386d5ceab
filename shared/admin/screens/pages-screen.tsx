// Pages editor (spec section 2): SEO fields and the JSON copy of the six fixed pages.
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import type { PageContent, PageContentInput, PageSlug } from '../../contract/pages.ts';
import { pageContentInput, PAGES } from '../../contract/pages.ts';
import { paths } from '../../paths.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { TextAreaField, TextField } from '../editor/form-controls.tsx';
import { textOf, validateWith } from '../editor/form-values.ts';
import { useResourceEditor, type EditorAdapter, type EditorForm } from '../editor/use-resource-editor.ts';

export const INVALID_JSON = 'Invalid JSON: Content must be valid JSON';

type PageForm = {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  content: string;
};

type PageEntry = (typeof PAGES)[number];

export const pageForm: EditorForm<PageContent, PageContentInput, PageForm> = {
  empty: () => ({ seoTitle: '', seoDescription: '', seoKeywords: '', content: '{}' }),
  fromRecord: (page) => ({
    seoTitle: textOf(page.seoTitle),
    seoDescription: textOf(page.seoDescription),
    seoKeywords: textOf(page.seoKeywords),
    content: JSON.stringify(page.content ?? {}, null, 2),
  }),
  toInput: (form) => {
    let content: unknown = {};
    if (form.content.trim()) {
      try {
        content = JSON.parse(form.content);
      } catch {
        return { ok: false, errors: { content: INVALID_JSON } };
      }
    }
    return validateWith<PageContentInput>(pageContentInput, { ...form, content });
  },
  fields: [
    { name: 'seoTitle', label: 'SEO title' },
    { name: 'seoDescription', label: 'SEO description' },
    { name: 'seoKeywords', label: 'SEO keywords' },
    { name: 'content', label: 'Content (JSON)' },
  ],
};

export function PagesScreen() {
  const client = useApiClient();
  const adapter = useMemo<EditorAdapter<PageSlug, PageContent, PageContentInput>>(
    () => ({
      keys: ['admin', 'pages'],
      get: (slug) => client.pages.get(slug),
      update: (slug, input) => client.pages.update(slug, input),
      keyOf: (page) => page.pageSlug,
      // Version 0 (a page never saved) is stated too: of two first saves, the later gets 409.
      versionOf: (page) => page.version,
    }),
    [client],
  );
  const editor = useResourceEditor(adapter, pageForm, {
    noun: 'Page',
    recordLabel: 'page',
    noSelection: 'No page selected',
    updated: 'Page content updated successfully',
  });
  const { form, errors, setField } = editor;
  const label = PAGES.find((page) => page.slug === editor.selectedKey)?.label ?? 'Page';

  return (
    <>
      <AdminPageMeta title="Pages" />
      <ScreenHeading title="Pages" description="Search titles, descriptions and the copy of each main page of the site." />
      <EditorLayout
        editor={editor}
        noun={`Page: ${label}`}
        listTitle="Site Pages"
        records={[...PAGES]}
        keyOf={(page: PageEntry) => page.slug}
        renderItem={(page: PageEntry) => (
          <>
            <Text fontWeight="semibold">{page.label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {page.slug === 'home' ? paths.home : `${paths.home}/${page.slug}`}
            </Text>
          </>
        )}
        idleText="Select a page to edit its search details and content."
        loadErrorText="Error loading page content"
        saveLabel="Save Changes"
      >
        <TextField label="SEO title" name="seoTitle" value={form.seoTitle} error={errors.seoTitle} onChange={(value) => setField('seoTitle', value)} />
        <TextAreaField label="SEO description" name="seoDescription" rows={3} value={form.seoDescription} error={errors.seoDescription} placeholder="150-160 characters" onChange={(value) => setField('seoDescription', value)} />
        <TextField label="SEO keywords" name="seoKeywords" value={form.seoKeywords} error={errors.seoKeywords} placeholder="rug consultancy, Chicago, home staging" onChange={(value) => setField('seoKeywords', value)} />
        <TextAreaField
          label="Content (JSON)"
          name="content"
          rows={16}
          monospace
          value={form.content}
          error={errors.content}
          helper='Page copy as a JSON object, e.g. {"heroTitle": "…", "heroSubtitle": "…"}. Empty means {}.'
          onChange={(value) => setField('content', value)}
        />
      </EditorLayout>
    </>
  );
}
