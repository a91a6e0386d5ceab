// The contact kind: the message form's card, the booking card (its text shows the opening hours
// from Settings where it says {hours}; its button leads wherever Settings send bookings), the contact details from Settings and the newsletter
// card. The address and phone come from Settings (decision 135). The two forms are the page's interactive parts (islands): the page hands them in, each
// given the id of the heading that names it.
import type { ReactNode } from 'react';
import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { OPENING_HOURS_TOKEN } from '../../shared/contract/sections/section-kinds.ts';
import { bookLink } from '../../shared/booking-link.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { BusinessAddress } from '../components/business-address.tsx';
import { EmailText } from '../components/email-text.tsx';
import { PhoneLink } from '../components/phone-link.tsx';
import { ButtonLink, Eyebrow, Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export interface ContactForms {
  /** The message form, labelled by the heading with this id. */
  message(labelledBy: string): ReactNode;
  /** The newsletter sign-up, labelled by the heading with this id. */
  newsletter(labelledBy: string): ReactNode;
}

export function ContactSection({ section, settings, forms }: { section: SectionOf<'contact'>; settings: SiteSettings; forms: ContactForms }) {
  const mark = useFieldMarks();
  const formTitle = headingId(section);
  const newsletterTitle = `${formTitle}-newsletter`;
  return (
    <Section labelledBy={formTitle}>
      <Grid templateColumns={{ base: '1fr', lg: '1.45fr 1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Box {...cardStyles} p={{ base: '6', md: '10' }}>
          {section.formEyebrow ? <Eyebrow mark={mark('formEyebrow')}>{section.formEyebrow}</Eyebrow> : null}
          {/* A plain post's answer opens at this heading (its form's action names it): clear of the sticky bar. */}
          <Heading as="h2" id={formTitle} fontSize={{ base: '3xl', md: '4xl' }} mt="2" mb="2" scrollMarginTop={{ base: '24', lg: '28' }} {...mark('formTitle')}>
            {section.formTitle}
          </Heading>
          {section.formIntro ? (
            <Text color="fg.muted" mb="8" {...mark('formIntro')}>
              {section.formIntro}
            </Text>
          ) : null}
          {forms.message(formTitle)}
        </Box>
        <Stack gap="6">
          <Box {...cardStyles} bg="indigo.800" borderColor="indigo.800" color="ivory.50" p={{ base: '6', md: '8' }} position="relative" overflow="hidden">
            <Box position="absolute" right="-10" top="-10" w="40" h="40" borderRadius="full" bg="madder.600" opacity={0.35} aria-hidden="true" />
            <Stack gap="4" position="relative">
              <Flex w="12" h="12" borderRadius="lg" bg="saffron.300" color="walnut.900" align="center" justify="center">
                <CalendarCheck size={24} aria-hidden />
              </Flex>
              <Heading as="h2" fontSize="3xl" color="ivory.50" {...mark('bookingTitle')}>
                {section.bookingTitle}
              </Heading>
              {section.bookingText ? (
                <Text color="ivory.200" data-testid="booking-text" {...mark('bookingText')}>
                  {section.bookingText.replaceAll(OPENING_HOURS_TOKEN, settings.openingHours)}
                </Text>
              ) : null}
              <ButtonLink {...bookLink(settings)} colorPalette="saffron" size="lg" alignSelf="flex-start" {...mark('bookingButton')}>
                {section.bookingButton}
              </ButtonLink>
              {section.bookingNote ? (
                <Text fontSize="xs" color="ivory.300" {...mark('bookingNote')}>
                  {section.bookingNote}
                </Text>
              ) : null}
            </Stack>
          </Box>
          <Box {...cardStyles} p={{ base: '6', md: '8' }}>
            <Heading as="h2" fontSize="2xl" mb="5" {...mark('detailsTitle')}>
              {section.detailsTitle}
            </Heading>
            <Stack gap="4">
              <InfoRow icon={<MapPin size={18} aria-hidden />} label={settings.streetAddress ? 'Address' : 'Location'}>
                <BusinessAddress address={settings} noteColor="fg.muted" />
              </InfoRow>
              <InfoRow icon={<Mail size={18} aria-hidden />} label="Email">
                <chakra.a href={`mailto:${settings.email}`} color="madder.700" _hover={{ textDecoration: 'underline' }} overflowWrap="anywhere">
                  <EmailText email={settings.email} />
                </chakra.a>
              </InfoRow>
              <InfoRow icon={<Phone size={18} aria-hidden />} label="Phone">
                <PhoneLink phone={settings.phone} color="madder.700" _hover={{ textDecoration: 'underline' }} />
              </InfoRow>
              <InfoRow icon={<Clock size={18} aria-hidden />} label="Hours">
                {settings.openingHours}
              </InfoRow>
            </Stack>
          </Box>
          <Box {...cardStyles} p={{ base: '6', md: '8' }} bg="ivory.100">
            <Heading as="h2" id={newsletterTitle} fontSize="2xl" mb="2" scrollMarginTop={{ base: '24', lg: '28' }} {...mark('newsletterTitle')}>
              {section.newsletterTitle}
            </Heading>
            {section.newsletterText ? (
              <Text color="fg.muted" fontSize="sm" mb="4" {...mark('newsletterText')}>
                {section.newsletterText}
              </Text>
            ) : null}
            {forms.newsletter(newsletterTitle)}
          </Box>
        </Stack>
      </Grid>
    </Section>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Flex w="10" h="10" flexShrink={0} borderRadius="full" bg="madder.50" color="madder.700" align="center" justify="center">
        {icon}
      </Flex>
      <Box>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.14em" color="fg.muted" fontWeight="600">
          {label}
        </Text>
        <Box fontWeight="500">{children}</Box>
      </Box>
    </Flex>
  );
}
