// The Proof & ROI page (spec section 2): the calculator (an island, decision 191), how its numbers
// are worked out, and a call to book a consultation.
import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../shared/paths.ts';
import { ButtonLink, CtaBand, HeroFacts, PageHero, Section, SectionHeading } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { pageCopy } from '../lib/page-copy.ts';
import { PROOF_ROI_COPY } from '../../shared/domain/page-copy-defaults/proof-roi.ts';
import { Island } from '../islands/island.tsx';
import RoiCalculator from '../islands/roi-calculator.island.tsx';
import type { PageProps } from './page-props.ts';

const CARRYING_PARTS = [
  { label: 'Mortgage interest', value: '4%' },
  { label: 'Insurance', value: '0.5%' },
  { label: 'Utilities', value: '0.3%' },
  { label: 'Maintenance', value: '0.2%' },
];

export default function ProofRoiPage({ content }: PageProps<'proofRoi'>) {
  const copy = pageCopy(content, PROOF_ROI_COPY);

  return (
    <>
      <PageHero
        eyebrow="Staging ROI calculator"
        title={copy.heroTitle}
        subtitle={copy.heroSubtitle}
        aside={
          <HeroFacts
            title="What staging delivers"
            facts={[
              { value: '240%', label: 'average staging ROI' },
              { value: '15-20', label: 'fewer days on market' },
              { value: '73%', label: 'faster sales (2024 industry data)' },
            ]}
          />
        }
      />

      <Section labelledBy="calculator-title">
        <Island of={RoiCalculator} props={{}} />
      </Section>

      <Section tone="cream" labelledBy="method-title">
        <SectionHeading
          id="method-title"
          eyebrow="The method"
          title="How the numbers are worked out"
          text="We keep the model deliberately simple so you can check it with a pencil. Your actual results depend on your home, your market and your timing."
        />
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
          <Box {...cardStyles} p={{ base: '6', md: '8' }}>
            <Heading as="h3" fontSize="2xl" mb="4">
              Carrying rate: 5% a year
            </Heading>
            <Text color="fg.muted" mb="5">
              Every day a home sits on the market costs money. We model carrying cost as 5% of list price a year, divided by 365 for each day saved:
            </Text>
            <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderColor="border" borderRadius="lg" overflow="hidden">
              {CARRYING_PARTS.map((part) => (
                <Flex as="li" key={part.label} justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
                  <Text>{part.label}</Text>
                  <Text fontWeight="700" color="indigo.700">
                    {part.value}
                  </Text>
                </Flex>
              ))}
              <Flex as="li" justify="space-between" px="4" py="3" bg="ivory.100" fontWeight="700">
                <Text>Total carrying rate</Text>
                <Text color="madder.700">5% a year</Text>
              </Flex>
            </Stack>
          </Box>
          <Box {...cardStyles} p={{ base: '6', md: '8' }}>
            <Heading as="h3" fontSize="2xl" mb="4">
              The formula
            </Heading>
            <Stack as="ol" gap="3" pl="5" color="fg.muted">
              <li>Price increase = 3% of list price.</li>
              <li>Days saved = 45 days minus your expected days to sale (never below zero).</li>
              <li>Carrying cost savings = list price × 5% ÷ 365 × days saved.</li>
              <li>Total return = price increase + carrying cost savings.</li>
              <li>Net return = total return − rug spend.</li>
              <li>ROI = net return ÷ rug spend × 100, rounded to a whole number.</li>
            </Stack>
            <Text fontSize="sm" color="fg.muted" mt="5">
              Industry figures we work from: an estimated 2-4% higher sale price, 15-20 fewer days on market, and a 240% average staging ROI.
            </Text>
          </Box>
        </Grid>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to={paths.contact} size="lg" colorPalette="saffron">
          Book Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
