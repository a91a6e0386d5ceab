// The Settings screen's new-lead email card (decision 150): whether mail goes out and to whom, what
// waits, what is held for review and not emailed (decision 177), the last failure, and a test email
// sent at once.
import { Alert, Button, Card, DataList, Stack, Text } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api-client/api-client.ts';
import { NOTIFICATION_MESSAGES, type NotificationStatus } from '../../../contract/notifications.ts';
import { href } from '../../../paths.ts';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient } from '../../api-client-context.tsx';
import { HELD_EXPLANATION, heldSummary } from '../../held-summary.ts';
import { RecordStatus } from '../../editor/record-status.tsx';
import { errorText } from '../../errors.ts';
import { formatDateTime } from '../../format-date-time.ts';
import { useNotify } from '../../toaster.tsx';

const STATUS_KEY = ['admin', 'notifications'] as const;
const TITLE_ID = 'notifications-title';

/** GET /api/admin/notifications: this card's status, and the room photos' card's. */
export const notificationsQuery = (client: ApiClient) => queryOptions({ queryKey: STATUS_KEY, queryFn: () => client.call('notifications') });

export function NotificationsCard() {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery(notificationsQuery(client));

  const test = useMutation({
    mutationFn: () => client.call('sendTestEmail', { body: {} }),
    onSuccess: (result) => {
      if (result.sent) notify.success({ title: 'Test email sent', description: `Sent to ${result.recipient}.` });
      else notify.error({ title: 'Test email failed', description: result.error ?? 'The mail server did not take it.' });
    },
    onError: (error) => notify.error({ title: 'Test email failed', description: errorText(error, 'Failed to send the test email') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });

  return (
    <Card.Root as="section" aria-labelledby={TITLE_ID} variant="outline" bg="white">
      <Card.Header>
        <Card.Title as="h2" id={TITLE_ID} fontFamily="heading" fontSize="2xl">
          New-lead emails
        </Card.Title>
        <Card.Description>Each contact message is emailed at once; new newsletter subscribers come in one email each morning at 7:00 (Chicago time).</Card.Description>
      </Card.Header>
      {status.data ? (
        <Card.Body gap="4">
          <StatusDetails status={status.data} />
          <HeldNotice status={status.data} />
        </Card.Body>
      ) : (
        <RecordStatus failed={status.isError} failedText={errorText(status.error, 'Error loading email status')} />
      )}
      <Card.Footer>
        <Button variant="outline" colorPalette="ink" disabled={!status.data?.smtpConfigured} loading={test.isPending} loadingText="Sending..." onClick={() => test.mutate()}>
          <Send aria-hidden /> Send test email
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function HeldNotice({ status }: { status: NotificationStatus }) {
  const held = heldSummary(status.held);
  if (!held) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Held for review: {held}</Alert.Title>
        <Alert.Description>
          {HELD_EXPLANATION}{' '}
          <RouterLink to={href.heldForReview} style={{ textDecoration: 'underline' }}>
            Review them in the inbox
          </RouterLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function StatusDetails({ status }: { status: NotificationStatus }) {
  if (!status.smtpConfigured) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{NOTIFICATION_MESSAGES.smtpNotConfigured}</Alert.Title>
          <Alert.Description>
            New messages wait in the Inbox. Set SMTP_URL and MAIL_FROM on the server to have them emailed to {status.recipient}.
            {status.invitations ? null : ` ${NOTIFICATION_MESSAGES.invitationsOff}`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const rows: [label: string, value: string][] = [
    ['Sent to', status.recipient],
    ['Mail server', status.server ?? ''],
    ['Waiting to send', String(status.queued)],
    ['Last sent', status.lastSentAt ? formatDateTime(status.lastSentAt) : 'Nothing yet'],
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {status.lastFailure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Last notification failed: {status.lastFailure.error}</Alert.Title>
            <Alert.Description>
              <Text as="span">
                <time dateTime={status.lastFailure.at}>{formatDateTime(status.lastFailure.at)}</time>. The message itself is safe in the Inbox.
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
