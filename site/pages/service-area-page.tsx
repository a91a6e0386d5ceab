// A page per neighborhood or suburb (decision 190): the area's name, description,
// highlights and SEO fields from the server, the consultancy's offer, the other areas of its kind
// the testimonials of clients who live there (shared/domain/testimonial-places.ts), and a call to
// book, carrying utm_source=service-areas and the area's slug into the booking. An unknown or inactive area is
// the not-found page (the server answers 404).
import { Box, Flex, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft, Check, MapPin } from 'lucide-react';
import type { ServiceArea } from '../../shared/contract/service-areas.ts';
import { bookLink } from '../../shared/booking-link.ts';
import { href, paths } from '../../shared/paths.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { Testimonial } from '../../shared/contract/testimonials.ts';
import { withIndefiniteArticle } from '../../shared/domain/indefinite-article.ts';
import { testimonialsOfArea } from '../../shared/domain/testimonial-places.ts';
import { dataOf } from '../../shared/public-routes.ts';
import { areaPlace } from '../../shared/seo/page-meta.ts';
import { SERVICE_LIST } from '../../shared/seo/structured-data.ts';
import { ButtonLink, CheckItem, CtaBand, HeroFacts, PageHero, Section, SectionHeading, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { PhoneLink } from '../components/phone-link.tsx';
import { TestimonialsList } from '../sections/testimonials-list.tsx';
import NotFoundPage from './not-found-page.tsx';
import type { PageProps } from './page-props.ts';
import { CardGrid, columnsFor } from '../components/card-grid.tsx';

const KIND = { neighborhood: 'Chicago neighborhood', suburb: 'Chicagoland suburb' } as const;

export default function ServiceAreaPage(props: PageProps<'serviceArea'>) {
  const { data, params, settings } = props;
  // A list the server could not read is still loading (it answers 503, decision 190).
  if (data.areas === undefined) return <StateMessage>Loading service area...</StateMessage>;
  const areas = dataOf(data.areas) ?? [];
  const area = areas.find((candidate) => candidate.slug === params.slug);
  if (!area) return <NotFoundPage {...props} />;
  const testimonials = testimonialsOfArea(dataOf(data.testimonials) ?? [], area.name);
  return <AreaDetail area={area} neighbors={areas.filter((other) => other.type === area.type && other.id !== area.id)} testimonials={testimonials} settings={settings} />;
}

function AreaDetail({ area, neighbors, testimonials, settings }: { area: ServiceArea; neighbors: ServiceArea[]; testimonials: Testimonial[]; settings: SiteSettings }) {
  // Booking carries the area as the contact link's campaign tags did (where Settings send bookings elsewhere, the booking link).
  const book = bookLink(settings, { utmSource: 'service-areas', utmMedium: area.slug });
  const highlightsId = 'area-highlights-title';

  return (
    <>
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
          <ButtonLink {...book} size="lg" colorPalette="madder">
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
          <CardGrid columns={columnsFor(area.highlights.length, 3)}>
            {area.highlights.map((highlight) => (
              <Flex key={highlight} {...cardStyles} p={{ base: '5', md: '6' }} gap="3" align="flex-start" borderTopWidth="3px" borderTopColor="madder.600">
                <Box color="sage.700" mt="1" flexShrink={0}>
                  <Check size={18} aria-hidden />
                </Box>
                <Text fontWeight="600" fontSize="lg">
                  {highlight}
                </Text>
              </Flex>
            ))}
          </CardGrid>
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

      <TestimonialsList testimonials={testimonials} headingId="area-testimonials-title" eyebrow="Testimonials" title={`What ${area.name} clients say`} tone="plain" />

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
                  <a href={href.serviceArea(neighbor.slug)}>
                    <MapPin size={14} aria-hidden /> {neighbor.name}
                  </a>
                </chakra.span>
              </li>
            ))}
          </Flex>
        </Section>
      ) : null}

      <CtaBand
        title={`Selling or refreshing ${withIndefiniteArticle(area.name)} home?`}
        text={
          <>
            Book a free 30-minute AI Rug Fit Consultation, or call us at <PhoneLink phone={settings.phone} color="ivory.50" textDecoration="underline" textUnderlineOffset="3px" />. We typically reply within 24
            hours.
          </>
        }
      >
        <ButtonLink {...book} size="lg" colorPalette="saffron">
          Book a Free Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
