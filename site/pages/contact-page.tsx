// The contact page (spec section 2): the message form and the newsletter signup, each an island
// (decision 191), a scheduling card that opens the booking page in a new tab, and the contact
// details from the settings.
import { Box, Flex, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { contactPrefill } from '../../shared/domain/contact-prefill.ts';
import { paths } from '../../shared/paths.ts';
import { dataOf } from '../../shared/public-routes.ts';
import { EmailText } from '../components/email-text.tsx';
import { ButtonLink, Eyebrow, HeroFacts, PageHero, Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { pageCopy } from '../lib/page-copy.ts';
import { CONTACT_COPY } from '../../shared/domain/page-copy-defaults/contact.ts';
import ContactForm, { EMPTY_CONTACT_FORM, type ContactFormValues } from '../islands/contact-form.island.tsx';
import { Island } from '../islands/island.tsx';
import Newsletter from '../islands/newsletter.island.tsx';
import type { PageProps } from './page-props.ts';

/** A visitor arriving from a service page's "Download Brief" or AI matching link gets a head start. */
function initialForm(params: URLSearchParams): ContactFormValues {
  switch (contactPrefill(params)) {
    case 'brief':
      return { ...EMPTY_CONTACT_FORM, service: 'ai-matching', message: 'Please send me the Rug Intelligence brief.' };
    case 'ai-matching':
      return { ...EMPTY_CONTACT_FORM, service: 'ai-matching' };
    default:
      return EMPTY_CONTACT_FORM;
  }
}

export default function ContactPage({ data, settings, content, query }: PageProps<'contact'>) {
  const copy = pageCopy(content, CONTACT_COPY);
  const product = dataOf(data.product);

  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title={copy.heroTitle}
        subtitle={copy.heroSubtitle}
        aside={
          <HeroFacts
            title="What to expect"
            facts={[
              { value: '24 hours', label: 'typical reply time on weekdays' },
              { value: '30 min', label: 'free AI Rug Fit Consultation' },
              { value: '$0', label: 'consultancy fee with your rug order' },
            ]}
          />
        }
      >
        <Text color="fg.muted" data-testid="contact-rug-fit">
          Have a room photo at hand?{' '}
          <chakra.span asChild color="madder.700" fontWeight="600" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'madder.800' }}>
            <a href={paths.rugFit}>Try Rug Fit</a>
          </chakra.span>{' '}
          to see the rugs that suit it in seconds, then send the result to us.
        </Text>
      </PageHero>
      <Section labelledBy="contact-form-title">
        <Grid templateColumns={{ base: '1fr', lg: '1.45fr 1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Box {...cardStyles} p={{ base: '6', md: '10' }}>
            <Eyebrow>Send a message</Eyebrow>
            <Heading as="h2" id="contact-form-title" fontSize={{ base: '3xl', md: '4xl' }} mt="2" mb="2">
              Tell us about your rooms
            </Heading>
            <Text color="fg.muted" mb="8">
              We typically respond within 24 hours. Fields marked with an asterisk are required.
            </Text>
            <Island
              of={ContactForm}
              props={{ initial: initialForm(query), product: product ? { id: product.id, name: product.name, imageUrl: product.imageUrl, imageSrcSet: product.imageSrcSet } : null }}
            />
          </Box>
          <Stack gap="6">
            <Box {...cardStyles} bg="indigo.800" borderColor="indigo.800" color="ivory.50" p={{ base: '6', md: '8' }} position="relative" overflow="hidden">
              <Box position="absolute" right="-10" top="-10" w="40" h="40" borderRadius="full" bg="madder.600" opacity={0.35} aria-hidden="true" />
              <Stack gap="4" position="relative">
                <Flex w="12" h="12" borderRadius="lg" bg="saffron.300" color="walnut.900" align="center" justify="center">
                  <CalendarCheck size={24} aria-hidden />
                </Flex>
                <Heading as="h2" fontSize="3xl" color="ivory.50">
                  {copy.ctaTitle}
                </Heading>
                <Text color="ivory.200" data-testid="booking-text">
                  Book a free 30-minute AI Rug Fit Consultation. {copy.ctaText} We are available {settings.openingHours}.
                </Text>
                <ButtonLink to={settings.bookingUrl} external colorPalette="saffron" size="lg" alignSelf="flex-start">
                  Schedule a Consultation
                </ButtonLink>
                <Text fontSize="xs" color="ivory.300">
                  Opens our booking calendar in a new tab.
                </Text>
              </Stack>
            </Box>
            <Box {...cardStyles} p={{ base: '6', md: '8' }}>
              <Heading as="h2" fontSize="2xl" mb="5">
                Contact information
              </Heading>
              <Stack gap="4">
                <InfoRow icon={<MapPin size={18} aria-hidden />} label="Location">
                  {settings.city}
                </InfoRow>
                <InfoRow icon={<Mail size={18} aria-hidden />} label="Email">
                  <chakra.a href={`mailto:${settings.email}`} color="madder.700" _hover={{ textDecoration: 'underline' }} overflowWrap="anywhere">
                    <EmailText email={settings.email} />
                  </chakra.a>
                </InfoRow>
                <InfoRow icon={<Phone size={18} aria-hidden />} label="Phone">
                  <chakra.a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} color="madder.700" _hover={{ textDecoration: 'underline' }}>
                    {settings.phone}
                  </chakra.a>
                </InfoRow>
                <InfoRow icon={<Clock size={18} aria-hidden />} label="Hours">
                  {settings.openingHours}
                </InfoRow>
              </Stack>
            </Box>
            <NewsletterCard />
          </Stack>
        </Grid>
      </Section>
    </>
  );
}

function NewsletterCard() {
  return (
    <Box {...cardStyles} p={{ base: '6', md: '8' }} bg="ivory.100">
      <Heading as="h2" id="newsletter-title" fontSize="2xl" mb="2">
        Newsletter
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Occasional notes on rugs, home value and pet-safe materials. No spam, unsubscribe any time.
      </Text>
      <Island of={Newsletter} props={{}} />
    </Box>
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
