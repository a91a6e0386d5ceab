// /jacobs/book/manage/{token} (docs/product/routes.md#public-pages, the manage link): a visitor's
// own booking, with no account. It confirms a booking just made (or a request awaiting the owner),
// a move or a cancellation (`?sent=`), moves the booking to another open time (`?type=` shows its
// open times, `&start=` the time chosen) and cancels it, with plain HTML forms
// (docs/product/rules.md#forms-without-script); once the booking is past or cancelled, or for a
// link that names none, it says plainly that the link no longer works. Its words are the booking
// section's, on the booking page's content. Never cached, never indexed.
import { Badge, Box, Button, chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CalendarClock, CalendarX2, Clock, MapPin } from 'lucide-react';
import { BOOKING_MESSAGES, type ManagedBooking } from '../../shared/contract/booking.ts';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { bookingHref } from '../../shared/booking-link.ts';
import { BOOKING_SCRIPT, LOCAL_LABEL_ATTRIBUTE, SITE_ZONE_ATTRIBUTE } from '../../shared/booking-script.ts';
import { bookAddress, bookQuery, choiceOf, type BookChoice } from '../../shared/domain/booking/book-page.ts';
import { dayText, timeText, zoneName } from '../../shared/domain/booking/when.ts';
import { outcomeOf, PLAIN_FORM_FIELD, type FormOutcome } from '../../shared/form-outcome.ts';
import { formAction, sentForm } from '../../shared/plain-forms.ts';
import { paths } from '../../shared/paths.ts';
import { dataOf, refusalOf } from '../../shared/public-routes.ts';
import { cardStyles } from '../components/card-styles.ts';
import { FormField, TextArea } from '../components/form-controls.tsx';
import { fieldError, FormOutcomeNotice } from '../components/form-outcome.tsx';
import { formStyles } from '../components/form-styles.ts';
import { ButtonLink, Eyebrow, LATTICE_LIGHT, Section } from '../components/page-parts.tsx';
import { PageStyles } from '../lib/page-styles.tsx';
import { BOOKING_FAILED_TITLE, zoneNote } from '../sections/booking-section.tsx';
import { BookingTimes, ChosenTime, LocalTime } from '../sections/booking-times.tsx';
import { slotsOf } from './book-page.tsx';
import type { PageProps } from './page-props.ts';

const MOVE_ID = 'move';
const MOVE_TIMES_ID = 'move-times';
const CANCEL_ID = 'cancel';

export default function ManageBookingPage({ answers, settings, sections, query, pathname, formOutcome }: PageProps<'manageBooking'>) {
  const section = sections?.sections.find((candidate): candidate is SectionOf<'booking'> & typeof candidate => candidate.kind === 'booking') as SectionOf<'booking'> | undefined;
  const booking = dataOf(answers.booking) as ManagedBooking | undefined;
  const refused = refusalOf(answers.booking);
  const sent = sentForm(paths.manageBooking, query);
  const timeZone = booking?.timeZone ?? settings.timeZone;
  if (!section) return null;

  const state =
    booking === undefined
      ? refused === undefined
        ? { title: section.manageTitle, text: 'Loading your consultation...' }
        : sent === 'cancelBooking'
          ? { title: section.cancelledTitle, text: section.cancelledText }
          : { title: section.goneTitle, text: section.goneText }
      : sent === 'booking'
        ? booking.status === 'requested'
          ? { title: section.requestedTitle, text: section.requestedText }
          : { title: section.bookedTitle, text: section.bookedText }
        : sent === 'moveBooking'
          ? { title: section.movedTitle, text: section.movedText }
          : { title: section.manageTitle, text: section.manageIntro };
  const done = booking === undefined && refused !== undefined;

  return (
    <Box {...{ [SITE_ZONE_ATTRIBUTE]: timeZone, [LOCAL_LABEL_ATTRIBUTE]: section.localTime }}>
      <PageStyles styles={[formStyles]} />
      <Box {...LATTICE_LIGHT} borderBottomWidth="1px" borderColor="border">
        {/* The column of the move and cancel cards below (a Section's container, 4xl wide), so their edges line up. */}
        <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '10', md: '16' }}>
          <Stack gap="5" align="flex-start" maxW="4xl" mx="auto">
            <Eyebrow>{booking?.consultation.name ?? 'Your consultation'}</Eyebrow>
            <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1.1" fontWeight="600" data-testid="booking-state">
              {state.title}
            </Heading>
            {state.text ? (
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
                {state.text}
              </Text>
            ) : null}
            {booking ? <BookingCard booking={booking} note={zoneNote(section, timeZone)} /> : null}
            {done ? (
              <ButtonLink to={bookingHref(settings)} colorPalette="madder" size="lg">
                <CalendarClock size={18} aria-hidden /> {section.againButton}
              </ButtonLink>
            ) : null}
          </Stack>
        </Container>
      </Box>
      {booking ? (
        <Section labelledBy={MOVE_ID}>
          <Stack gap="6" maxW="4xl" mx="auto">
            <MoveCard section={section} booking={booking} answers={answers} query={query} pathname={pathname} timeZone={timeZone} outcome={outcomeOf(formOutcome, 'moveBooking')} />
            <CancelCard section={section} pathname={pathname} outcome={outcomeOf(formOutcome, 'cancelBooking')} />
          </Stack>
        </Section>
      ) : null}
      <script dangerouslySetInnerHTML={{ __html: BOOKING_SCRIPT }} />
    </Box>
  );
}

/** The booking itself: when (Chicago time, and the visitor's own where it differs), how long, where. */
function BookingCard({ booking, note }: { booking: ManagedBooking; note: string }) {
  const { timeZone, start } = booking;
  return (
    <Box {...cardStyles} p={{ base: '5', md: '6' }} w="full" maxW="2xl" data-testid="booking-card">
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Text fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" lineHeight="1.2">
            <time dateTime={start}>
              {dayText(start, timeZone)}
              <chakra.span display="block" color="madder.700">
                {timeText(start, timeZone)} <chakra.span fontSize="md" fontFamily="body" color="fg.muted" fontWeight="500">{zoneName(timeZone)}</chakra.span>
              </chakra.span>
            </time>
          </Text>
          {booking.status === 'requested' ? (
            <Badge bg="saffron.100" color="saffron.700" size="lg" borderRadius="full" px="3">
              Awaiting confirmation
            </Badge>
          ) : (
            <Badge bg="sage.50" color="sage.700" size="lg" borderRadius="full" px="3">
              Confirmed
            </Badge>
          )}
        </Flex>
        <LocalTime start={start} full fontSize="sm" />
        <Flex gap="4" wrap="wrap" fontSize="sm" color="walnut.800">
          <Flex as="span" align="center" gap="1.5">
            <Clock size={16} aria-hidden /> {booking.consultation.durationMinutes} minutes
          </Flex>
          {booking.consultation.locationNote ? (
            <Flex as="span" align="center" gap="1.5">
              <MapPin size={16} aria-hidden /> {booking.consultation.locationNote}
            </Flex>
          ) : null}
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      </Stack>
    </Box>
  );
}

interface MoveCardProps {
  section: SectionOf<'booking'>;
  booking: ManagedBooking;
  answers: PageProps<'manageBooking'>['answers'];
  query: URLSearchParams;
  pathname: string;
  timeZone: string;
  outcome: FormOutcome | undefined;
}

/** Moving: a link to the open times of its consultation, then those times, then the chosen one to confirm. */
function MoveCard({ section, booking, answers, query, pathname, timeZone, outcome }: MoveCardProps) {
  const choice = choiceOf(query);
  const moving = choice.type !== null;
  const slots = slotsOf(answers.slots);
  const open = slots && 'slots' in slots ? slots.slots.filter((slot) => slot.start !== booking.start) : [];
  const linkTo = (next: Partial<BookChoice>, fragment: string) => bookAddress(pathname, { type: booking.type, ...next }, undefined, fragment);
  const start = choice.start;
  const startError = fieldError(outcome, 'start') ?? (start && slots && 'slots' in slots && !open.some((slot) => slot.start === start) ? BOOKING_MESSAGES.start.taken : undefined);

  return (
    <Box {...cardStyles} p={{ base: '5', md: '8' }}>
      <Heading as="h2" id={MOVE_ID} fontSize={{ base: '2xl', md: '3xl' }} mb="2" scrollMarginTop={{ base: '24', lg: '28' }}>
        {section.moveTitle}
      </Heading>
      {section.moveText ? (
        <Text color="fg.muted" mb="5">
          {section.moveText}
        </Text>
      ) : null}
      {!moving ? (
        <ButtonLink to={linkTo({}, MOVE_ID)} colorPalette="madder" variant="outline" size="lg">
          <CalendarClock size={18} aria-hidden /> {section.moveLink}
        </ButtonLink>
      ) : start && !startError ? (
        <form method="post" action={formAction('moveBooking', bookQuery({ ...choice, type: booking.type }).toString(), MOVE_ID, pathname)}>
          <input type="hidden" name={PLAIN_FORM_FIELD} value="moveBooking" />
          <input type="hidden" name="start" value={start} />
          <Stack gap="4" align="flex-start">
            <FormOutcomeNotice outcome={outcome} sent={{ title: '', description: '' }} failedTitle={BOOKING_FAILED_TITLE} fieldsShown={['start']} />
            <ChosenTime label="New time" start={start} timeZone={timeZone} testId="move-to" />
            <Flex gap="4" align="center" wrap="wrap">
              <Button type="submit" colorPalette="madder" size="lg">
                <CalendarClock aria-hidden /> {section.moveButton}
              </Button>
              <chakra.a href={linkTo({ from: choice.from, date: choice.date }, MOVE_TIMES_ID)} color="madder.700" fontWeight="600" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
                <ArrowLeft size={16} aria-hidden /> Change the time
              </chakra.a>
            </Flex>
          </Stack>
        </form>
      ) : (
        <Stack gap="4">
          {startError ? (
            <Text color="madder.700" fontWeight="700" role="alert" data-testid="move-refused">
              {startError}
            </Text>
          ) : null}
          {slots === undefined ? (
            <Text color="fg.muted" role="status">
              Loading open times...
            </Text>
          ) : (
            <BookingTimes
              slots={open}
              timeZone={timeZone}
              choice={{ ...choice, start: null }}
              linkTo={linkTo}
              fragments={{ times: MOVE_TIMES_ID, chosen: MOVE_ID }}
              noTimes={section.noTimes}
              headingId="move-days"
              heading="Open days"
            />
          )}
        </Stack>
      )}
    </Box>
  );
}

/** Cancelling, with an optional word for the owner. */
function CancelCard({ section, pathname, outcome }: { section: SectionOf<'booking'>; pathname: string; outcome: FormOutcome | undefined }) {
  const reason = outcome && !outcome.sent ? (outcome.values.reason ?? '') : '';
  return (
    <Box {...cardStyles} p={{ base: '5', md: '8' }}>
      <Heading as="h2" id={CANCEL_ID} fontSize={{ base: '2xl', md: '3xl' }} mb="2" scrollMarginTop={{ base: '24', lg: '28' }}>
        {section.cancelTitle}
      </Heading>
      {section.cancelText ? (
        <Text color="fg.muted" mb="5">
          {section.cancelText}
        </Text>
      ) : null}
      <form method="post" action={formAction('cancelBooking', undefined, CANCEL_ID, pathname)} aria-labelledby={CANCEL_ID}>
        <input type="hidden" name={PLAIN_FORM_FIELD} value="cancelBooking" />
        <Stack gap="4" align="flex-start">
          <FormOutcomeNotice outcome={outcome} sent={{ title: '', description: '' }} failedTitle={BOOKING_FAILED_TITLE} fieldsShown={['reason']} />
          <FormField label="Anything we should know? (optional)" error={fieldError(outcome, 'reason')}>
            <TextArea name="reason" rows={3} defaultValue={reason} size="lg" />
          </FormField>
          <Button type="submit" colorPalette="madder" variant="outline" size="lg" bg="white">
            <CalendarX2 aria-hidden /> {section.cancelButton}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
