// The open days and their times as links (docs/product/rules.md#booking), shared by the booking
// page and a manage link's page (moving): the next open days as chips (a day is `?date=`), the
// chosen day's times (a time is `?start=`), and Later dates / First dates. Plain links, rendered on
// the server: a visitor without script picks a time as anyone else does. Each time has an empty
// place for the visitor's own time, which the booking script fills in when their device is in
// another zone (shared/booking-script.ts).
import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SlotAnswer } from '../../shared/contract/booking.ts';
import { LOCAL_FULL_ATTRIBUTE, LOCAL_SHOWN_ATTRIBUTE, LOCAL_TIME_ATTRIBUTE } from '../../shared/booking-script.ts';
import type { BookChoice } from '../../shared/domain/booking/book-page.ts';
import { addDays, dateIn } from '../../shared/domain/booking/wall-clock.ts';
import { dateLong, dateShort, dayText, timeText, weekdayShort, zoneName } from '../../shared/domain/booking/when.ts';

/** How many open days the chips show at once: two working weeks. */
export const OPEN_DAYS_SHOWN = 10;

/** The open times by the day they fall on in the site's zone, in order. */
export function openDays(slots: readonly SlotAnswer[], timeZone: string): Map<string, SlotAnswer[]> {
  const days = new Map<string, SlotAnswer[]>();
  for (const slot of slots) {
    const date = dateIn(Date.parse(slot.start), timeZone);
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return days;
}

/** An empty place for the visitor's own time (filled by the booking script where their zone differs). */
export function LocalTime({ start, full = false, ...style }: { start: string; full?: boolean } & Record<string, unknown>) {
  return <chakra.span display="block" fontSize="xs" color="fg.muted" fontWeight="normal" {...style} {...{ [LOCAL_TIME_ATTRIBUTE]: start, ...(full ? { [LOCAL_FULL_ATTRIBUTE]: '' } : {}) }} />;
}

/** A time chosen, to book or to move to: what it is, the day and time in the site's zone (struck through once taken), and the visitor's own. */
export function ChosenTime({ label, start, timeZone, detail = null, struck = false, testId, children }: { label: string; start: string; timeZone: string; detail?: string | null; struck?: boolean; testId: string; children?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderColor={struck ? 'madder.200' : 'saffron.300'} bg={struck ? 'madder.50' : 'saffron.50'} borderRadius="lg" p="4" w="full" data-testid={testId}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Box>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.12em" fontWeight="700" color="madder.700">
            {label}
          </Text>
          <Text fontWeight="700" fontSize="lg" textDecoration={struck ? 'line-through' : undefined}>
            <time dateTime={start}>
              {dayText(start, timeZone)}, {timeText(start, timeZone)}
            </time>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {zoneName(timeZone)}
            {detail ? ` · ${detail}` : ''}
          </Text>
          <LocalTime start={start} full fontSize="sm" />
        </Box>
        {children}
      </Flex>
    </Box>
  );
}

const chipStyles = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'white',
  color: 'walnut.900',
  textDecoration: 'none',
  transition: 'background 0.15s, border-color 0.15s',
  _hover: { borderColor: 'madder.600', bg: 'madder.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'madder.600', outlineOffset: '2px' },
} as const;

interface BookingTimesProps {
  /** The open times read (from the first day shown, as far as one read goes). */
  slots: readonly SlotAnswer[];
  timeZone: string;
  choice: BookChoice;
  /** The address of a choice (a day, a time, another stretch of days). */
  linkTo(choice: Partial<BookChoice>, fragment: string): string;
  /** Where the page opens after a day is chosen (the times' heading) and after a time is chosen. */
  fragments: { times: string; chosen: string };
  /** The section's words for a stretch of days without a time. */
  noTimes: string | null;
  /** The id of the heading over the day chips. */
  headingId: string;
  heading: ReactNode;
}

export function BookingTimes({ slots, timeZone, choice, linkTo, fragments, noTimes, headingId, heading }: BookingTimesProps) {
  const days = openDays(slots, timeZone);
  const dates = [...days.keys()];
  const shown = dates.slice(0, OPEN_DAYS_SHOWN);
  const chosen = choice.date ?? shown[0];
  const times = chosen ? (days.get(chosen) ?? []) : [];
  const later = dates.length > shown.length ? addDays(shown[shown.length - 1], 1) : null;
  const keep = { type: choice.type };
  const firstDates = choice.from ? linkTo(keep, fragments.times) : null;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h3" id={headingId} fontSize="lg" fontFamily="body" fontWeight="600" mb="3" scrollMarginTop={{ base: '24', lg: '28' }}>
          {heading}
        </Heading>
        {shown.length === 0 ? (
          <Text color="fg.muted" data-testid="no-times">
            {noTimes}
          </Text>
        ) : (
          <Grid as="ul" listStyleType="none" m="0" p="0" templateColumns="repeat(5, minmax(0, 1fr))" gap={{ base: '1', sm: '1.5', md: '2' }} aria-labelledby={headingId} data-testid="open-days">
            {shown.map((date) => (
              <li key={date}>
                <chakra.a
                  href={linkTo({ ...keep, from: choice.from, date }, fragments.times)}
                  {...chipStyles}
                  py="2"
                  aria-current={date === chosen ? 'date' : undefined}
                  {...(date === chosen ? { bg: 'madder.700', borderColor: 'madder.700', color: 'ivory.50', _hover: { bg: 'madder.800' } } : {})}
                >
                  <chakra.span fontSize="xs" textTransform="uppercase" letterSpacing="0.08em" fontWeight="600">
                    {weekdayShort(date)}
                  </chakra.span>
                  {/* Five chips a row down to a 320 px screen: the date's size follows the width there, and wraps if it must. */}
                  <chakra.span fontWeight="600" fontSize={{ base: 'clamp(0.6875rem, 3.5vw, 0.875rem)', md: 'md' }} textAlign="center">
                    {dateShort(date)}
                  </chakra.span>
                </chakra.a>
              </li>
            ))}
          </Grid>
        )}
        {later || firstDates ? (
          <Flex gap="4" mt="3" wrap="wrap" fontSize="sm" fontWeight="600">
            {firstDates ? (
              <chakra.a href={firstDates} color="madder.700" display="inline-flex" alignItems="center" gap="1" _hover={{ textDecoration: 'underline' }}>
                <ArrowLeft size={16} aria-hidden /> First open dates
              </chakra.a>
            ) : null}
            {later ? (
              <chakra.a href={linkTo({ ...keep, from: later }, fragments.times)} color="madder.700" display="inline-flex" alignItems="center" gap="1" _hover={{ textDecoration: 'underline' }}>
                Later dates <ArrowRight size={16} aria-hidden />
              </chakra.a>
            ) : null}
          </Flex>
        ) : null}
      </Box>
      {chosen ? (
        <Box id={fragments.times} scrollMarginTop={{ base: '24', lg: '28' }}>
          <Heading as="h3" fontSize="lg" fontFamily="body" fontWeight="600" mb="3">
            {dateLong(chosen)}
          </Heading>
          {times.length === 0 ? (
            <Text color="fg.muted">{noTimes}</Text>
          ) : (
            <Grid
              as="ul"
              listStyleType="none"
              m="0"
              p="0"
              gap="2"
              templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }}
              // With the visitor's own time under each, a time takes more room.
              css={{ [`[${LOCAL_SHOWN_ATTRIBUTE}] &`]: { gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } } }}
              aria-label={`Open times on ${dateLong(chosen)}`} data-testid="open-times">
              {times.map((slot) => (
                <li key={slot.start}>
                  <chakra.a href={linkTo({ ...keep, from: choice.from, date: chosen, start: slot.start }, fragments.chosen)} {...chipStyles} minH="12" px="2" py="2" fontWeight="600" textAlign="center">
                    <time dateTime={slot.start}>{timeText(slot.start, timeZone)}</time>
                    <LocalTime start={slot.start} />
                  </chakra.a>
                </li>
              ))}
            </Grid>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
