// The one editor layout: the record list on the left (scrolling at 600 px), the form on the
// right, with its three states (nothing selected, editing, creating), the delete dialog and the
// conflict view.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, Center, chakra, Flex, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plus, Save, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { deleteMessage } from '../delete-messages.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { ErrorSummary, useFocusFirstError } from './error-focus.tsx';
import { HistoryPanel } from './history/history-panel.tsx';
import { LIST_ITEM_BUTTON } from './list-item-button.ts';
import { PreviewButtons } from './preview-button.tsx';
import { RecordStatus } from './record-status.tsx';
import { RestoredDraftNotice } from './restored-draft-notice.tsx';
import { PendingSyncBadge } from './status-badges.tsx';
import { recordKey, type ResourceName } from '../../contract/resource-addresses.ts';
import type { RecordKeyOf } from './record-source.ts';
import type { ResourceEditor } from './use-resource-editor.ts';

export interface ListGroup<Rec> {
  label: string;
  items: Rec[];
}

interface EditorLayoutProps<N extends ResourceName, Item> {
  editor: ResourceEditor<N>;
  /** "Blog Posts": the list's heading. */
  listTitle: string;
  /** Records to list; defaults to the editor's list query. */
  records?: Item[];
  groups?(records: Item[]): ListGroup<Item>[];
  keyOf(record: Item): RecordKeyOf<N>;
  renderItem(record: Item): ReactNode;
  /** "Create New Post"; no create button when absent. */
  createLabel?: string;
  emptyText?: string;
  /** "Blog post" in "Edit Blog post" / "New Blog post". */
  noun: string;
  idleText: string;
  loadErrorText?: string;
  saveLabel?: string;
  /** The delete dialog's title (the spec's); its message names the record (delete-messages.ts). */
  deleteTitle?: string;
  /** Beside the form's title (the Pages editor's page view switch). */
  headerActions?: ReactNode;
  /**
   * A view beside the form (the Pages editor's page view): on wide screens the form and the view
   * side by side, the list set aside; on narrow ones the one `narrowShows` says.
   */
  aside?: { view: ReactNode; narrowShows: 'form' | 'view' };
  children: ReactNode;
}

export function EditorLayout<N extends ResourceName, Item>(props: EditorLayoutProps<N, Item>) {
  const { editor, noun, deleteTitle } = props;
  const formCard = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, editor.refusals);

  // On narrow screens the form sits below the list: bring it into view when a record opens, once
  // it has loaded (while it loads, the page may be too short to scroll the form to the top).
  const showing = editor.mode !== 'none' && !editor.loadingRecord;
  useEffect(() => {
    if (!showing || typeof window === 'undefined' || !window.matchMedia('(max-width: 61.99em)').matches) return;
    formCard.current?.scrollIntoView({ block: 'start' });
  }, [showing, editor.mode, editor.selectedKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };

  const { aside } = props;
  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: aside ? '1fr' : 'minmax(280px, 360px) 1fr' }} gap="6" alignItems="start">
        <Box display={aside ? { lg: 'none' } : undefined}>
          <RecordList {...props} />
        </Box>
        <Card.Root ref={formCard} scrollMarginTop="4" as="section" aria-label={editor.mode === 'none' ? `${noun} editor` : formTitle(editor.mode, noun)} variant="outline" bg="white">
          {editor.mode === 'none' ? (
            <Card.Body>
              <Center minH="48" textAlign="center" color="fg.muted">
                <Text maxW="sm">{props.idleText}</Text>
              </Center>
            </Card.Body>
          ) : editor.loadFailed || editor.loadingRecord ? (
            <RecordStatus failed={editor.loadFailed} failedText={props.loadErrorText ?? `Error loading ${noun.toLowerCase()}`} />
          ) : (
            <form ref={form} onSubmit={onSubmit} noValidate>
              <Card.Header>
                <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                  <Card.Title as="h2" fontFamily="heading" fontSize="2xl">
                    {formTitle(editor.mode, noun)}
                  </Card.Title>
                  <HStack gap="3" wrap="wrap">
                    {props.headerActions}
                    {editor.dirty && (
                      <Text fontSize="sm" color="fg.muted" aria-live="polite">
                        Unsaved changes
                      </Text>
                    )}
                    {editor.mode === 'edit' && <HistoryPanel editor={editor} />}
                  </HStack>
                </Flex>
              </Card.Header>
              <Card.Body>
                <Grid templateColumns={{ base: '1fr', lg: aside ? 'minmax(360px, 440px) minmax(0, 1fr)' : '1fr' }} gap="5" alignItems="start">
                  <Stack gap="4" minW="0" display={aside?.narrowShows === 'view' ? { base: 'none', lg: 'flex' } : 'flex'}>
                    {editor.restoredDraft && <RestoredDraftNotice {...editor.restoredDraft} />}
                    {props.children}
                  </Stack>
                  {aside && (
                    <Box
                      display={aside.narrowShows === 'form' ? { base: 'none', lg: 'block' } : 'block'}
                      position={{ lg: 'sticky' }}
                      top="3"
                      h={{ base: '75dvh', lg: 'calc(100dvh - 1.5rem)' }}
                      minW="0"
                    >
                      {aside.view}
                    </Box>
                  )}
                </Grid>
              </Card.Body>
              <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
                <ErrorSummary errors={editor.errors} />
                <Flex width="full" justify="space-between" gap="3" wrap="wrap">
                  <HStack gap="3" wrap="wrap">
                    <Button type="submit" colorPalette="brand" loading={editor.saving} loadingText="Saving...">
                      <Save aria-hidden /> {props.saveLabel ?? 'Save'}
                    </Button>
                    <PreviewButtons editor={editor} />
                    {editor.mode === 'create' && (
                      <Button variant="ghost" onClick={() => void editor.close()}>
                        Cancel
                      </Button>
                    )}
                  </HStack>
                  {editor.mode === 'edit' && deleteTitle && (
                    <Button variant="outline" colorPalette="red" onClick={editor.deleteDialog.onOpen}>
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  )}
                </Flex>
              </Card.Footer>
            </form>
          )}
        </Card.Root>
      </Grid>
      {deleteTitle && (
        <ConfirmDialog
          open={editor.deleteDialog.open}
          title={deleteTitle}
          message={deleteMessage(editor.resource.label, editor.recordName)}
          confirmLabel="Delete"
          busy={editor.deleteDialog.busy}
          onConfirm={editor.deleteDialog.onConfirm}
          onCancel={editor.deleteDialog.onCancel}
        />
      )}
      <ConflictDialog {...editor.conflictView} />
    </>
  );
}

function formTitle(mode: string, noun: string) {
  return mode === 'create' ? `New ${noun}` : `Edit ${noun}`;
}

function RecordList<N extends ResourceName, Item>(props: EditorLayoutProps<N, Item>) {
  const { editor, listTitle } = props;
  const records = props.records ?? ((editor.list.data ?? []) as unknown as Item[]);
  const groups = props.groups ? props.groups(records) : [{ label: '', items: records }];
  const loading = !props.records && editor.list.isPending;

  return (
    <Card.Root as="section" aria-labelledby="record-list-title" variant="outline" bg="white">
      <Card.Header pb="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2" id="record-list-title" fontFamily="heading" fontSize="2xl">
            {listTitle}
          </Card.Title>
          {props.createLabel && (
            <Button size="sm" colorPalette="brand" onClick={() => void editor.startCreate()}>
              <Plus aria-hidden /> {props.createLabel}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="0" px="3">
        <Box maxH="600px" overflowY="auto" data-testid="record-list" px="1" py="1">
          {loading ? (
            <Center py="8" role="status">
              <Spinner color="brand.solid" />
              <Text srOnly>Loading…</Text>
            </Center>
          ) : editor.list.isError && !props.records ? (
            <Text color="red.700" py="4">
              Could not load the list.
            </Text>
          ) : records.length === 0 ? (
            <Text color="fg.muted" py="4" textAlign="center">
              {props.emptyText}
            </Text>
          ) : (
            groups.map((group) => (
              <Box key={group.label} mb="3">
                {group.label && (
                  <Text as="h3" fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.muted" px="2" mb="1">
                    {group.label}
                  </Text>
                )}
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={group.label || listTitle}>
                  {group.items.map((record) => {
                    const key = props.keyOf(record);
                    const selected = editor.mode === 'edit' && editor.selectedKey === key;
                    return (
                      <li key={String(key)}>
                        <chakra.button
                          {...LIST_ITEM_BUTTON}
                          borderColor={selected ? 'brand.solid' : 'transparent'}
                          bg={selected ? 'brand.subtle' : 'transparent'}
                          _hover={{ bg: selected ? 'brand.subtle' : 'gray.50' }}
                          aria-current={selected ? 'true' : undefined}
                          onClick={() => void editor.select(key)}
                        >
                          {props.renderItem(record)}
                          <PendingSyncBadge queued={editor.queuedKeys.includes(recordKey(editor.resource.name, key))} />
                        </chakra.button>
                      </li>
                    );
                  })}
                </Stack>
              </Box>
            ))
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
