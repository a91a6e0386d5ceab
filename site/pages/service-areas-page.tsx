import { Box, Flex, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ServiceArea } from '../../shared/contract/service-areas.ts';
import { formatCount } from '../../shared/domain/format.ts';
import { bookLink } from '../../shared/booking-link.ts';
import { href } from '../../shared/paths.ts';
import { EmailText } from '../components/email-text.tsx';
import { ButtonLink, HeroFacts, PageHero, Section, SectionHeading, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { dataOf } from '../../shared/public-routes.ts';
import type { PageProps } from './page-props.ts';
import { CardGrid } from '../components/card-grid.tsx';

const GROUPS = [
  { type: 'neighborhood', title: 'Neighborhoods', text: 'Chicago neighborhoods from the Gold Coast to Andersonville.' },
  { type: 'suburb', title: 'Suburbs', text: 'Close-in suburbs just beyond the city line.' },
] as const;

export default function ServiceAreasPage({ data, settings }: PageProps<'serviceAreas'>) {
  const areas = dataOf(data.areas);

  return (
    <>
      <PageHero
        eyebrow="Where we work"
        title="Chicago Service Areas"
        subtitle="We consult in homes across Chicago's neighborhoods and nearby suburbs. Each area has its own housing stock and buyers, and we know what works in each."
        aside={
          <HeroFacts
            title="Where you'll find us"
            facts={[
              { value: String(areas?.length ?? 17), label: 'Chicagoland areas served' },
              { value: String(areas?.filter((area) => area.type === 'neighborhood').length ?? 15), label: 'Chicago neighborhoods' },
              { value: settings.openingHours, label: 'Consultation hours' },
            ]}
          />
        }
      >
        <Flex gap="3" wrap="wrap" pt="2">
          <ButtonLink {...bookLink(settings)} size="lg" colorPalette="madder">
            Book a Free Consultation
          </ButtonLink>
        </Flex>
      </PageHero>

      {data.areas === undefined ? (
        <StateMessage>Loading service areas...</StateMessage>
      ) : !areas || areas.length === 0 ? (
        <StateMessage>No service areas found.</StateMessage>
      ) : (
        GROUPS.map((group, index) => {
          const members = areas.filter((area) => area.type === group.type);
          if (members.length === 0) return null;
          const id = `areas-${group.type}`;
          return (
            <Section key={group.type} tone={index % 2 ? 'cream' : 'plain'} labelledBy={id}>
              <SectionHeading id={id} eyebrow={formatCount(members.length, 'area')} title={group.title} text={group.text} />
              <CardGrid columns={3} data-testid={`area-group-${group.type}`}>
                {members.map((area) => (
                  <AreaCard key={area.id} area={area} />
                ))}
              </CardGrid>
            </Section>
          );
        })
      )}

      <Section tone="dark" labelledBy="areas-contact-title">
        {/* minmax(0, …): a track may shrink below its longest word (the email), so the band never outgrows a phone. */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.3fr) minmax(0, 1fr)' }} gap="10" alignItems="center">
          <Stack gap="4">
            <Heading as="h2" id="areas-contact-title" color="ivory.50" fontSize={{ base: '3xl', md: '4xl' }}>
              Not sure if we cover your street?
            </Heading>
            <Text color="ivory.200" fontSize="lg">
              Call or write to us. If you are near one of these areas, the answer is almost always yes.
            </Text>
            <Box pt="2">
              <ButtonLink {...bookLink(settings)} size="lg" colorPalette="saffron">
                Book a Free Consultation
              </ButtonLink>
            </Box>
          </Stack>
          <Stack gap="4" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.300" borderRadius="xl" p={{ base: '6', md: '8' }} color="ivory.50">
            <ContactRow icon={<MapPin size={20} aria-hidden />} label="Based in" value={settings.city} />
            <ContactRow icon={<Phone size={20} aria-hidden />} label="Phone" value={settings.phone} href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} />
            <ContactRow icon={<Mail size={20} aria-hidden />} label="Email" value={<EmailText email={settings.email} />} href={`mailto:${settings.email}`} />
          </Stack>
        </Grid>
      </Section>
    </>
  );
}

function AreaCard({ area }: { area: ServiceArea }) {
  return (
    <Stack as="article" {...cardStyles} p={{ base: '6', md: '7' }} gap="3" position="relative" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }} data-testid="area-card">
      <Flex align="center" gap="2" color="madder.700">
        <MapPin size={18} aria-hidden />
        <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.16em">
          {area.type === 'suburb' ? `${area.name}, IL` : 'Chicago, IL'}
        </Text>
      </Flex>
      <Heading as="h3" fontSize="2xl">
        {/* The whole card follows its name's link to the area's own page. */}
        <chakra.span asChild _hover={{ color: 'madder.700' }} _after={{ content: '""', position: 'absolute', inset: 0 }}>
          <a href={href.serviceArea(area.slug)}>{area.name}</a>
        </chakra.span>
      </Heading>
      {area.description ? <Text color="fg.muted">{area.description}</Text> : null}
      {area.highlights.length > 0 ? (
        <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" pt="1" aria-label={`${area.name} highlights`}>
          {area.highlights.slice(0, 3).map((highlight) => (
            <chakra.li key={highlight} fontSize="xs" fontWeight="600" bg="saffron.50" color="walnut.800" borderWidth="1px" borderColor="saffron.200" borderRadius="full" px="3" py="1">
              {highlight}
            </chakra.li>
          ))}
        </Flex>
      ) : null}
      <Flex color="madder.700" fontSize="sm" fontWeight="600" align="center" gap="1" pt="1" mt="auto" aria-hidden="true">
        About {area.name} <ArrowRight size={14} />
      </Flex>
    </Stack>
  );
}

function ContactRow({ icon, label, value, href }: { icon: ReactNode; label: string; value: ReactNode; href?: string }) {
  return (
    <Flex gap="4" align="center">
      <Flex w="11" h="11" flexShrink={0} borderRadius="full" bg="saffron.300" color="walnut.900" align="center" justify="center">
        {icon}
      </Flex>
      <Box minW="0">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.16em" color="ivory.300">
          {label}
        </Text>
        {href ? (
          <chakra.a href={href} fontSize="lg" fontWeight="600" color="ivory.50" overflowWrap="anywhere" _hover={{ color: 'saffron.300' }}>
            {value}
          </chakra.a>
        ) : (
          <Text fontSize="lg" fontWeight="600">
            {value}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
