// The editor's History (decision 140): a button in the form's header opening a drawer with the
// record's earlier versions (revision-list), one of them beside the current record
// (revision-comparison), and Restore, which saves it through the editor's versioned save. The
// history is the server's: the studio, offline, says it needs the server (decision 140).
import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Center, CloseButton, Drawer, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, History } from 'lucide-react';
import { ApiError } from '../../../api-client/http.ts';
import type { ResourceName } from '../../../contract/resource-addresses.ts';
import { REVISIONS_KEPT, REVISIONS_KEPT_DAYS, REVISIONS_MAX_BYTES, type Revision, type RevisionSummary } from '../../../contract/revisions.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { errorText } from '../../errors.ts';
import { formatDateTime } from '../../format-date-time.ts';
import { compareForms } from '../form-comparison.ts';
import { recordSource } from '../record-source.ts';
import { resourceForm } from '../resource-form.ts';
import type { ResourceEditor } from '../use-resource-editor.ts';
import { RevisionComparison } from './revision-comparison.tsx';
import { RevisionList } from './revision-list.tsx';

/** What the panel says when the history cannot be read: offline in the studio, or the server's refusal. */
function loadError(error: unknown) {
  if (error instanceof ApiError && error.status === 503) return 'The history needs the server, and it cannot be reached right now.';
  return `Could not load the history: ${errorText(error, 'unknown error')}`;
}

export function HistoryPanel<N extends ResourceName>({ editor }: { editor: ResourceEditor<N> }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<RevisionSummary | null>(null);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const source = useMemo(() => recordSource(client, editor.name), [client, editor.name]);
  const key = editor.selectedKey;
  const keys = [...source.keys, key, 'revisions'];

  const revisions = useQuery({ queryKey: keys, queryFn: () => source.revisions(key!), enabled: open && key !== null });
  const revision = useQuery({ queryKey: [...keys, chosen?.id], queryFn: () => source.revision(key!, chosen!.id), enabled: open && key !== null && chosen !== null });

  // Another editor may have saved since the list was last read.
  const show = () => {
    setOpen(true);
    void queryClient.invalidateQueries({ queryKey: keys });
  };
  const close = () => {
    setOpen(false);
    setChosen(null);
  };
  const restore = (found: Revision) => {
    close();
    editor.restore(found);
  };

  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? show() : close())} placement="end" size={{ base: 'full', md: 'md' }}>
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm">
          <History aria-hidden /> History
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="history-panel">
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title fontFamily="heading" fontSize="2xl">
                {chosen ? `Version of ${formatDateTime(chosen.createdAt)}` : `History of this ${editor.resource.label}`}
              </Drawer.Title>
              <Drawer.Description color="fg.muted" fontSize="sm">
                {chosen
                  ? 'As it was before the save of that moment, beside the current version.'
                  : `Each save keeps the version it replaced: the last ${REVISIONS_KEPT}, and all of the last ${REVISIONS_KEPT_DAYS} days, up to ${REVISIONS_MAX_BYTES / 1024 / 1024} MB compressed (the oldest go first).`}
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              {chosen ? (
                <Stack gap="4">
                  <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setChosen(null)}>
                    <ArrowLeft aria-hidden /> All versions
                  </Button>
                  <Loaded query={revision}>
                    {(found) => {
                      // A page's sections are compared section by section and field by field (decision 220).
                      const form = resourceForm(editor.resource);
                      const comparison = compareForms(form.described, form.fields, { mine: form.fromRecord(editor.item.data!), theirs: form.fromRecord(found.fields as never) });
                      return (
                        <RevisionComparison
                          fields={comparison.fields}
                          then={comparison.theirs}
                          now={comparison.mine}
                          unsaved={editor.dirty}
                          restoring={editor.restoring}
                          onRestore={() => restore(found)}
                        />
                      );
                    }}
                  </Loaded>
                </Stack>
              ) : (
                // While the list is read again, the one read before is not offered: it may miss the latest save.
                <Loaded query={{ ...revisions, data: revisions.isFetching ? undefined : revisions.data }}>
                  {(list) =>
                    list.length === 0 ? (
                      <Text color="fg.muted">No earlier versions yet.</Text>
                    ) : (
                      <RevisionList revisions={list} fields={editor.resource.fields} onChoose={setChosen} />
                    )
                  }
                </Loaded>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function Loaded<T>({ query, children }: { query: { data: T | undefined; isError: boolean; error: unknown }; children(data: T): ReactNode }) {
  if (query.isError) return <Text color="red.700">{loadError(query.error)}</Text>;
  if (query.data === undefined)
    return (
      <Center py="8" role="status">
        <Spinner color="brand.solid" />
        <Text srOnly>Loading…</Text>
      </Center>
    );
  return <>{children(query.data)}</>;
}
