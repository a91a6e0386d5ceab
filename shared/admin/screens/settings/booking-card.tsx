// The Settings screen's booking card (docs/product/rules.md#booking): whether invitations go out
// (they need SMTP_URL; where Book buttons lead and the time zone are site settings, in their form),
// and the private calendar feed: an address with a secret the owner adds to their phone's calendar, renewed
// (the old address stops working) or revoked. Links to Bookings and what can be booked.
import { useState } from 'react';
import { Alert, Box, Button, Card, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Check, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from '../../../contract/notifications.ts';
import { paths } from '../../../paths.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { LazyConfirmDialog } from '../../lazy-confirm-dialog.tsx';
import { RecordStatus } from '../../editor/record-status.tsx';
import { errorText } from '../../errors.ts';
import { formatDateTime } from '../../format-date-time.ts';
import { useNotify } from '../../toaster.tsx';

const FEED_KEY = ['admin', 'booking-feed'] as const;
const TITLE_ID = 'booking-card-title';

export function BookingCard() {
  const client = useApiClient();
  // The new-lead email card's read: whether mail goes out, which invitations need.
  const status = useQuery({ queryKey: ['admin', 'notifications'], queryFn: () => client.call('notifications') });
  return (
    <Card.Root as="section" aria-labelledby={TITLE_ID} variant="outline" bg="white">
      <Card.Header>
        <Card.Title as="h2" id={TITLE_ID} fontFamily="heading" fontSize="2xl">
          Booking
        </Card.Title>
        <Card.Description>Where Book buttons lead and the time zone are with the site settings. Each booking comes to Bookings, the inbox and your calendar.</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        {status.data ? (
          status.data.invitations ? (
            <Text fontSize="sm" data-testid="invitations">
              <Text as="span" fontWeight="semibold">
                Invitations are on:
              </Text>{' '}
              confirmations, changes, cancellations and reminders are emailed with calendar invitations, to the visitor and to {status.data.recipient}.
            </Text>
          ) : (
            <Alert.Root status="warning" data-testid="invitations">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Invitations are off</Alert.Title>
                <Alert.Description>{NOTIFICATION_MESSAGES.invitationsOff}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )
        ) : (
          <RecordStatus failed={status.isError} failedText={errorText(status.error, 'Error loading the email status')} />
        )}
        <CalendarFeed />
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild variant="outline" colorPalette="ink" size="sm">
          <RouterLink to={paths.admin.bookings}>
            <CalendarClock aria-hidden /> Open Bookings
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="ink" size="sm">
          <RouterLink to={paths.admin.bookingAvailability}>Booking hours</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The private calendar feed's address, to copy into a calendar app; renew or revoke it. */
function CalendarFeed() {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'renew' | 'revoke' | null>(null);
  const feed = useQuery({ queryKey: FEED_KEY, queryFn: () => client.call('bookingFeed') });
  const change = useMutation({
    mutationFn: (action: 'renew' | 'revoke') => (action === 'renew' ? client.call('renewBookingFeed', { body: {} }) : client.call('revokeBookingFeed')),
    onSuccess: (answer, action) => {
      setAsking(null);
      queryClient.setQueryData(FEED_KEY, answer);
      notify.success({ title: 'Success', description: action === 'renew' ? 'A new calendar address is ready: add it to your calendar' : 'The calendar address no longer works' });
    },
    onError: (error) => {
      setAsking(null);
      notify.error({ title: 'Error', description: errorText(error, 'Failed to change the calendar address') });
    },
  });
  const url = feed.data?.url ?? null;
  const renew = () => (url ? setAsking('renew') : change.mutate('renew'));
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!url) return;
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => notify.error({ title: 'Error', description: 'Could not copy: select the address and copy it' }),
    );
  };

  return (
    <Box as="section" aria-labelledby="calendar-feed-title" borderTopWidth="1px" borderColor="border.muted" pt="4">
      <Text as="h3" id="calendar-feed-title" fontWeight="semibold" mb="1">
        Your calendar feed
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        A private address that puts every booking in your phone’s or computer’s calendar (Google, Apple, Outlook: add a calendar by its address). Anyone with the address sees your bookings: renew it if it reached someone else.
      </Text>
      {feed.isPending ? null : feed.isError ? (
        <Text color="fg.error">{errorText(feed.error, 'Could not load the calendar address')}</Text>
      ) : (
        <Stack gap="3">
          {url ? (
            <>
              <Flex gap="2" align="center">
                <Input readOnly value={url} aria-label="Calendar address" fontFamily="mono" fontSize="xs" bg="bg.muted" data-testid="calendar-feed-url" onFocus={(event) => event.currentTarget.select()} />
                <Button size="sm" variant="outline" colorPalette="ink" flexShrink={0} onClick={copy}>
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
                </Button>
              </Flex>
              {feed.data?.createdAt ? (
                <Text fontSize="xs" color="fg.muted">
                  Made <time dateTime={feed.data.createdAt}>{formatDateTime(feed.data.createdAt)}</time>.{' '}
                  <Link href={url.replace(/^https?:/, 'webcal:')} variant="underline" color="ink.fg">
                    Open in your calendar app
                  </Link>
                </Text>
              ) : null}
            </>
          ) : (
            <Text fontSize="sm">There is no calendar address now.</Text>
          )}
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" colorPalette="ink" loading={change.isPending && change.variables === 'renew'} onClick={renew}>
              <RefreshCw aria-hidden /> {url ? 'Renew the address' : 'Make a calendar address'}
            </Button>
            {url ? (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setAsking('revoke')}>
                <Link2Off aria-hidden /> Revoke
              </Button>
            ) : null}
          </Flex>
        </Stack>
      )}
      <LazyConfirmDialog
        open={asking !== null}
        title={asking === 'revoke' ? 'Revoke the calendar address?' : 'Renew the calendar address?'}
        message={
          asking === 'revoke'
            ? 'The address stops working at once: calendars that use it no longer show your bookings. You can make a new one later.'
            : 'The address in use stops working at once; add the new one to your calendars.'
        }
        confirmLabel={asking === 'revoke' ? 'Revoke' : 'Renew'}
        busy={change.isPending}
        onConfirm={() => asking && change.mutate(asking)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
