// A page per neighborhood or suburb (issue 16, decision 125): the area's name, description,
// highlights and SEO fields from the server, the consultancy's offer, the other areas of its kind
// and a call to contact tagged with utm_source=service-areas and the area's slug. An unknown or
// inactive area is the not-found page (the server answers 404).
import { Box, Flex, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft, Check, MapPin } from 'lucide-react';
import type { ServiceArea } from '../../shared/contract/service-areas.ts';
import { href, paths } from '../../shared/paths.ts';
import { areaPlace, serviceAreaPageMeta } from '../../shared/seo/page-meta.ts';
import { SERVICE_LIST, localBusinessJsonLd } from '../../shared/seo/structured-data.ts';
import { ButtonLink, CheckItem, CtaBand, HeroFacts, PageHero, Section, SectionHeading, StateMessage, cardStyles } from '../components/page-parts.tsx';
import { Seo } from '../components/seo.tsx';
import { useServiceAreas, useSettings } from '../lib/queries.ts';
import { Link as RouterLink } from '../../shared/router/link.tsx';
import { useParams } from '../../shared/router/route-params.ts';
import { useSiteOrigin } from '../lib/site-origin.tsx';
import NotFoundPage from './not-found-page.tsx';

const KIND = { neighborhood: 'Chicago neighborhood', suburb: 'Chicagoland suburb' } as const;

export default function ServiceAreaPage() {
  const { slug = '' } = useParams();
  const { data: areas } = useServiceAreas();
  // Until the list is here (it comes with a server-rendered page) the page is loading; a failed
  // read keeps that state, as the product page does.
  if (!areas) return <StateMessage>Loading service area...</StateMessage>;
  const area = areas.find((candidate) => candidate.slug === slug);
  if (!area) return <NotFoundPage />;
  return <AreaDetail key={area.id} area={area} neighbors={areas.filter((other) => other.type === area.type && other.id !== area.id)} />;
}

function AreaDetail({ area, neighbors }: { area: ServiceArea; neighbors: ServiceArea[] }) {
  const settings = useSettings();
  const origin = useSiteOrigin();
  const contact = href.contact('service-areas', area.slug);
  const highlightsId = 'area-highlights-title';

  return (
    <>
      <Seo {...serviceAreaPageMeta(area)} jsonLd={[localBusinessJsonLd(settings, [area], origin)]} />
      <PageHero
        eyebrow={KIND[area.type]}
        title={`Rug consultancy for ${area.name} homes`}
        subtitle={area.description ?? undefined}
        aside={
          <HeroFacts
            title="Your free consultation"
            facts={[
              { value: '30 min', label: 'free AI Rug Fit Consultation' },
              { value: '24 hours', label: 'typical reply time on weekdays' },
              { value: settings.openingHours, label: 'Consultation hours' },
            ]}
          />
        }
      >
        <Flex gap="3" wrap="wrap" pt="2">
          <ButtonLink to={contact} size="lg" colorPalette="madder">
            Book a Free Consultation
          </ButtonLink>
        </Flex>
        <Box pt="2">
          <ButtonLink to={paths.serviceAreas} variant="plain" colorPalette="walnut" px="0" color="walnut.700" size="sm">
            <ArrowLeft size={16} aria-hidden /> All service areas
          </ButtonLink>
        </Box>
      </PageHero>

      {area.highlights.length > 0 ? (
        <Section labelledBy={highlightsId}>
          <SectionHeading id={highlightsId} eyebrow={areaPlace(area)} title={`Our focus for ${area.name} homes`} />
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
            {area.highlights.map((highlight) => (
              <Flex as="li" key={highlight} {...cardStyles} p={{ base: '5', md: '6' }} gap="3" align="flex-start" borderTopWidth="3px" borderTopColor="madder.600">
                <Box color="sage.700" mt="1" flexShrink={0}>
                  <Check size={18} aria-hidden />
                </Box>
                <Text fontWeight="600" fontSize="lg">
                  {highlight}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      <Section tone="cream" labelledBy="area-services-title">
        <SectionHeading
          id="area-services-title"
          eyebrow="Our services"
          title={`How we help ${area.name} homeowners`}
          text="Consultancy is free with rug orders at minimum supplier prices."
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
          {SERVICE_LIST.map((service) => (
            <CheckItem key={service} color="madder.700">
              {service}
            </CheckItem>
          ))}
        </SimpleGrid>
        <Box pt="8">
          <ButtonLink to={paths.services} variant="outline" colorPalette="madder" color="madder.700" borderColor="madder.600">
            Explore Our Services
          </ButtonLink>
        </Box>
      </Section>

      {neighbors.length > 0 ? (
        <Section labelledBy="area-neighbors-title">
          <SectionHeading id="area-neighbors-title" eyebrow="Nearby" title={area.type === 'suburb' ? 'Other suburbs we serve' : 'Other neighborhoods we serve'} />
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="3">
            {neighbors.map((neighbor) => (
              <li key={neighbor.id}>
                <chakra.span
                  asChild
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  px="4"
                  py="2"
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="full"
                  bg="bg.panel"
                  fontWeight="600"
                  color="walnut.800"
                  _hover={{ borderColor: 'madder.300', color: 'madder.700' }}
                >
                  <RouterLink to={href.serviceArea(neighbor.slug)}>
                    <MapPin size={14} aria-hidden /> {neighbor.name}
                  </RouterLink>
                </chakra.span>
              </li>
            ))}
          </Flex>
        </Section>
      ) : null}

      <CtaBand
        title={`Selling or refreshing a ${area.name} home?`}
        text={`Book a free 30-minute AI Rug Fit Consultation, or call us at ${settings.phone}. We typically reply within 24 hours.`}
      >
        <ButtonLink to={contact} size="lg" colorPalette="saffron">
          Book a Free Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
