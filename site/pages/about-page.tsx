import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Calculator, Home, MapPin, PawPrint } from 'lucide-react';
import { paths } from '../../shared/paths.ts';
import { ButtonLink, CtaBand, Eyebrow, PageHero, Section, SectionHeading } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugCollage } from '../components/rug-collage.tsx';
import { pageCopy } from '../lib/page-copy.ts';
import type { PageProps } from './page-props.ts';
import { ABOUT_COPY } from '../../shared/domain/page-copy-defaults/about.ts';

const STATS = [
  { value: '47+', label: 'Properties Staged', icon: Home },
  { value: '$1.8M', label: 'Avg Client ROI Increase', icon: Calculator },
  { value: '18 Days', label: 'Avg Market Time Reduction', icon: ArrowRight },
];

const EXPLORE = [
  { title: 'Service Areas', text: 'The 17 Chicagoland neighborhoods and suburbs we serve.', to: paths.serviceAreas, icon: MapPin },
  { title: 'Proof & ROI', text: 'Estimate what staging rugs could return on your sale.', to: paths.proofRoi, icon: Calculator },
  { title: 'Health & Pets', text: 'What to know about synthetic rugs in homes with pets.', to: paths.healthPets, icon: PawPrint },
];

export default function AboutPage({ content }: PageProps<'about'>) {
  const copy = pageCopy(content, ABOUT_COPY);
  return (
    <>
      <PageHero eyebrow="Our story" title={copy.heroTitle} subtitle={copy.heroSubtitle} aside={<RugCollage rugs={['/images/rugs/vintage-oushak.svg', '/images/rugs/lakeshore-hand-knotted-wool.svg', '/images/rugs/caucasian-kazak-runner.svg']} />} />

      <Section labelledBy="story-title">
        <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} color="walnut.800">
            <Eyebrow>How we started</Eyebrow>
            <Heading as="h2" id="story-title" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
              Rugs are the first thing a buyer walks on
            </Heading>
            <Text>
              Jacobs began with a simple observation from years around Chicago's open houses: the rooms that sold fastest were rarely the most expensive, but they
              were almost always grounded by the right rug. A well-chosen rug makes a room read larger, warmer and finished, and buyers feel it before they can
              say why.
            </Text>
            <Text>
              We built a consultancy around that idea. We measure, we model the return, and we recommend rugs for staging, for living and for keeping, from
              hand-knotted wool to antique Heriz and custom pieces made to the centimetre.
            </Text>
            <Text>
              Along the way, clients with dogs and cats kept asking what their rugs were made of. So we learned to read material specifications, stain
              treatments and certificates, and pet-safe material reviews became part of every consultation.
            </Text>
            <Text>
              We remain deliberately small. Our advice is free with rug orders supplied at minimum supplier prices, which keeps our recommendations honest: we
              would rather earn your next project than a margin on this one.
            </Text>
          </Stack>
          <Stack gap="4">
            {STATS.map((stat) => (
              <Flex key={stat.label} {...cardStyles} p="6" gap="5" align="center" data-testid="stat-card">
                <Flex w="14" h="14" flexShrink={0} borderRadius="full" bg="madder.50" color="madder.700" align="center" justify="center">
                  <stat.icon size={24} aria-hidden />
                </Flex>
                <Box>
                  <Text fontFamily="heading" fontSize="4xl" fontWeight="700" color="indigo.700" lineHeight="1">
                    {stat.value}
                  </Text>
                  <Text color="fg.muted" fontWeight="500" mt="1">
                    {stat.label}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Grid>
      </Section>

      <Section tone="cream" labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow="What we believe" title="Three principles behind every recommendation" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {[
            { title: 'Show the numbers', text: 'Every staging plan comes with an ROI projection simple enough to check yourself.' },
            { title: 'Safe to live with', text: 'Materials reviewed for the people and the pets who will spend their days on them.' },
            { title: 'Made to last', text: 'Rugs chosen to hold their looks and their value long after the sale or the move.' },
          ].map((value) => (
            <Box key={value.title} {...cardStyles} p={{ base: '6', md: '7' }} borderTopWidth="3px" borderTopColor="saffron.400">
              <Heading as="h3" fontSize="2xl" mb="2">
                {value.title}
              </Heading>
              <Text color="fg.muted">{value.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section labelledBy="explore-title">
        <SectionHeading id="explore-title" eyebrow="Explore" title="Learn more about how we work" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {EXPLORE.map((item) => (
            <chakra.div key={item.to} asChild {...cardStyles} p="6" display="flex" gap="4" alignItems="flex-start" _hover={{ borderColor: 'madder.300', boxShadow: 'lg' }}>
              <a href={item.to}>
                <Box color="madder.700" mt="1" flexShrink={0}>
                  <item.icon size={22} aria-hidden />
                </Box>
                <Box>
                  <Heading as="h3" fontSize="xl">
                    {item.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {item.text}
                  </Text>
                </Box>
              </a>
            </chakra.div>
          ))}
        </SimpleGrid>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to={paths.contact} size="lg" colorPalette="saffron">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
