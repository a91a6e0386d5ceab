// The booking kind on the booking page (docs/product/rules.md#booking): the consultations offered,
// their open days and times as links, and once a time is chosen, the short form that books it
// (a plain HTML form: docs/product/rules.md#forms-without-script). A refusal comes back in the page
// with each error beside its field and everything typed kept; a time just taken says so and offers
// the next open times, each a button that books it with what was typed. What the booking carries
// from the page the visitor came from (a product, Rug Fit's result) shows above the form. Every
// sentence is the section's (the owner's), but the form's labels.
import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CalendarCheck, Clock, MapPin, X } from 'lucide-react';
import { BOOKING_MESSAGES, type SlotAnswer, type SlotsAnswer } from '../../shared/contract/booking.ts';
import type { ConsultationType } from '../../shared/contract/consultation-types.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { Product } from '../../shared/contract/products.ts';
import { TIME_ZONE_TOKEN } from '../../shared/contract/sections/section-kinds.ts';
import { BOOKING_SCRIPT, LOCAL_LABEL_ATTRIBUTE, SITE_ZONE_ATTRIBUTE } from '../../shared/booking-script.ts';
import { bookAddress, bookQuery, fitParam, type BookChoice, type BookingCarry } from '../../shared/domain/booking/book-page.ts';
import { dayText, timeText, zoneName } from '../../shared/domain/booking/when.ts';
import { fitModeLabel } from '../../shared/domain/rug-fit/fit-modes.ts';
import { colourName } from '../../shared/domain/rug-fit/colour-names.ts';
import { keptValues, PLAIN_FORM_FIELD, type FormOutcome } from '../../shared/form-outcome.ts';
import { formAction } from '../../shared/plain-forms.ts';
import { paths } from '../../shared/paths.ts';
import { cardStyles } from '../components/card-styles.ts';
import { FormField, HoneypotField, TextArea, TextInput } from '../components/form-controls.tsx';
import { fieldError, FormOutcomeNotice } from '../components/form-outcome.tsx';
import { formStyles } from '../components/form-styles.ts';
import { Section } from '../components/page-parts.tsx';
import { PageStyles } from '../lib/page-styles.tsx';
import { BookingTimes, ChosenTime, LocalTime } from './booking-times.tsx';
import { useFieldMarking, useFieldMarks, type FieldMark } from './field-marks.tsx';
import { headingId } from './section-parts.tsx';

/** Where the page opens: the times, and the form once a time is chosen. */
const TIMES_ID = 'times';
const DETAILS_ID = 'details';

/** How many next open times a taken time offers. */
const NEXT_TIMES = 5;

/** The booking form's fields as a visitor types them (the honeypot too); the rest is hidden. */
const EMPTY_BOOKING_FORM = { name: '', email: '', phone: '', neighborhood: '', notes: '', [HONEYPOT_FIELD]: '' };
const SHOWN_FIELDS = ['name', 'email', 'phone', 'neighborhood', 'notes', 'start', 'type'] as const;

/** The refusal's title above the form (its reason, or "check what is marked", below it). */
export const BOOKING_FAILED_TITLE = 'Not booked yet';

export interface BookingData {
  /** The consultations offered (undefined: not read). */
  types: readonly ConsultationType[] | undefined;
  /** Their open times, or the status the read was refused with (an unknown consultation: 400). */
  slots: SlotsAnswer | { refused: number } | undefined;
  /** The product the booking is about, when the address names one that exists. */
  product: Pick<Product, 'id' | 'name' | 'imageUrl'> | undefined;
}

interface BookingSectionProps {
  section: SectionOf<'booking'>;
  data: BookingData;
  /** The site's zone (the settings'), while the open times are not read. */
  timeZone: string;
  choice: BookChoice;
  carry: BookingCarry;
  /** A refused plain post of the form (what was typed, and why). */
  outcome: FormOutcome | undefined;
}

/** The zone note with the site's zone in words ("Times are Chicago time."). */
export const zoneNote = (section: SectionOf<'booking'>, timeZone: string) => section.zoneNote.replaceAll(TIME_ZONE_TOKEN, zoneName(timeZone));

export function BookingSection({ section, data, timeZone: siteZone, choice, carry, outcome }: BookingSectionProps) {
  const slots = data.slots && 'slots' in data.slots ? data.slots : undefined;
  const timeZone = slots?.timeZone ?? siteZone;
  const types = data.types ?? [];
  const type = types.find((candidate) => candidate.slug === choice.type) ?? (choice.type ? undefined : types[0]);
  // Links keep the choice and what the booking carries; the product shown is one that exists.
  const kept: BookingCarry = { ...carry, productId: data.product ? data.product.id : null };
  const linkTo = (next: Partial<BookChoice>, fragment: string) => bookAddress(paths.book, next, kept, fragment);
  const start = choice.start;
  const chosen = start ? slots?.slots.find((slot) => slot.start === start) : undefined;
  const titleId = headingId(section);
  const mark = useFieldMarks();
  const pageView = useFieldMarking();

  return (
    <Section id="book" labelledBy={titleId}>
      <PageStyles styles={[formStyles]} />
      <Box {...{ [SITE_ZONE_ATTRIBUTE]: timeZone, [LOCAL_LABEL_ATTRIBUTE]: section.localTime }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1.7fr)' }} gap={{ base: '6', lg: '10' }} alignItems="start">
          <ConsultationCard type={type} types={types} linkTo={linkTo} note={zoneNote(section, timeZone)} noteMark={mark('zoneNote')} />
          <Box {...cardStyles} p={{ base: '5', md: '8' }}>
            <Heading as="h2" id={titleId} fontSize={{ base: '2xl', md: '3xl' }} mb="2" scrollMarginTop={{ base: '24', lg: '28' }} {...mark('title')}>
              {section.title}
            </Heading>
            {section.intro ? (
              <Text color="fg.muted" mb="6" {...mark('intro')}>
                {section.intro}
              </Text>
            ) : null}
            {start ? (
              <BookingForm section={section} start={start} open={Boolean(chosen)} type={type} slots={slots?.slots ?? []} timeZone={timeZone} choice={choice} carry={kept} product={data.product} outcome={outcome} linkTo={linkTo} />
            ) : data.slots === undefined ? (
              <Text color="fg.muted" role="status">
                Loading open times...
              </Text>
            ) : !slots || !type ? (
              <Text color="madder.700" role="alert">
                {BOOKING_MESSAGES.type}
              </Text>
            ) : (
              <BookingTimes
                slots={slots.slots}
                timeZone={timeZone}
                choice={choice}
                linkTo={linkTo}
                fragments={{ times: TIMES_ID, chosen: DETAILS_ID }}
                noTimes={section.noTimes}
                headingId={`${titleId}-days`}
                heading="Open days"
              />
            )}
          </Box>
        </Grid>
      </Box>
      {/* The page view is drawn without script: it shows the times as a visitor in the site's zone reads them. */}
      {pageView ? null : <script dangerouslySetInnerHTML={{ __html: BOOKING_SCRIPT }} />}
    </Section>
  );
}

/** What is booked: the consultation, its length, where; the others offered as links. */
function ConsultationCard({ type, types, linkTo, note, noteMark }: { type: ConsultationType | undefined; types: readonly ConsultationType[]; linkTo: (choice: Partial<BookChoice>, fragment: string) => string; note: string; noteMark: FieldMark }) {
  return (
    <Stack gap={{ base: '4', md: '5' }} bg="indigo.800" color="ivory.100" borderRadius="xl" p={{ base: '5', md: '8' }} position="relative" overflow="hidden">
      <Box position="absolute" right="-10" top="-10" w="36" h="36" borderRadius="full" bg="madder.600" opacity={0.3} aria-hidden="true" />
      <Flex w="12" h="12" borderRadius="lg" bg="saffron.300" color="walnut.900" align="center" justify="center" position="relative" display={{ base: 'none', lg: 'flex' }}>
        <CalendarCheck size={24} aria-hidden />
      </Flex>
      {type ? (
        <Stack gap="3" position="relative">
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="ivory.50" lineHeight="1.2">
            {type.name}
          </Heading>
          <Flex gap="4" wrap="wrap" fontSize="sm" color="ivory.200">
            <Flex as="span" align="center" gap="1.5">
              <Clock size={16} aria-hidden /> {type.durationMinutes} minutes
            </Flex>
            {type.locationNote ? (
              <Flex as="span" align="center" gap="1.5">
                <MapPin size={16} aria-hidden /> {type.locationNote}
              </Flex>
            ) : null}
          </Flex>
          {/* On a phone the hero says it already: the times come first. */}
          {type.description ? (
            <Text color="ivory.200" display={{ base: 'none', lg: 'block' }}>
              {type.description}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {types.length > 1 ? (
        <chakra.nav aria-label="Consultations" position="relative">
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {types.map((offered) => (
              <li key={offered.slug}>
                <chakra.a
                  href={linkTo({ type: offered.slug }, TIMES_ID)}
                  display="block"
                  borderWidth="1px"
                  borderColor={offered.slug === type?.slug ? 'saffron.300' : 'whiteAlpha.400'}
                  bg={offered.slug === type?.slug ? 'whiteAlpha.200' : 'transparent'}
                  borderRadius="lg"
                  px="4"
                  py="2.5"
                  color="ivory.50"
                  fontWeight="600"
                  aria-current={offered.slug === type?.slug ? 'true' : undefined}
                  _hover={{ bg: 'whiteAlpha.200' }}
                >
                  {offered.name}
                  <chakra.span display="block" fontSize="xs" fontWeight="normal" color="ivory.300">
                    {offered.durationMinutes} minutes
                  </chakra.span>
                </chakra.a>
              </li>
            ))}
          </Stack>
        </chakra.nav>
      ) : null}
      <Text fontSize="sm" color="ivory.300" position="relative" data-testid="zone-note" {...noteMark}>
        {note}
      </Text>
    </Stack>
  );
}

interface BookingFormProps {
  section: SectionOf<'booking'>;
  start: string;
  /** Whether the start is still an open time (else it was taken meanwhile: the next ones are offered). */
  open: boolean;
  type: ConsultationType | undefined;
  slots: readonly SlotAnswer[];
  timeZone: string;
  choice: BookChoice;
  carry: BookingCarry;
  product: BookingData['product'];
  outcome: FormOutcome | undefined;
  linkTo(choice: Partial<BookChoice>, fragment: string): string;
}

/** The chosen time and the form that books it. */
function BookingForm({ section, start, open, type, slots, timeZone, choice, carry, product, outcome, linkTo }: BookingFormProps) {
  const mark = useFieldMarks();
  const values = keptValues(outcome, EMPTY_BOOKING_FORM);
  const startError = fieldError(outcome, 'start') ?? (open ? undefined : BOOKING_MESSAGES.start.taken);
  // The next open times after the one refused (else the first ones), each a button that books with what was typed.
  const later = slots.filter((slot) => slot.start > start);
  const next = (later.length > 0 ? later : slots).slice(0, NEXT_TIMES);
  const backToTimes = linkTo({ type: choice.type, from: choice.from, date: choice.date }, TIMES_ID);
  const fromPage = outcome && !outcome.sent ? (outcome.values.fromPage ?? '') : '';
  const fit = carry.fit;

  return (
    <Stack gap="6">
      <ChosenTime label={type?.name ?? 'Your time'} start={start} timeZone={timeZone} detail={type ? `${type.durationMinutes} minutes` : null} struck={Boolean(startError)} testId="chosen-time">
        <chakra.a href={backToTimes} color="madder.700" fontWeight="600" fontSize="sm" display="inline-flex" alignItems="center" gap="1" _hover={{ textDecoration: 'underline' }}>
          <ArrowLeft size={16} aria-hidden /> Change the time
        </chakra.a>
      </ChosenTime>

      <form method="post" action={formAction('booking', bookQuery(choice, carry).toString(), DETAILS_ID)} className="booking-form" aria-labelledby={DETAILS_ID}>
        <Stack gap="5">
          <Heading as="h3" id={DETAILS_ID} fontSize={{ base: 'xl', md: '2xl' }} scrollMarginTop={{ base: '24', lg: '28' }} {...mark('formTitle')}>
            {section.formTitle}
          </Heading>
          {section.formIntro ? (
            <Text color="fg.muted" {...mark('formIntro')}>
              {section.formIntro}
            </Text>
          ) : null}
          <FormOutcomeNotice outcome={outcome} sent={{ title: '', description: '' }} failedTitle={BOOKING_FAILED_TITLE} fieldsShown={SHOWN_FIELDS} />
          <input type="hidden" name={PLAIN_FORM_FIELD} value="booking" />
          <input type="hidden" name="type" value={type?.slug ?? choice.type ?? ''} />
          {startError ? null : <input type="hidden" name="start" value={start} />}
          <input type="hidden" name="productId" value={carry.productId ?? ''} />
          <input type="hidden" name="utmSource" value={carry.utmSource ?? ''} />
          <input type="hidden" name="utmMedium" value={carry.utmMedium ?? ''} />
          <input type="hidden" name="fit" value={fit ? fitParam(fit) : ''} />
          <input type="hidden" name="fromPage" value={fromPage} />
          {startError ? <NextTimes message={startError} intro={section.takenIntro} next={next} timeZone={timeZone} backToTimes={backToTimes} /> : null}
          {product ? <CarriedProduct product={product} remove={bookAddress(paths.book, choice, { ...carry, productId: null }, DETAILS_ID)} /> : null}
          {fit ? <CarriedFit fit={fit} remove={bookAddress(paths.book, choice, { ...carry, fit: null }, DETAILS_ID)} /> : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField label="Name" required error={fieldError(outcome, 'name')}>
              <TextInput name="name" autoComplete="name" defaultValue={values.name} size="lg" />
            </FormField>
            <FormField label="Email" required error={fieldError(outcome, 'email')}>
              <TextInput name="email" type="email" autoComplete="email" defaultValue={values.email} size="lg" />
            </FormField>
            <FormField label="Phone" required error={fieldError(outcome, 'phone')}>
              <TextInput name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} size="lg" />
            </FormField>
            <FormField label="Neighborhood or town" error={fieldError(outcome, 'neighborhood')}>
              <TextInput name="neighborhood" autoComplete="address-level2" defaultValue={values.neighborhood} size="lg" />
            </FormField>
          </Grid>
          <FormField label="Notes for the consultant" error={fieldError(outcome, 'notes')}>
            <TextArea name="notes" rows={4} defaultValue={values.notes} size="lg" />
          </FormField>
          <HoneypotField value={values[HONEYPOT_FIELD]} onChange={() => undefined} />
          {startError ? null : (
            <Button type="submit" colorPalette="madder" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} px="8">
              <CalendarCheck aria-hidden /> <span {...mark('bookButton')}>{section.bookButton}</span>
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/** A time just taken: why, and the next open times, each a submit button that books it with what was typed. */
function NextTimes({ message, intro, next, timeZone, backToTimes }: { message: string; intro: string | null; next: readonly SlotAnswer[]; timeZone: string; backToTimes: string }) {
  return (
    <Box borderWidth="1px" borderColor="madder.200" bg="bg.error" borderRadius="lg" p="4" role="alert" data-testid="next-times">
      <Text fontWeight="700" color="madder.700">
        {message}
      </Text>
      {next.length > 0 ? (
        <>
          {intro ? (
            <Text fontSize="sm" mt="1" mb="3" color="walnut.800">
              {intro}
            </Text>
          ) : null}
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="2">
            {next.map((slot) => (
              <Button key={slot.start} type="submit" name="start" value={slot.start} variant="outline" colorPalette="madder" bg="white" h="auto" py="2" flexDirection="column" gap="0" whiteSpace="normal">
                <chakra.span fontWeight="700">
                  {dayText(slot.start, timeZone).replace(/, \d{4}$/, '')}, {timeText(slot.start, timeZone)}
                </chakra.span>
                <LocalTime start={slot.start} />
              </Button>
            ))}
          </Grid>
        </>
      ) : null}
      <chakra.a href={backToTimes} display="inline-block" mt="3" fontSize="sm" fontWeight="600" color="madder.700" _hover={{ textDecoration: 'underline' }}>
        See every open time
      </chakra.a>
    </Box>
  );
}

function CarriedProduct({ product, remove }: { product: NonNullable<BookingData['product']>; remove: string }) {
  return (
    <Flex align="center" gap="3" bg="madder.50" borderWidth="1px" borderColor="madder.100" borderRadius="xl" p="2" pe="3" data-testid="booking-about">
      {product.imageUrl ? <chakra.img src={product.imageUrl} alt="" w="14" h="auto" aspectRatio="4 / 3" objectFit="cover" borderRadius="md" flexShrink={0} /> : null}
      <Text flex="1" minW="0" overflowWrap="anywhere">
        About: <strong>{product.name}</strong>
      </Text>
      <chakra.a href={remove} display="inline-flex" alignItems="center" gap="1" fontSize="sm" color="madder.700" fontWeight="600" aria-label={`Remove product ${product.name}`}>
        <X size={16} aria-hidden /> Remove
      </chakra.a>
    </Flex>
  );
}

function CarriedFit({ fit, remove }: { fit: NonNullable<BookingCarry['fit']>; remove: string }) {
  return (
    <Box bg="ivory.100" borderWidth="1px" borderColor="border" borderRadius="xl" p="3" data-testid="booking-rug-fit">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Text fontWeight="600">
          From Rug Fit: <strong>{fitModeLabel(fit.mode)}</strong>
          {fit.productIds.length > 0 ? ` · ${fit.productIds.length} ${fit.productIds.length === 1 ? 'rug' : 'rugs'} shown` : ''}
        </Text>
        <chakra.a href={remove} display="inline-flex" alignItems="center" gap="1" fontSize="sm" color="madder.700" fontWeight="600" aria-label="Remove what Rug Fit found">
          <X size={16} aria-hidden /> Remove
        </chakra.a>
      </Flex>
      <Flex as="ul" listStyleType="none" m="0" mt="2" p="0" gap="2" wrap="wrap" aria-label="Your room's colors, sent with your booking">
        {fit.palette.map((swatch) => (
          <Flex as="li" key={swatch.color} align="center" gap="1.5" fontSize="sm">
            <Box w="4" h="4" borderRadius="sm" borderWidth="1px" borderColor="blackAlpha.200" style={{ background: swatch.color }} aria-hidden="true" />
            {colourName(swatch.color)} {Math.round(swatch.share * 100)}%
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
