// /admin/bookings (docs/product/routes.md#admin-screens; docs/product/rules.md#booking): the
// consultations visitors booked, by day in the site's zone: upcoming (soonest first), past and
// cancelled (latest first), and the requests held past the hourly allowance, to confirm or decline.
// The owner cancels one with a note the visitor is sent, marks one done or no-show once it has
// started, and blocks a time (it disappears from the booking page; nobody is mailed). The hours,
// the consultation types and the days off are their own screens, linked here. `?id=` opens one
// booking at the top (the inbox's link from its lead). Bookings are not records the studio edits
// offline: reading works offline (the last answer read), every action needs the server.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Center, Flex, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { Ban, CalendarClock, CalendarOff, CalendarX2, Check, Clock, Inbox, ListChecks, Trash2, UserX } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BOOKING_VIEWS, type AdminBooking, type BookingBlock, type BookingStatus, type BookingView } from '../../contract/booking.ts';
import { RESOURCE_ADDRESSES } from '../../contract/resource-addresses.ts';
import { parseRecordId } from '../../domain/record-id.ts';
import { telHref } from '../../domain/phone.ts';
import { dayText, timeText, zoneName } from '../../domain/booking/when.ts';
import { addDays, instantOf } from '../../domain/booking/wall-clock.ts';
import { paths } from '../../paths.ts';
import { recordTextIn } from '../record-address.ts';
import { AdminDialog } from '../admin-dialog.tsx';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { Pager } from '../pager.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { errorText, fieldErrorsOf } from '../errors.ts';
import { DASHBOARD_KEY } from '../dashboard-query.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';
import { TextAreaField, TextField } from '../editor/form-controls.tsx';
import { onContentServer } from '../content-server-url.ts';

const BOOKINGS_KEY = ['admin', 'bookings'] as const;
const BLOCKS_KEY = ['admin', 'booking-blocks'] as const;

const VIEW_LABELS: Record<BookingView, string> = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' };
const EMPTY_TEXT: Record<BookingView, string> = {
  upcoming: 'No upcoming bookings yet. They appear here as visitors book on the site.',
  past: 'No past bookings yet.',
  cancelled: 'No cancelled bookings.',
};

/** A booking's status as the owner reads it, with its badge's colour. */
const STATUS: Record<BookingStatus, { label: string; palette: string }> = {
  confirmed: { label: 'Confirmed', palette: 'green' },
  requested: { label: 'Awaits your confirmation', palette: 'orange' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  done: { label: 'Done', palette: 'blue' },
  noShow: { label: 'No-show', palette: 'red' },
};

const viewOf = (value: string | null): BookingView => BOOKING_VIEWS.find((view) => view === value) ?? 'upcoming';

/** Every booking answer read again after a change (the views, the dashboard's next three and its lead figures). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    void queryClient.invalidateQueries({ queryKey: BLOCKS_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
}

export function BookingsScreen() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const selected = parseRecordId(recordTextIn(params));
  const setView = (next: BookingView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next);
      updated.delete('id');
      return updated;
    });

  return (
    <>
      <AdminPageMeta title="Bookings" />
      <ScreenHeading title="Bookings" description="Consultations booked on the site, by day. Times are in the site’s time zone (Settings)." />
      <SetupLinks />
      {selected !== undefined ? <SelectedBooking id={selected} /> : null}
      <Tabs.Root value={view} onValueChange={(details) => setView(viewOf(details.value))} variant="enclosed" colorPalette="brand" mt="6">
        <Tabs.List bg="white" borderWidth="1px" flexWrap="wrap">
          {BOOKING_VIEWS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {VIEW_LABELS[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BOOKING_VIEWS.map((name) => (
          <Tabs.Content key={name} value={name}>
            {name === view ? <BookingDays view={name} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <BlockTimeCard />
    </>
  );
}

/** The screens that set what can be booked: the weekly hours, the consultation types, the days off. */
function SetupLinks() {
  const links = [
    { to: paths.admin.bookingAvailability, label: 'Booking hours', icon: <Clock aria-hidden /> },
    { to: paths.admin.consultationTypes, label: RESOURCE_ADDRESSES.consultationTypes.screen.nav, icon: <ListChecks aria-hidden /> },
    { to: paths.admin.bookingExceptions, label: RESOURCE_ADDRESSES.bookingExceptions.screen.nav, icon: <CalendarOff aria-hidden /> },
  ];
  return (
    <Flex as="nav" aria-label="What visitors can book" gap="2" wrap="wrap">
      {links.map((link) => (
        <Button key={link.to} asChild variant="outline" colorPalette="ink" size="sm" bg="white">
          <RouterLink to={link.to}>
            {link.icon} {link.label}
          </RouterLink>
        </Button>
      ))}
    </Flex>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Center py="10" role="status">
      <Spinner color="brand.solid" />
      <Text srOnly>{label}</Text>
    </Center>
  );
}

/** One view, a page of it at a time, by day. */
function BookingDays({ view }: { view: BookingView }) {
  const client = useApiClient();
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [...BOOKINGS_KEY, view, page], queryFn: () => client.call('bookings', { query: { view, page } }) });
  if (list.isPending) return <Loading label="Loading bookings…" />;
  if (list.isError) return <Text color="fg.error">{errorText(list.error, 'Could not load the bookings.')}</Text>;
  const { days, timeZone, requested, pageCount } = list.data;
  return (
    <Stack gap="6" pt="2">
      {view === 'upcoming' && requested > 0 ? (
        <Card.Root variant="outline" bg="orange.50" borderColor="orange.300" role="status">
          <Card.Body gap="1">
            <Text fontWeight="semibold" color="orange.900">
              {requested === 1 ? '1 request awaits your confirmation' : `${requested} requests await your confirmation`}
            </Text>
            <Text fontSize="sm" color="orange.900">
              More bookings came within an hour than the site takes at once, so these wait for you: they hold no time and nobody was emailed. Confirm the real ones (the visitor is sent the invitation then); decline the rest.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : null}
      {days.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8">
          {EMPTY_TEXT[view]}
        </Text>
      ) : (
        days.map((day) => (
          <Box as="section" key={day.date} aria-labelledby={`day-${day.date}`}>
            <Heading as="h2" id={`day-${day.date}`} fontFamily="heading" fontSize="2xl" fontWeight="semibold" color="walnut.800" mb="3">
              {dayText(day.bookings[0].start, timeZone)}
            </Heading>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {day.bookings.map((booking) => (
                <BookingCard key={booking.id} booking={booking} timeZone={timeZone} />
              ))}
            </Stack>
          </Box>
        ))
      )}
      <Pager label="Bookings pages" page={page} pageCount={pageCount} onPage={setPage} />
    </Stack>
  );
}

/** `?id=`: one booking, at the top, wherever its view and page are. */
function SelectedBooking({ id }: { id: number }) {
  const client = useApiClient();
  const booking = useQuery({ queryKey: [...BOOKINGS_KEY, 'one', id], queryFn: () => client.call('booking', { params: { id } }) });
  const zone = useQuery({ queryKey: [...BOOKINGS_KEY, 'upcoming', 1], queryFn: () => client.call('bookings', { query: { view: 'upcoming', page: 1 } }) });
  return (
    <Box as="section" aria-label="The booking you opened" mt="6">
      {booking.isPending || zone.isPending ? (
        <Loading label="Loading the booking…" />
      ) : booking.isError || zone.isError ? (
        <Text color="fg.error">{errorText(booking.error ?? zone.error, 'Could not load this booking.')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0">
          <BookingCard booking={booking.data} timeZone={zone.data.timeZone} withDay highlighted />
        </Stack>
      )}
    </Box>
  );
}

/** Whether it has started (an outcome can be marked), and whether it is still to come (it can be cancelled). */
const hasStarted = (booking: AdminBooking) => Date.parse(booking.start) <= Date.now();
const isOpen = (booking: AdminBooking) => (booking.status === 'confirmed' || booking.status === 'requested') && Date.parse(booking.end) > Date.now();

function BookingCard({ booking, timeZone, withDay = false, highlighted = false }: { booking: AdminBooking; timeZone: string; withDay?: boolean; highlighted?: boolean }) {
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [cancelling, setCancelling] = useState(false);
  const status = STATUS[booking.status];
  const act = useMutation({
    mutationFn: (action: 'confirm' | 'done' | 'noShow') =>
      action === 'confirm' ? client.call('confirmBooking', { params: { id: booking.id }, body: {} }) : client.call('updateBooking', { params: { id: booking.id }, body: { status: action } }),
    onSuccess: (updated) => {
      notify.success({ title: 'Success', description: updated.status === 'confirmed' ? `Confirmed: ${booking.name} is sent the invitation` : `Marked ${STATUS[updated.status].label.toLowerCase()}` });
      refresh();
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to update the booking') }),
  });
  const when = `${timeText(booking.start, timeZone)} – ${timeText(booking.end, timeZone)}`;
  const tel = telHref(booking.phone);

  return (
    <Card.Root as="li" variant="outline" bg="white" borderLeftWidth="4px" borderLeftColor={`${status.palette}.500`} data-testid="booking" {...(highlighted ? { boxShadow: 'md', borderColor: 'brand.solid' } : {})}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
          <Box>
            <Text fontWeight="semibold" fontSize="lg" color="walnut.800">
              <time dateTime={booking.start}>{withDay ? `${dayText(booking.start, timeZone)}, ${when}` : when}</time>
              <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                {' '}
                {zoneName(timeZone)}
              </Text>
            </Text>
            <Text as="h3" fontWeight="semibold">
              {booking.name}
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' · '}
                {booking.consultation.name}
              </Text>
            </Text>
          </Box>
          <Badge colorPalette={status.palette} variant="subtle" flexShrink={0}>
            {status.label}
          </Badge>
        </Flex>
        <HStack gap="1" columnGap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <Link href={`mailto:${booking.email}`} color="ink.fg">
            {booking.email}
          </Link>
          {tel ? (
            <Link href={tel} color="ink.fg">
              {booking.phone}
            </Link>
          ) : (
            <Text>{booking.phone}</Text>
          )}
          {booking.neighborhood ? <Text>{booking.neighborhood}</Text> : null}
        </HStack>
        {booking.notes ? <Text whiteSpace="pre-wrap">{booking.notes}</Text> : null}
        {booking.status === 'cancelled' ? (
          <Text fontSize="sm" color="fg.muted">
            Cancelled by {booking.cancelledBy === 'owner' ? 'you' : 'the visitor'}
            {booking.cancelNote ? `: “${booking.cancelNote}”` : ''}
          </Text>
        ) : null}
        <BookingSource booking={booking} />
        <HStack gap="2" pt="1" wrap="wrap">
          {booking.status === 'requested' && isOpen(booking) ? (
            <Button size="sm" colorPalette="brand" loading={act.isPending && act.variables === 'confirm'} onClick={() => act.mutate('confirm')}>
              <Check aria-hidden /> Confirm
            </Button>
          ) : null}
          {booking.status === 'confirmed' && hasStarted(booking) ? (
            <>
              <Button size="sm" variant="outline" colorPalette="ink" loading={act.isPending && act.variables === 'done'} onClick={() => act.mutate('done')}>
                <Check aria-hidden /> Mark done
              </Button>
              <Button size="sm" variant="outline" colorPalette="ink" loading={act.isPending && act.variables === 'noShow'} onClick={() => act.mutate('noShow')}>
                <UserX aria-hidden /> No-show
              </Button>
            </>
          ) : null}
          {isOpen(booking) && !hasStarted(booking) ? (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setCancelling(true)} aria-label={`${booking.status === 'requested' ? 'Decline' : 'Cancel'} the booking of ${booking.name}`}>
              <CalendarX2 aria-hidden /> {booking.status === 'requested' ? 'Decline' : 'Cancel'}
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
      <CancelDialog booking={booking} timeZone={timeZone} open={cancelling} onClose={() => setCancelling(false)} />
    </Card.Root>
  );
}

/** Its lead in the inbox and the page the visitor came from. */
function BookingSource({ booking }: { booking: AdminBooking }) {
  const client = useApiClient();
  if (booking.messageId === null && !booking.fromPage) return null;
  return (
    <Flex gap="4" wrap="wrap" fontSize="sm">
      {booking.messageId !== null ? (
        <Link asChild variant="underline" color="ink.fg">
          <RouterLink to={paths.admin.inbox}>
            <Inbox size={14} aria-hidden /> Also a lead in the inbox
          </RouterLink>
        </Link>
      ) : null}
      {booking.fromPage ? (
        <Text color="fg.muted">
          From page:{' '}
          <Link href={onContentServer(booking.fromPage, client.liveSiteUrl())} target="_blank" rel="noopener noreferrer" variant="underline" color="ink.fg">
            {booking.fromPage}
          </Link>
        </Text>
      ) : null}
    </Flex>
  );
}

/** Cancel (or decline a request) with a note the visitor is sent. */
function CancelDialog({ booking, timeZone, open, onClose }: { booking: AdminBooking; timeZone: string; open: boolean; onClose(): void }) {
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const declining = booking.status === 'requested';
  const cancel = useMutation({
    mutationFn: () => client.call('cancelBooking', { params: { id: booking.id }, body: { note: note.trim() || null } }),
    onSuccess: () => {
      notify.success({ title: 'Success', description: declining ? `Request declined: ${booking.name} is told` : `Cancelled: ${booking.name} is told, and the time is open again` });
      setNote('');
      onClose();
      refresh();
    },
    onError: (failure) => {
      setError(fieldErrorsOf(failure).note);
      notify.error({ title: 'Error', description: errorText(failure, 'Failed to cancel the booking') });
    },
  });
  return (
    <AdminDialog
      open={open}
      busy={cancel.isPending}
      onClose={onClose}
      title={declining ? 'Decline this request?' : 'Cancel this booking?'}
      description={`${booking.name}, ${dayText(booking.start, timeZone)} at ${timeText(booking.start, timeZone)} (${zoneName(timeZone)}). ${declining ? 'They are emailed that the time could not be confirmed.' : 'They are emailed the cancellation, with your note, and their calendar drops it.'}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button colorPalette="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            <CalendarX2 aria-hidden /> {declining ? 'Decline' : 'Cancel booking'}
          </Button>
        </>
      }
    >
      <TextAreaField label="A note for the visitor (optional)" name="note" value={note} onChange={setNote} error={error} rows={3} placeholder="Sorry, something came up. Could we do Thursday instead?" />
    </AdminDialog>
  );
}

/** Block a time (a whole day, or from one time to another): it takes the calendar as a booking does, nobody is mailed. */
function BlockTimeCard() {
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState({ date: '', from: '', to: '', note: '' });
  const [wholeDay, setWholeDay] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const blocks = useQuery({ queryKey: BLOCKS_KEY, queryFn: () => client.call('bookingBlocks') });
  const zone = useQuery({ queryKey: [...BOOKINGS_KEY, 'upcoming', 1], queryFn: () => client.call('bookings', { query: { view: 'upcoming', page: 1 } }) });
  const timeZone = zone.data?.timeZone;
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const block = useMutation({
    mutationFn: (body: { start: string; end: string; note: string | null }) => client.call('createBookingBlock', { body }),
    onSuccess: () => {
      notify.success({ title: 'Success', description: 'Time blocked: visitors can no longer book it' });
      setValues({ date: '', from: '', to: '', note: '' });
      refresh();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors({ date: fields.start ?? '', to: fields.end ?? '', note: fields.note ?? '' });
      notify.error({ title: 'Error', description: errorText(error, 'Failed to block the time') });
    },
  });

  const onSubmit = () => {
    if (!timeZone) return;
    const found: Record<string, string> = {};
    if (!values.date) found.date = 'Choose a date';
    if (!wholeDay && !values.from) found.from = 'Choose a time';
    if (!wholeDay && !values.to) found.to = 'Choose a time';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const start = instantOf(values.date, wholeDay ? 0 : minutes(values.from), timeZone);
    const end = wholeDay ? instantOf(addDays(values.date, 1), 0, timeZone) : instantOf(values.date, minutes(values.to), timeZone);
    if (start === null || end === null) {
      setErrors({ from: 'That time does not exist on that day (the clocks change)' });
      return;
    }
    block.mutate({ start: new Date(start).toISOString(), end: new Date(end).toISOString(), note: values.note.trim() || null });
  };

  return (
    <Card.Root as="section" aria-labelledby="block-title" variant="outline" bg="white" mt="10">
      <Card.Header>
        <Card.Title as="h2" id="block-title" fontFamily="heading" fontSize="2xl">
          Block a time
        </Card.Title>
        <Card.Description>Keep a day or a few hours free: its times disappear from the booking page. Nobody is emailed. For a holiday of several days, use Days off and extra hours.</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField label="Date" name="date" type="date" value={values.date} onChange={set('date')} error={errors.date || undefined} required />
              {wholeDay ? null : (
                <>
                  <TextField label="From" name="from" type="time" value={values.from} onChange={set('from')} error={errors.from || undefined} required />
                  <TextField label="To" name="to" type="time" value={values.to} onChange={set('to')} error={errors.to || undefined} required />
                </>
              )}
            </SimpleGrid>
            <Flex as="label" gap="2" align="center" fontSize="sm" w="fit-content">
              <input type="checkbox" checked={wholeDay} onChange={(event) => setWholeDay(event.currentTarget.checked)} />
              The whole day
            </Flex>
            <TextField label="Note (only you see it)" name="note" value={values.note} onChange={set('note')} error={errors.note || undefined} placeholder="Trade fair" />
            <Box>
              <Button type="submit" colorPalette="brand" loading={block.isPending} disabled={!timeZone}>
                <Ban aria-hidden /> Block this time
              </Button>
            </Box>
          </Stack>
        </form>
        <BlockList blocks={blocks.data} loading={blocks.isPending} failed={blocks.isError} timeZone={timeZone} />
      </Card.Body>
    </Card.Root>
  );
}

function BlockList({ blocks, loading, failed, timeZone }: { blocks: BookingBlock[] | undefined; loading: boolean; failed: boolean; timeZone: string | undefined }) {
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [removing, setRemoving] = useState<BookingBlock | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => client.call('deleteBookingBlock', { params: { id } }),
    onSuccess: () => {
      setRemoving(null);
      notify.success({ title: 'Success', description: 'Block removed: its times are open again' });
      refresh();
    },
    onError: (error) => {
      setRemoving(null);
      notify.error({ title: 'Error', description: errorText(error, 'Failed to remove the block') });
    },
  });
  if (loading || !timeZone) return <Loading label="Loading the blocked times…" />;
  if (failed) return <Text color="fg.error">Could not load the blocked times.</Text>;
  if (!blocks || blocks.length === 0) return null;
  return (
    <Box borderTopWidth="1px" pt="4">
      <Text as="h3" fontWeight="semibold" mb="2">
        Blocked
      </Text>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Blocked times">
        {blocks.map((block) => (
          <Flex as="li" key={block.id} justify="space-between" align="center" gap="3" wrap="wrap" borderWidth="1px" rounded="md" px="3" py="2" data-testid="booking-block">
            <Text>
              <CalendarClock size={16} aria-hidden style={{ display: 'inline', verticalAlign: '-3px', marginRight: 6 }} />
              {blockText(block, timeZone)}
              {block.note ? <Text as="span" color="fg.muted">{` · ${block.note}`}</Text> : null}
            </Text>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(block)} aria-label={`Remove the block of ${blockText(block, timeZone)}`}>
              <Trash2 aria-hidden /> Remove
            </Button>
          </Flex>
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        title="Remove this block?"
        message={removing ? `${blockText(removing, timeZone)} will be open for booking again.` : ''}
        confirmLabel="Remove"
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}

/** "Friday, March 12, 2027, 9:00 AM – 12:00 PM", or the whole day(s). */
function blockText(block: BookingBlock, timeZone: string): ReactNode {
  const from = timeText(block.start, timeZone);
  const to = timeText(block.end, timeZone);
  const firstDay = dayText(block.start, timeZone);
  const lastDay = dayText(Date.parse(block.end) - 1, timeZone);
  if (from === '12:00 AM' && to === '12:00 AM') return firstDay === lastDay ? `${firstDay}, the whole day` : `${firstDay} to ${lastDay}`;
  return firstDay === lastDay ? `${firstDay}, ${from} – ${to}` : `${firstDay}, ${from} to ${dayText(block.end, timeZone)}, ${to}`;
}
