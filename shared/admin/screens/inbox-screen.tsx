// /admin/inbox (docs/product/routes.md#admin-screens): contact messages and newsletter subscribers, a page at a time
// (the server's pages, newest first), and apart, as a mail service's spam folder, what came past the
// forms' hourly allowance and waits for review (decision 177); the CSV exports hold everything.
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Center, Flex, HStack, Link, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { Check, ChevronLeft, ChevronRight, Download, Inbox, RotateCcw, Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, HeldDeleted, InboxView, Subscriber } from '../../contract/inbox.ts';
import { serviceInterestName } from '../../contract/service-interests.ts';
import { telHref } from '../../domain/phone.ts';
import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { deleteMessage, removeSubscriberMessage } from '../delete-messages.ts';
import { downloadFile, todayStamp } from '../download.ts';
import { errorText } from '../errors.ts';
import { formatDateTime as formatDate } from '../format-date-time.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';
import { MessageSource, VisitEntries } from './message-source.tsx';
import { RugFitDetails } from './rug-fit-lead.tsx';

const INBOX_KEY = ['admin', 'inbox'] as const;
const MESSAGES_KEY = [...INBOX_KEY, 'messages'] as const;
const SUBSCRIBERS_KEY = [...INBOX_KEY, 'subscribers'] as const;
const HELD_TAB = 'held';


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
  const [params] = useSearchParams();
  const messages = usePagedList([...MESSAGES_KEY, 'inbox'], (page) => client.call('messages', { query: { page, view: 'inbox' } }));
  const subscribers = usePagedList([...SUBSCRIBERS_KEY, 'inbox'], (page) => client.call('subscribers', { query: { page, view: 'inbox' } }));
  const heldMessages = usePagedList([...MESSAGES_KEY, 'held'], (page) => client.call('messages', { query: { page, view: 'held' } }));
  const heldSubscribers = usePagedList([...SUBSCRIBERS_KEY, 'held'], (page) => client.call('subscribers', { query: { page, view: 'held' } }));
  const unhandled = messages.query.data?.unhandled ?? 0;
  const held = (heldMessages.query.data?.total ?? 0) + (heldSubscribers.query.data?.total ?? 0);

  return (
    <>
      <AdminPageMeta title="Inbox" />
      <ScreenHeading title="Inbox" description="Messages from the contact form and newsletter sign-ups." />
      <Tabs.Root defaultValue={params.get('view') === HELD_TAB ? HELD_TAB : 'messages'} variant="enclosed" colorPalette="brand">
        <Tabs.List bg="white" borderWidth="1px" flexWrap="wrap">
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
          <Tabs.Trigger value={HELD_TAB}>
            Held for review
            {held > 0 && (
              <Badge colorPalette="orange" variant="solid" ms="1">
                {held}
              </Badge>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages">
          <MessagesPanel view="inbox" total={messages.query.data?.total ?? 0} messages={messages.query.data?.items} loading={messages.query.isPending} failed={messages.query.isError} />
          <Pager label="Messages pages" page={messages.page} pageCount={messages.query.data?.pageCount ?? 1} onPage={messages.setPage} />
        </Tabs.Content>
        <Tabs.Content value="subscribers">
          <SubscribersPanel view="inbox" total={subscribers.query.data?.total ?? 0} subscribers={subscribers.query.data?.items} loading={subscribers.query.isPending} failed={subscribers.query.isError} />
          <Pager label="Subscribers pages" page={subscribers.page} pageCount={subscribers.query.data?.pageCount ?? 1} onPage={subscribers.setPage} />
        </Tabs.Content>
        <Tabs.Content value={HELD_TAB}>
          <Stack gap="8">
            <Text color="fg.muted" maxW="3xl">
              More messages or sign-ups came within an hour than the site delivers at once, so these were kept apart: they are not emailed and not counted as leads.
              Release the real ones to the inbox (a message is emailed then); delete the rest.
            </Text>
            <Box>
              <MessagesPanel view="held" total={heldMessages.query.data?.total ?? 0} messages={heldMessages.query.data?.items} loading={heldMessages.query.isPending} failed={heldMessages.query.isError} />
              <Pager label="Held messages pages" page={heldMessages.page} pageCount={heldMessages.query.data?.pageCount ?? 1} onPage={heldMessages.setPage} />
            </Box>
            <Box>
              <SubscribersPanel view="held" total={heldSubscribers.query.data?.total ?? 0} subscribers={heldSubscribers.query.data?.items} loading={heldSubscribers.query.isPending} failed={heldSubscribers.query.isError} />
              <Pager label="Held sign-ups pages" page={heldSubscribers.page} pageCount={heldSubscribers.query.data?.pageCount ?? 1} onPage={heldSubscribers.setPage} />
            </Box>
          </Stack>
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
function useConfirmedDelete<T extends { id: number }>(remove: (id: number) => Promise<unknown>, queryKey: readonly unknown[], what: string) {
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

/** A list's heading and its action: Export CSV for the inbox, Delete all for what is held. */
function PanelHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text as="h2" fontFamily="heading" fontSize="2xl" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Flex>
  );
}

function ExportButton({ load, name }: { load: () => Promise<string>; name: string }) {
  const exportCsv = useCsvExport(load, name);
  return (
    <Button variant="outline" colorPalette="ink" size="sm" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download aria-hidden /> Export CSV
    </Button>
  );
}

/** What the held rows are called: one, and more. */
type Named = readonly [one: string, many: string];
const named = ([one, many]: Named, count: number) => `${count} held ${count === 1 ? one : many}`;

/** Deletes every held message or sign-up at once, once the real ones are released (decision 177). */
function DeleteAllHeld({ remove, what, count }: { remove: () => Promise<HeldDeleted>; what: Named; count: number }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: ({ deleted }) => {
      setAsking(false);
      notify.success({ title: 'Success', description: `${named(what, deleted)} deleted` });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => {
      setAsking(false);
      notify.error({ title: 'Error', description: errorText(error, `Failed to delete the held ${what[1]}`) });
    },
  });
  if (count === 0) return null;
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setAsking(true)} aria-label={`Delete all held ${what[1]}`}>
        <Trash2 aria-hidden /> Delete all held
      </Button>
      <ConfirmDialog
        open={asking}
        busy={mutation.isPending}
        title="Are you sure?"
        message={`Every held ${what[0]} (${count}) will be permanently deleted. This action cannot be undone.`}
        confirmLabel="Delete all"
        onConfirm={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** Moves a held message or sign-up to the inbox: emailed (a message) or in the next digest (a sign-up) from then on. */
function useRelease<T>(release: (id: number) => Promise<T>, what: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: release,
    onSuccess: () => {
      notify.success({ title: 'Success', description: `${what} released to the inbox` });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, `Failed to release the ${what.toLowerCase()}`) }),
  });
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

interface PanelProps {
  view: InboxView;
  /** All of the view's rows, whatever the page. */
  total: number;
  loading: boolean;
  failed: boolean;
}

function MessagesPanel({ view, total, messages, loading, failed }: PanelProps & { messages?: ContactMessage[] }) {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useConfirmedDelete<ContactMessage>((id) => client.call('deleteMessage', { params: { id } }), INBOX_KEY, 'Message');
  const release = useRelease((id) => client.call('releaseMessage', { params: { id } }), 'Message');

  const setHandled = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => client.call('updateMessage', { params: { id }, body: { handled } }),
    onSuccess: (message) => {
      notify.success({ title: 'Success', description: message.handled ? 'Message marked as handled' : 'Message marked as unhandled' });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to update message') }),
  });

  const list = messages ?? [];
  const held = view === 'held';
  return (
    <Stack gap="4" pt="2">
      <PanelHeader title={held ? 'Held Messages' : 'Contact Messages'}>
        {held ? <DeleteAllHeld remove={() => client.call('deleteHeldMessages')} what={['message', 'messages']} count={total} /> : <ExportButton load={() => client.call('messagesCsv')} name="messages" />}
      </PanelHeader>
      <PanelState loading={loading} failed={failed} empty={list.length === 0} emptyText={held ? 'No messages are held.' : 'No messages yet.'} />
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={held ? 'Held messages' : 'Contact messages'}>
        {list.map((message) => (
          <Card.Root
            as="li"
            key={message.id}
            variant="outline"
            bg="white"
            borderLeftWidth="4px"
            borderLeftColor={held ? 'orange.400' : message.handled ? 'gray.300' : 'brand.solid'}
            data-testid={held ? 'held-message' : 'inbox-message'}
          >
            <Card.Body gap="2">
              <Flex justify="space-between" gap="3" align="flex-start">
                <Text as="h3" fontWeight="semibold" fontSize="lg">
                  {message.name}
                </Text>
                {held ? (
                  <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
                    Held
                  </Badge>
                ) : message.handled ? (
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
                <Link href={`mailto:${message.email}`} color="ink.fg">
                  {message.email}
                </Link>
                {message.phone && <PhoneNumber phone={message.phone} />}
                {message.service && <Text>Interested in: {serviceInterestName(message.service)}</Text>}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </Text>
              <MessageSource message={message} />
              {message.rugFit && <RugFitDetails messageId={message.id} sender={message.name} rugFit={message.rugFit} />}
              <Text whiteSpace="pre-wrap">{message.message}</Text>
              <HStack gap="2" pt="1" wrap="wrap">
                {held ? (
                  <Button size="sm" variant="outline" colorPalette="ink" disabled={release.isPending} onClick={() => release.mutate(message.id)}>
                    <Inbox aria-hidden /> Release to inbox
                  </Button>
                ) : (
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
                )}
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

function SubscribersPanel({ view, total, subscribers, loading, failed }: PanelProps & { subscribers?: Subscriber[] }) {
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

/** A visitor's phone number, as a link that calls it (one from before numbers were checked may not be dialable: then text). */
function PhoneNumber({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!href) return <Text>{phone}</Text>;
  return (
    <Link href={href} color="ink.fg">
      {phone}
    </Link>
  );
}
