// The contact messages of one view (the inbox, or what is held for review), each as a card: who
// sent it, how to answer, where the visit came from, a Rug Fit's details, and its actions.
import { Badge, Button, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check, Inbox, RotateCcw, Trash2 } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../contract/inbox.ts';
import { serviceInterestName } from '../../../contract/service-interests.ts';
import { telHref } from '../../../domain/phone.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { deleteMessage } from '../../delete-messages.ts';
import { errorText } from '../../errors.ts';
import { formatDateTime as formatDate } from '../../format-date-time.ts';
import { useNotify } from '../../toaster.tsx';
import { MessageSource } from '../message-source.tsx';
import { RugFitDetails } from '../rug-fit-lead.tsx';
import { INBOX_KEY, MESSAGES_KEY } from './inbox-keys.ts';
import { ExportButton, PanelHeader, PanelState, type PanelProps } from './panel-parts.tsx';
import { DeleteAllHeld, useConfirmedDelete, useRelease } from './row-actions.tsx';

export function MessagesPanel({ view, total, messages, loading, failed }: PanelProps & { messages?: ContactMessage[] }) {
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
