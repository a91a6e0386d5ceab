import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Check, Cpu, PawPrint, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../shared/paths.ts';
import { ButtonLink, CtaBand, Eyebrow, PageHero, Section, SectionHeading } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugImage } from '../components/rug-image.tsx';
import { SERVICE_LIST } from '../../shared/seo/structured-data.ts';
import { pageCopy } from '../lib/page-copy.ts';
import { HOME_COPY } from '../../shared/domain/page-copy-defaults/home.ts';
import type { PageProps } from './page-props.ts';

const HERO_STATS = [
  { value: '2-4%', label: 'estimated higher sale price' },
  { value: '15-20', label: 'fewer days on market' },
  { value: '240%', label: 'average staging ROI' },
  { value: '100%', label: 'pet-safe certified' },
];

const FEATURES: { title: string; text: string; icon: LucideIcon; to: string; cta: string; textLink?: { before: string; label: string; to: string } }[] = [
  {
    title: 'Measurable ROI',
    text: 'Every staging plan comes with a projection you can check: the likely price lift, the carrying costs you save and the net return on your rug spend.',
    icon: TrendingUp,
    to: paths.proofRoi,
    cta: 'Try the ROI calculator',
  },
  {
    title: 'Pet-Safe Material Reviews',
    text: 'We review fibers, dyes, finishes and backings for homes with dogs and cats, and steer you away from PFAS treatments and off-gassing synthetics.',
    icon: PawPrint,
    to: paths.healthPets,
    cta: 'Read about pet health',
  },
  {
    title: 'AI-Powered Matching',
    text: 'Send a few room photos: we extract your palette, match it against our catalog and a consultant reviews every suggestion before you see it.',
    icon: Cpu,
    to: paths.contact,
    cta: 'Send your room photos',
    textLink: { before: 'Or see it now:', label: 'try Rug Fit on a photo of your room', to: paths.rugFit },
  },
];

const CALLOUT_STATS = [
  { value: '73%', label: 'faster sales with staged rooms (2024 industry data)' },
  { value: '47+', label: 'properties staged' },
  { value: '$1.8M', label: 'average client ROI increase' },
  { value: '18 days', label: 'average market-time reduction' },
];

const AREA_LINK_PHRASE = /17 Chicagoland[^.,;]*/;

/** The hero subtitle, with its mention of the 17 areas (or an added sentence) linking to the areas page. */
function SubtitleWithAreasLink({ text }: { text: string }) {
  const link = (label: ReactNode) => (
    <chakra.span asChild color="madder.700" fontWeight="600" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'madder.800' }}>
      <a href={paths.serviceAreas}>{label}</a>
    </chakra.span>
  );
  const match = AREA_LINK_PHRASE.exec(text);
  if (!match) {
    return (
      <>
        {text} {link('See the neighborhoods we serve.')}
      </>
    );
  }
  return (
    <>
      {text.slice(0, match.index)}
      {link(match[0])}
      {text.slice(match.index + match[0].length)}
    </>
  );
}

export default function HomePage({ content }: PageProps<'home'>) {
  const copy = pageCopy(content, HOME_COPY);

  return (
    <>
      <PageHero
        eyebrow="Boutique Chicago rug consultancy"
        title={copy.heroTitle}
        subtitle={<SubtitleWithAreasLink text={copy.heroSubtitle} />}
        asideOnPhone
        aside={
          <Box position="relative">
            <Box position="absolute" inset="0" transform="translate(14px, 14px)" borderRadius="2xl" bg="saffron.300" opacity={0.55} aria-hidden="true" />
            <Box position="relative" borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="ivory.400" boxShadow="xl" bg="ivory.100">
              <RugImage src="/images/hero/home-hero.svg" alt="Hand-knotted, woven and natural-fiber rugs layered on a walnut floor" width={1600} height={900} loading="eager" fetchPriority="high" />
            </Box>
          </Box>
        }
      >
        <Flex gap="3" wrap="wrap" pt="2">
          <ButtonLink to={paths.services} size="lg" colorPalette="madder">
            Explore Our Services
          </ButtonLink>
          <ButtonLink to={paths.contact} size="lg" variant="outline" colorPalette="indigo" borderColor="indigo.600" color="indigo.700" bg="whiteAlpha.700">
            Book Consultation
          </ButtonLink>
        </Flex>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" pt="6">
          {HERO_STATS.map((stat) => (
            <Stack key={stat.label} gap="1" borderLeftWidth="2px" borderColor="saffron.400" pl="3">
              <Text fontFamily="heading" fontSize="3xl" fontWeight="700" color="madder.700" lineHeight="1">
                {stat.value}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="1.35">
                {stat.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageHero>

      <Section labelledBy="why-title">
        <SectionHeading
          id="why-title"
          eyebrow="Why Jacobs"
          title="Rugs chosen with the numbers, the pets and the room in mind"
          text="Three things set our consultancy apart. Each one starts with a conversation about your home, not a sales pitch."
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="cream" labelledBy="callout-title">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <Stack gap="6">
            <Eyebrow>Consultancy, not a showroom</Eyebrow>
            <Heading as="h2" id="callout-title" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
              Free expert advice with every rug order
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              We don't sell rugs online. We offer consultancy only: our advice is free with rug orders, which we supply at minimum
              supplier prices, so our recommendations follow your room and your budget rather than a margin.
            </Text>
            <SimpleGrid columns={2} gap="4">
              {CALLOUT_STATS.map((stat) => (
                <Box key={stat.label} {...cardStyles} p="5">
                  <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="700" color="indigo.700" lineHeight="1">
                    {stat.value}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt="2">
                    {stat.label}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
          <Box {...cardStyles} p={{ base: '6', md: '8' }} borderTopWidth="4px" borderTopColor="madder.600">
            <Heading as="h3" fontSize="2xl" mb="5">
              What we do
            </Heading>
            <Stack as="ul" gap="3.5" listStyleType="none">
              {SERVICE_LIST.map((service) => (
                <Flex as="li" key={service} gap="3" align="flex-start">
                  <Flex flexShrink={0} mt="0.5" w="6" h="6" borderRadius="full" bg="sage.50" color="sage.700" align="center" justify="center">
                    <Check size={14} aria-hidden />
                  </Flex>
                  <Text>{service}</Text>
                </Flex>
              ))}
            </Stack>
            <ButtonLink to={paths.services} mt="7" variant="subtle" colorPalette="madder" w={{ base: 'full', sm: 'auto' }}>
              See all services <ArrowRight size={16} aria-hidden />
            </ButtonLink>
          </Box>
        </Grid>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to={paths.contact} size="lg" colorPalette="saffron">
          Book Your Consultation
        </ButtonLink>
        <ButtonLink to={paths.serviceAreas} size="lg" variant="outline" color="ivory.50" borderColor="ivory.300" _hover={{ bg: 'whiteAlpha.200' }}>
          View Service Areas
        </ButtonLink>
      </CtaBand>
    </>
  );
}

function FeatureCard({ title, text, icon: Icon, to, cta, textLink }: (typeof FEATURES)[number]) {
  return (
    <Stack {...cardStyles} p={{ base: '6', md: '7' }} gap="4" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}>
      <Flex w="12" h="12" borderRadius="lg" bg="madder.50" color="madder.700" align="center" justify="center">
        <Icon size={24} aria-hidden />
      </Flex>
      <Heading as="h3" fontSize="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" flex="1">
        {text}
        {textLink ? (
          <>
            {' '}
            {textLink.before}{' '}
            <chakra.span asChild color="madder.700" fontWeight="600" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'madder.800' }}>
              <a href={textLink.to}>{textLink.label}</a>
            </chakra.span>
            .
          </>
        ) : null}
      </Text>
      <chakra.span asChild color="madder.700" fontWeight="600" display="inline-flex" alignItems="center" gap="1.5" _hover={{ color: 'madder.800', textDecoration: 'underline' }}>
        <a href={to}>
          {cta} <ArrowRight size={16} aria-hidden />
        </a>
      </chakra.span>
    </Stack>
  );
}
