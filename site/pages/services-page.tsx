import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Building2, Check, Cpu, Gem, Gift, Scroll, type LucideIcon } from 'lucide-react';
import type { CoreService } from '../../shared/contract/core-services.ts';
import { href, paths } from '../../shared/paths.ts';
import { dataOf } from '../../shared/public-routes.ts';
import { SERVICE_PAGES } from '../../shared/service-pages.ts';
import { ButtonLink, CtaBand, PageHero, Section, SectionHeading, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugCollage } from '../components/rug-collage.tsx';
import { serviceIcon } from '../../shared/service-icons.ts';
import { pageCopy } from '../lib/page-copy.ts';
import { SERVICES_COPY } from '../../shared/domain/page-copy-defaults/services.ts';
import type { PageProps } from './page-props.ts';

/** The premium service pages' icons, by page (their cards' text is the pages' own, shared/service-pages.ts). */
const PREMIUM_ICONS: Record<string, LucideIcon> = {
  'antique-sourcing': Scroll,
  'rugshift-bespoke': Gem,
  'rug-intelligence': Cpu,
  'commercial-spaces': Building2,
};

const PREMIUM = SERVICE_PAGES.flatMap((page) =>
  'premium' in page ? [{ title: page.premium.label, text: page.premium.summary, to: href.servicePage(page.slug), icon: PREMIUM_ICONS[page.slug] }] : [],
);

export default function ServicesPage({ data, content }: PageProps<'services'>) {
  const copy = pageCopy(content, SERVICES_COPY);
  const services = dataOf(data.services);

  return (
    <>
      <PageHero eyebrow="What we offer" title={copy.heroTitle} subtitle={copy.heroSubtitle} aside={<RugCollage />}>
        <Flex gap="3" wrap="wrap" pt="2">
          <ButtonLink to={paths.contact} size="lg" colorPalette="madder">
            Book a Free Consultation
          </ButtonLink>
          <ButtonLink to={paths.rugFit} size="lg" variant="outline" colorPalette="indigo" borderColor="indigo.600" color="indigo.700" bg="whiteAlpha.700">
            Try Rug Fit on Your Room
          </ButtonLink>
        </Flex>
      </PageHero>

      <Box bg="indigo.700" color="ivory.50" data-testid="free-services-banner">
        <Flex maxW="6xl" mx="auto" px={{ base: '5', md: '6' }} py="5" gap="4" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Flex w="11" h="11" flexShrink={0} borderRadius="full" bg="saffron.300" color="walnut.900" align="center" justify="center">
            <Gift size={22} aria-hidden />
          </Flex>
          <Box flex="1">
            <Text fontWeight="700" fontSize="lg">
              Our consultancy services are free
            </Text>
            <Text color="ivory.200" fontSize="sm">
              Every consultation below is included with your rug order, supplied at minimum supplier prices. No retainers, no hourly fees.
            </Text>
          </Box>
          <chakra.span asChild color="saffron.300" fontWeight="600" display="inline-flex" alignItems="center" gap="1.5" _hover={{ textDecoration: 'underline' }}>
            <a href={href.servicePage('designer-rugs-included')}>
              Designer rugs included <ArrowRight size={16} aria-hidden />
            </a>
          </chakra.span>
        </Flex>
      </Box>

      <Section labelledBy="core-services-title">
        <SectionHeading
          id="core-services-title"
          eyebrow="Core services"
          title="How we help"
          text="Each service starts with a conversation about your home, your plans and, where it matters, the numbers."
        />
        {data.services === undefined ? (
          <StateMessage>Loading services...</StateMessage>
        ) : !services || services.length === 0 ? (
          <StateMessage>No services found.</StateMessage>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '5', md: '6' }} data-testid="core-services">
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section tone="cream" labelledBy="premium-title">
        <SectionHeading
          id="premium-title"
          eyebrow="Premium services"
          title="For collectors, designers and commercial spaces"
          text="Specialist work with its own process and timelines. Each page explains how it works and what it costs."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {PREMIUM.map((item) => (
            <PremiumCard key={item.to} {...item} />
          ))}
        </SimpleGrid>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to={paths.contact} size="lg" colorPalette="saffron">
          Contact Us
        </ButtonLink>
        <ButtonLink to={paths.proofRoi} size="lg" variant="outline" color="ivory.50" borderColor="ivory.300" _hover={{ bg: 'whiteAlpha.200' }}>
          Estimate Your ROI
        </ButtonLink>
      </CtaBand>
    </>
  );
}

function ServiceCard({ service }: { service: CoreService }) {
  const { icon: Icon, name } = serviceIcon(service.iconName);
  return (
    <Stack as="article" {...cardStyles} p={{ base: '6', md: '7' }} gap="4" data-testid="service-card">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Flex w="12" h="12" borderRadius="lg" bg="indigo.50" color="indigo.600" align="center" justify="center" data-icon={name} data-testid="service-icon">
          <Icon size={24} aria-hidden />
        </Flex>
        {service.isFree ? (
          <Badge colorPalette="sage" variant="subtle" size="md" borderRadius="full" px="3">
            Free Service
          </Badge>
        ) : null}
      </Flex>
      <Heading as="h3" fontSize="2xl" lineHeight="1.2">
        {service.title}
      </Heading>
      <Text color="fg.muted">{service.description}</Text>
      {service.features.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" pt="1" aria-label={`${service.title} features`}>
          {service.features.map((feature) => (
            <Flex as="li" key={feature} gap="2.5" align="flex-start" fontSize="sm">
              <Box color="sage.700" mt="0.5" flexShrink={0}>
                <Check size={16} aria-hidden />
              </Box>
              {feature}
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function PremiumCard({ title, text, to, icon: Icon }: (typeof PREMIUM)[number]) {
  return (
    <chakra.div asChild {...cardStyles} p="6" display="flex" flexDirection="column" gap="3" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}>
      <a href={to}>
        <Flex w="11" h="11" borderRadius="lg" bg="madder.50" color="madder.700" align="center" justify="center">
          <Icon size={22} aria-hidden />
        </Flex>
        <Heading as="h3" fontSize="xl">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {text}
        </Text>
        <Text color="madder.700" fontWeight="600" fontSize="sm" display="inline-flex" alignItems="center" gap="1.5">
          Learn more <ArrowRight size={16} aria-hidden />
        </Text>
      </a>
    </chakra.div>
  );
}
