// The newsletter sign-ups of one view (the inbox, or what is held for review), as a table: the
// address, when, where the visit came from, and its actions.
import { Button, Flex, HStack, Stack, Table } from '@chakra-ui/react';
import { Inbox, Trash2 } from 'lucide-react';
import type { Subscriber } from '../../../contract/inbox.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { removeSubscriberMessage } from '../../delete-messages.ts';
import { formatDateTime as formatDate } from '../../format-date-time.ts';
import { VisitEntries } from '../message-source.tsx';
import { INBOX_KEY } from './inbox-keys.ts';
import { ExportButton, PanelHeader, PanelState, type PanelProps } from './panel-parts.tsx';
import { DeleteAllHeld, useConfirmedDelete, useRelease } from './row-actions.tsx';

export function SubscribersPanel({ view, total, subscribers, loading, failed }: PanelProps & { subscribers?: Subscriber[] }) {
  const client = useApiClient();
  const remove = useConfirmedDelete<Subscriber>((id) => client.call('deleteSubscriber', { params: { id } }), INBOX_KEY, 'Subscriber');
  const release = useRelease((id) => client.call('releaseSubscriber', { params: { id } }), 'Sign-up');

  const list = subscribers ?? [];
  const held = view === 'held';
  return (
    <Stack gap="4" pt="2">
      <PanelHeader title={held ? 'Held Sign-ups' : 'Newsletter Subscribers'}>
        {held ? <DeleteAllHeld remove={() => client.call('deleteHeldSubscribers')} what={['sign-up', 'sign-ups']} count={total} /> : <ExportButton load={() => client.call('subscribersCsv')} name="subscribers" />}
      </PanelHeader>
      <PanelState loading={loading} failed={failed} empty={list.length === 0} emptyText={held ? 'No sign-ups are held.' : 'No subscribers yet.'} />
      {list.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" aria-label={held ? 'Held sign-ups' : 'Newsletter subscribers'}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Subscribed</Table.ColumnHeader>
                <Table.ColumnHeader>Visit</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((subscriber) => (
                <Table.Row key={subscriber.id}>
                  <Table.Cell>{subscriber.email}</Table.Cell>
                  <Table.Cell>
                    <time dateTime={subscriber.createdAt}>{formatDate(subscriber.createdAt)}</time>
                  </Table.Cell>
                  <Table.Cell>
                    {subscriber.visit && (
                      <Flex as="dl" direction="column" fontSize="sm" m="0">
                        <VisitEntries visit={subscriber.visit} />
                      </Flex>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap="1" justify="flex-end">
                      {held && (
                        <Button size="xs" variant="outline" colorPalette="ink" disabled={release.isPending} onClick={() => release.mutate(subscriber.id)} aria-label={`Release sign-up ${subscriber.email}`}>
                          <Inbox aria-hidden /> Release
                        </Button>
                      )}
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove.ask(subscriber)} aria-label={`Delete subscriber ${subscriber.email}`}>
                        <Trash2 aria-hidden /> Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title="Are you sure?"
        message={removeSubscriberMessage(remove.named?.email ?? '')}
        confirmLabel="Delete"
      />
    </Stack>
  );
}
