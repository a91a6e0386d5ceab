// The five service pages (spec section 2, Services sub-pages): one component for the list in
// shared/service-pages.ts. Hero, facts, points, steps, what is included and the contact calls to
// action tagged with utm_source=services and utm_medium=<slug>.
import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Camera, Download } from 'lucide-react';
import { href, paths } from '../../shared/paths.ts';
import { servicePage } from '../../shared/service-pages.ts';
import { ButtonLink, CheckItem, CtaBand, Eyebrow, PageHero, Section, SectionHeading } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugCollage } from '../components/rug-collage.tsx';
import type { PageProps } from './page-props.ts';

export default function ServicePage({ params }: PageProps<'servicePage'>) {
  const { slug, heroRugs, copy: page } = servicePage(params.service);
  const contactHref = href.contact('services', slug);
  const isIntelligence = slug === 'rug-intelligence';

  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} subtitle={page.intro} aside={<RugCollage rugs={heroRugs} />}>
        <Flex gap="3" wrap="wrap" pt="2">
          <ButtonLink to={contactHref} size="lg" colorPalette="madder">
            {page.contactLabel}
          </ButtonLink>
          {isIntelligence ? (
            <ButtonLink to={href.contact('services', slug, { type: 'brief' })} size="lg" variant="outline" colorPalette="indigo" borderColor="indigo.600" color="indigo.700" bg="whiteAlpha.700">
              <Download size={18} aria-hidden /> Download Brief
            </ButtonLink>
          ) : null}
          {isIntelligence ? (
            <ButtonLink to={paths.rugFit} size="lg" variant="outline" colorPalette="indigo" borderColor="indigo.600" color="indigo.700" bg="whiteAlpha.700">
              <Camera size={18} aria-hidden /> Try Rug Fit on Your Room
            </ButtonLink>
          ) : null}
        </Flex>
        <Box pt="2">
          <ButtonLink to={paths.services} variant="plain" colorPalette="walnut" px="0" color="walnut.700" size="sm">
            <ArrowLeft size={16} aria-hidden /> All services
          </ButtonLink>
        </Box>
      </PageHero>

      <Box bg="indigo.800" color="ivory.50">
        <SimpleGrid columns={{ base: 1, md: 3 }} maxW="6xl" mx="auto" px={{ base: '5', md: '6' }} py={{ base: '8', md: '10' }} gap="6">
          {page.facts.map((fact) => (
            <Stack key={fact.label} gap="1" borderLeftWidth="3px" borderColor="saffron.300" pl="4">
              <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="700" lineHeight="1.1" color="saffron.200">
                {fact.value}
              </Text>
              <Text fontSize="sm" color="ivory.200">
                {fact.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>

      <Section labelledBy="points-title">
        <SectionHeading id="points-title" eyebrow={page.title} title={page.sectionTitle} text={page.sectionText} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {page.points.map((point) => (
            <Box key={point.title} {...cardStyles} p={{ base: '6', md: '7' }} borderTopWidth="3px" borderTopColor="madder.600">
              <Heading as="h3" fontSize="xl" mb="2">
                {point.title}
              </Heading>
              <Text color="fg.muted">{point.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="cream" labelledBy="steps-title">
        <Grid templateColumns={{ base: '1fr', lg: '1.5fr 1fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <Box>
            <SectionHeading id="steps-title" eyebrow="Process" title="How it works" />
            <Stack as="ol" gap="5" listStyleType="none">
              {page.steps.map((step, index) => (
                <Flex as="li" key={step.title} gap="4" align="flex-start">
                  <Flex flexShrink={0} w="10" h="10" borderRadius="full" bg="madder.600" color="ivory.50" align="center" justify="center" fontFamily="heading" fontSize="xl" fontWeight="700">
                    {index + 1}
                  </Flex>
                  <Box>
                    <Heading as="h3" fontSize="xl">
                      {step.title}
                    </Heading>
                    <Text color="fg.muted">{step.text}</Text>
                  </Box>
                </Flex>
              ))}
            </Stack>
          </Box>
          <Box {...cardStyles} p={{ base: '6', md: '8' }}>
            <Eyebrow>What you receive</Eyebrow>
            <Stack as="ul" gap="3" listStyleType="none" mt="4">
              {page.includes.map((item) => (
                <CheckItem key={item}>{item}</CheckItem>
              ))}
            </Stack>
            <ButtonLink to={contactHref} colorPalette="madder" mt="6" w="full">
              Contact Us
            </ButtonLink>
          </Box>
        </Grid>
      </Section>

      <CtaBand title={page.closingTitle} text={page.closingText}>
        <ButtonLink to={contactHref} size="lg" colorPalette="saffron">
          Book a Free Consultation
        </ButtonLink>
        {isIntelligence ? (
          <ButtonLink to={href.contact('services', slug, { type: 'brief' })} size="lg" variant="outline" color="ivory.50" borderColor="ivory.300" _hover={{ bg: 'whiteAlpha.200' }}>
            Download Brief
          </ButtonLink>
        ) : null}
      </CtaBand>
    </>
  );
}
