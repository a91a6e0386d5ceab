// Pages editor (docs/product/routes.md#admin-screens; decision 220): every page the owner edits, the spec's six
// first, each with its search fields and its sections (the footer, a part every page shares, has
// only its sections), and the page view: the page as a visitor sees it, unsaved, beside the forms
// (on a phone, a switch between the page and the forms), where a click on any words opens their field;
// a policy page can start from a template.
import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { PanelRight } from 'lucide-react';
import { PAGE_GROUPS, PAGES, type PageEntry } from '../../contract/page-list.ts';
import { paths } from '../../paths.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { TextAreaField, TextField } from '../editor/form-controls.tsx';
import { PageView } from '../editor/sections/page-view.tsx';
import type { Pick } from '../editor/sections/page-view-frame.ts';
import { SectionsEditor, type FieldRequest } from '../editor/sections/sections-editor.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';
import { isPolicyTemplatePage } from '../../domain/policy-templates.ts';
import { PolicyTemplate } from './pages/policy-template.tsx';

/** Where the owner sees the page on the site. */
function addressOf(page: PageEntry): string {
  switch (page.group) {
    case 'main':
      return page.slug === 'home' ? paths.home : `${paths.home}/${page.slug}`;
    case 'service':
      return `${paths.services}/${page.slug}`;
    case 'other':
      return page.slug === 'not-found' ? 'Any address with no page' : `${paths.home}/${page.slug}`;
    case 'policy':
      return `${paths.home}/${page.slug}`;
    case 'site':
      return 'On every page';
  }
}

const groups = (pages: PageEntry[]) => Object.entries(PAGE_GROUPS).map(([group, label]) => ({ label, items: pages.filter((page) => page.group === group) }));

/** Where the forms and the page view stand side by side (the editor layout's lg). */
const SIDE_BY_SIDE = '(min-width: 62em)';
const sideBySide = () => typeof window !== 'undefined' && window.matchMedia(SIDE_BY_SIDE).matches;

/** The page view: off, or shown (beside the forms; on a phone instead of them), or kept while a phone shows the forms. */
type ViewMode = 'off' | 'page' | 'forms';

export function PagesScreen() {
  const editor = useResourceEditor('pages', { noSelection: 'No page selected' });
  const { bind } = editor;
  const page = PAGES.find((entry) => entry.slug === editor.selectedKey);
  const [view, setView] = useState<ViewMode>('off');
  /** The section whose form is being edited, on the page it belongs to. */
  const [editing, setEditing] = useState<{ pageSlug: string; index: number } | null>(null);
  const active = page && editing?.pageSlug === page.slug ? editing.index : null;
  const setActive = (index: number) => page && setEditing({ pageSlug: page.slug, index });
  const [reveal, setReveal] = useState<FieldRequest | null>(null);
  const showing = view === 'page' || (view === 'forms' && sideBySide());
  const canView = page !== undefined && editor.mode === 'edit' && !editor.loadingRecord && !editor.loadFailed;

  const toggleView = () => setView((current) => (current === 'page' ? (sideBySide() ? 'off' : 'forms') : 'page'));
  /** Words clicked in the page view: their field, opened and focused (on a phone, the forms shown). */
  const pick = ({ index, field }: Pick) => {
    if (!sideBySide()) setView('forms');
    setActive(index);
    setReveal({ index, field });
  };

  return (
    <>
      <AdminPageMeta title="Pages" />
      <ScreenHeading title="Pages" description="Every page of the site and the footer: search details and each section a visitor reads." />
      <EditorLayout
        editor={editor}
        noun={`Page: ${page?.label ?? 'Page'}`}
        listTitle="Site Pages"
        records={[...PAGES]}
        groups={groups}
        keyOf={(entry: PageEntry) => entry.slug}
        renderItem={(entry: PageEntry) => (
          <>
            <Text fontWeight="semibold">{entry.label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {addressOf(entry)}
            </Text>
          </>
        )}
        idleText="Select a page to edit its search details and sections."
        loadErrorText="Error loading page content"
        saveLabel="Save Changes"
        headerActions={
          canView && (
            <Button size="sm" variant={showing ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={showing} onClick={toggleView}>
              <PanelRight aria-hidden /> Page view
            </Button>
          )
        }
        aside={
          canView && view !== 'off'
            ? { view: <PageView key={page.slug} pageSlug={page.slug} json={editor.form.content} active={active} onPick={pick} />, narrowShows: view === 'page' ? 'view' : 'form' }
            : undefined
        }
      >
        {page?.group !== 'site' && (
          <>
            <TextField {...bind.text('seoTitle')} />
            <TextAreaField {...bind.longText('seoDescription')} rows={3} />
            <TextField {...bind.text('seoKeywords')} />
          </>
        )}
        {page && isPolicyTemplatePage(page.slug) && (
          <PolicyTemplate page={page.slug} label={page.label} json={editor.form.content} setField={(name, value) => editor.updateField(name, () => value)} />
        )}
        {page && (
          <SectionsEditor
            pageSlug={page.slug}
            name="content"
            json={editor.form.content}
            errors={editor.errors}
            jsonField={bind.longText('content')}
            update={(change) => editor.updateField('content', change)}
            clearErrors={editor.clearErrors}
            reveal={reveal}
            onActive={setActive}
          />
        )}
      </EditorLayout>
    </>
  );
}
