// /admin/inbox (DECISIONS section 7): contact messages and newsletter subscribers, a page at a time
// (the server's pages, newest first); the CSV exports hold everything.
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Center, Flex, HStack, Link, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { linkRecipe, tabsSlotRecipe } from '../../chakra-theme.js';
import { Check, ChevronLeft, ChevronRight, Download, RotateCcw, Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, Subscriber } from '../../contract/inbox.ts';
import { SERVICE_INTERESTS } from '../../contract/service-interests.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { deleteMessage, removeSubscriberMessage } from '../delete-messages.ts';
import { downloadFile, todayStamp } from '../download.ts';
import { errorText } from '../errors.ts';
import { formatDateTime as formatDate } from '../format-date-time.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';
import { MessageSource } from './message-source.tsx';
import { RugFitDetails } from './rug-fit-lead.tsx';

const MESSAGES_KEY = ['admin', 'inbox', 'messages'] as const;
const SUBSCRIBERS_KEY = ['admin', 'inbox', 'subscribers'] as const;

const serviceName = (id: string | null) => SERVICE_INTERESTS.find((option) => option.id === id)?.name ?? id;

/**
 * One page of a list, and the page shown: back to the last page when the one shown no longer
 * exists (its last row was deleted).
 */
function usePagedList<Page extends { pageCount: number }>(queryKey: readonly unknown[], load: (page: number) => Promise<Page>) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: [...queryKey, page], queryFn: () => load(page) });
  const pageCount = query.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  return { query, page, setPage };
}

export function InboxScreen() {
  const client = useApiClient();
  const messages = usePagedList(MESSAGES_KEY, (page) => client.inbox.messages(page));
  const subscribers = usePagedList(SUBSCRIBERS_KEY, (page) => client.inbox.subscribers(page));
  const unhandled = messages.query.data?.unhandled ?? 0;

  return (
    <>
      <AdminPageMeta title="Inbox" />
      <ScreenHeading title="Inbox" description="Messages from the contact form and newsletter sign-ups." />
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="messages" variant="enclosed" colorPalette="brand">
        <Tabs.List bg="white" borderWidth="1px">
          <Tabs.Trigger value="messages">
            Messages
            {unhandled > 0 && (
              <Badge colorPalette="red" variant="solid" ms="1">
                {unhandled} new
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="subscribers">
            Subscribers
            {subscribers.query.data && (
              <Badge variant="subtle" ms="1">
                {subscribers.query.data.total}
              </Badge>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages">
          <MessagesPanel messages={messages.query.data?.items} loading={messages.query.isPending} failed={messages.query.isError} />
          <Pager label="Messages pages" page={messages.page} pageCount={messages.query.data?.pageCount ?? 1} onPage={messages.setPage} />
        </Tabs.Content>
        <Tabs.Content value="subscribers">
          <SubscribersPanel subscribers={subscribers.query.data?.items} loading={subscribers.query.isPending} failed={subscribers.query.isError} />
          <Pager label="Subscribers pages" page={subscribers.page} pageCount={subscribers.query.data?.pageCount ?? 1} onPage={subscribers.setPage} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function useCsvExport(load: () => Promise<string>, name: string) {
  const notify = useNotify();
  return useMutation({
    mutationFn: load,
    onSuccess: (csv) => downloadFile(csv, `jacobs-${name}-${todayStamp()}.csv`, 'text/csv;charset=utf-8'),
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to export CSV') }),
  });
}

/** Delete with a confirmation: which item is asked about, and the call with its toasts. */
function useConfirmedDelete<T extends { id: number }>(remove: (id: number) => Promise<void>, queryKey: readonly unknown[], what: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T | null>(null);
  // The record the dialog names: kept while the dialog closes, so its text does not change as it fades.
  const [named, setNamed] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setPending(null);
      notify.success({ title: 'Success', description: `${what} deleted successfully` });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      setPending(null);
      notify.error({ title: 'Error', description: errorText(error, `Failed to delete ${what.toLowerCase()}`) });
    },
  });
  return {
    ask(item: T) {
      setPending(item);
      setNamed(item);
    },
    named,
    dialog: {
      open: pending !== null,
      busy: mutation.isPending,
      onConfirm: () => pending && mutation.mutate(pending.id),
      onCancel: () => setPending(null),
    },
  };
}

/** Previous / "Page X of Y" / Next, when there is more than one page. */
function Pager({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage(page: number): void }) {
  if (pageCount <= 1) return null;
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" pt="4">
      <Button size="sm" variant="outline" colorPalette="ink" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button size="sm" variant="outline" colorPalette="ink" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </Flex>
  );
}

function PanelHeader({ title, onExport, exporting }: { title: string; onExport(): void; exporting: boolean }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text as="h2" fontFamily="heading" fontSize="2xl" fontWeight="semibold">
        {title}
      </Text>
      <Button variant="outline" colorPalette="ink" size="sm" loading={exporting} onClick={onExport}>
        <Download aria-hidden /> Export CSV
      </Button>
    </Flex>
  );
}

function PanelState({ loading, failed, empty, emptyText }: { loading: boolean; failed: boolean; empty: boolean; emptyText: string }) {
  if (loading)
    return (
      <Center py="10" role="status">
        <Spinner color="brand.solid" />
        <Text srOnly>Loading…</Text>
      </Center>
    );
  if (failed) return <Text color="red.700">Could not load the inbox.</Text>;
  if (empty)
    return (
      <Text color="fg.muted" textAlign="center" py="8">
        {emptyText}
      </Text>
    );
  return null;
}

function MessagesPanel({ messages, loading, failed }: { messages?: ContactMessage[]; loading: boolean; failed: boolean }) {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const exportCsv = useCsvExport(() => client.inbox.messagesCsv(), 'messages');
  const remove = useConfirmedDelete<ContactMessage>((id) => client.inbox.deleteMessage(id), MESSAGES_KEY, 'Message');

  const setHandled = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => client.inbox.setHandled(id, handled),
    onSuccess: (message) => {
      notify.success({ title: 'Success', description: message.handled ? 'Message marked as handled' : 'Message marked as unhandled' });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to update message') }),
  });

  const list = messages ?? [];
  return (
    <Stack gap="4" pt="2">
      <PanelHeader title="Contact Messages" exporting={exportCsv.isPending} onExport={() => exportCsv.mutate()} />
      <PanelState loading={loading} failed={failed} empty={list.length === 0} emptyText="No messages yet." />
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Contact messages">
        {list.map((message) => (
          <Card.Root as="li" key={message.id} variant="outline" bg="white" borderLeftWidth="4px" borderLeftColor={message.handled ? 'gray.300' : 'brand.solid'} data-testid="inbox-message">
            <Card.Body gap="2">
              <Flex justify="space-between" gap="3" align="flex-start">
                <Text as="h3" fontWeight="semibold" fontSize="lg">
                  {message.name}
                </Text>
                {message.handled ? (
                  <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
                    Handled
                  </Badge>
                ) : (
                  <Badge colorPalette="red" variant="subtle" flexShrink={0}>
                    New
                  </Badge>
                )}
              </Flex>
              <HStack gap="1" columnGap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                <Link recipe={linkRecipe} href={`mailto:${message.email}`} color="ink.fg">
                  {message.email}
                </Link>
                {message.phone && <Text>{message.phone}</Text>}
                {message.service && <Text>Interested in: {serviceName(message.service)}</Text>}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </Text>
              <MessageSource message={message} />
              {message.rugFit && <RugFitDetails messageId={message.id} sender={message.name} rugFit={message.rugFit} />}
              <Text whiteSpace="pre-wrap">{message.message}</Text>
              <HStack gap="2" pt="1" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="ink"
                  disabled={setHandled.isPending}
                  onClick={() => setHandled.mutate({ id: message.id, handled: !message.handled })}
                >
                  {message.handled ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
                  {message.handled ? 'Mark unhandled' : 'Mark handled'}
                </Button>
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => remove.ask(message)} aria-label={`Delete message from ${message.name}`}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ConfirmDialog
        {...remove.dialog}
        title="Are you sure?"
        message={deleteMessage('message from', remove.named?.name)}
        confirmLabel="Delete"
      />
    </Stack>
  );
}

function SubscribersPanel({ subscribers, loading, failed }: { subscribers?: Subscriber[]; loading: boolean; failed: boolean }) {
  const client = useApiClient();
  const exportCsv = useCsvExport(() => client.inbox.subscribersCsv(), 'subscribers');
  const remove = useConfirmedDelete<Subscriber>((id) => client.inbox.deleteSubscriber(id), SUBSCRIBERS_KEY, 'Subscriber');

  const list = subscribers ?? [];
  return (
    <Stack gap="4" pt="2">
      <PanelHeader title="Newsletter Subscribers" exporting={exportCsv.isPending} onExport={() => exportCsv.mutate()} />
      <PanelState loading={loading} failed={failed} empty={list.length === 0} emptyText="No subscribers yet." />
      {list.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" aria-label="Newsletter subscribers">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Subscribed</Table.ColumnHeader>
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
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove.ask(subscriber)} aria-label={`Delete subscriber ${subscriber.email}`}>
                      <Trash2 aria-hidden /> Delete
                    </Button>
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
