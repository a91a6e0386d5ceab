// Pages editor (docs/product/routes.md#admin-screens): SEO fields and the JSON copy of the six fixed pages.
import { Text } from '@chakra-ui/react';
import { PAGES } from '../../contract/pages.ts';
import { paths } from '../../paths.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { TextAreaField, TextField } from '../editor/form-controls.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';
import { PageCopyForm } from './page-copy-form.tsx';

type PageEntry = (typeof PAGES)[number];

export function PagesScreen() {
  const editor = useResourceEditor('pages', { noSelection: 'No page selected' });
  const { bind } = editor;
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
        <TextField {...bind.text('seoTitle')} />
        <TextAreaField {...bind.longText('seoDescription')} rows={3} />
        <TextField {...bind.text('seoKeywords')} />
        {editor.selectedKey && <PageCopyForm slug={editor.selectedKey} json={editor.form.content} onChange={(json) => editor.setField('content', json)} />}
        <TextAreaField {...bind.longText('content')} rows={16} monospace />
      </EditorLayout>
    </>
  );
}
