// /admin/inbox (docs/product/routes.md#admin-screens): contact messages and newsletter subscribers, a page at a time
// (the server's pages, newest first), and apart, as a mail service's spam folder, what came past the
// forms' hourly allowance and waits for review (decision 177); the CSV exports hold everything.
import { Badge, Box, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { MESSAGES_KEY, SUBSCRIBERS_KEY } from './inbox/inbox-keys.ts';
import { MessagesPanel } from './inbox/messages-panel.tsx';
import { Pager } from '../pager.tsx';
import { usePagedList } from './inbox/paged-list.tsx';
import { SubscribersPanel } from './inbox/subscribers-panel.tsx';

const HELD_TAB = 'held';

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
