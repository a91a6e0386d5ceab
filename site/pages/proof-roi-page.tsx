import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCount, formatDollars } from '../../shared/domain/format.ts';
import { ROI_CONSTANTS, ROI_SLIDERS, calculateRoi, roiFillPercent, type RoiInputs } from '../../shared/domain/roi.ts';
import { paths } from '../../shared/paths.ts';
import { ButtonLink, CtaBand, Eyebrow, HeroFacts, PageHero, Section, SectionHeading, cardStyles } from '../components/page-parts.tsx';
import { StaticPageSeo } from '../components/static-page-seo.tsx';
import { usePageCopy } from '../lib/page-copy.ts';
import { PROOF_ROI_COPY } from '../../shared/domain/page-copy-defaults/proof-roi.ts';

const CARRYING_PARTS = [
  { label: 'Mortgage interest', value: '4%' },
  { label: 'Insurance', value: '0.5%' },
  { label: 'Utilities', value: '0.3%' },
  { label: 'Maintenance', value: '0.2%' },
];

const SLIDERS: { key: keyof RoiInputs; label: string; format: (value: number) => string }[] = [
  { key: 'listPrice', label: 'List price', format: formatDollars },
  { key: 'rugSpend', label: 'Rug spend', format: formatDollars },
  { key: 'daysToSale', label: 'Expected days to sale', format: (value) => formatCount(value, 'day') },
];

const DEFAULT_INPUTS: RoiInputs = {
  listPrice: ROI_SLIDERS.listPrice.defaultValue,
  rugSpend: ROI_SLIDERS.rugSpend.defaultValue,
  daysToSale: ROI_SLIDERS.daysToSale.defaultValue,
};

export default function ProofRoiPage() {
  const copy = usePageCopy('proof-roi', PROOF_ROI_COPY);
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_INPUTS);
  const result = calculateRoi(inputs);
  const fill = roiFillPercent(result.roiPercentage);

  return (
    <>
      <StaticPageSeo path={paths.proofRoi} />
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
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1.1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Stack {...cardStyles} p={{ base: '6', md: '8' }} gap="8">
            <Box>
              <Eyebrow>Your property</Eyebrow>
              <Heading as="h2" id="calculator-title" fontSize={{ base: '2xl', md: '3xl' }} mt="2">
                Adjust the numbers
              </Heading>
            </Box>
            {SLIDERS.map((slider) => (
              <RangeField
                key={slider.key}
                label={slider.label}
                value={inputs[slider.key]}
                {...ROI_SLIDERS[slider.key]}
                format={slider.format}
                testId={`slider-${slider.key}`}
                onChange={(value) => setInputs((current) => ({ ...current, [slider.key]: value }))}
              />
            ))}
            <Text fontSize="sm" color="fg.muted">
              Baseline: {ROI_CONSTANTS.baselineDays} days to sale without staging. Staging is modeled as a {ROI_CONSTANTS.priceIncreaseRate * 100}% price increase.
            </Text>
          </Stack>

          <Stack gap="5" aria-live="polite" data-testid="roi-results">
            <Box {...cardStyles} bg="indigo.800" borderColor="indigo.800" color="ivory.50" p={{ base: '6', md: '8' }}>
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.2em" color="saffron.300" fontWeight="700">
                Return on rug spend
              </Text>
              <Text fontFamily="heading" fontSize={{ base: '6xl', md: '7xl' }} fontWeight="700" lineHeight="1" mt="2" data-testid="roi-percentage">
                {result.roiPercentage}%
              </Text>
              <Text color="ivory.200" mt="1">
                Net return <chakra.span fontWeight="700" color="ivory.50" data-testid="roi-net-return">{formatDollars(result.netReturn)}</chakra.span> on{' '}
                {formatDollars(inputs.rugSpend)} of rugs
              </Text>
              <Box
                mt="6"
                h="3"
                bg="whiteAlpha.200"
                borderRadius="full"
                overflow="hidden"
                role="meter"
                aria-label="ROI scale"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(fill)}
                aria-valuetext={`${result.roiPercentage}% ROI`}
              >
                <Box h="full" w={`${fill}%`} bgGradient="to-r" gradientFrom="saffron.400" gradientTo="madder.400" borderRadius="full" transition="width 0.15s ease" data-testid="roi-fill" data-fill={fill} />
              </Box>
              <Flex justify="space-between" fontSize="xs" color="ivory.300" mt="2">
                <span>0%</span>
                <span>500%+</span>
              </Flex>
            </Box>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <ResultCard label="Price increase" value={formatDollars(result.priceIncrease)} note="3% of list price" testId="roi-price-increase" />
              <ResultCard label="Carrying cost savings" value={formatDollars(result.carryingCostSavings)} note={`${formatCount(result.daysSaved, 'day')} at 5% a year`} testId="roi-carrying-savings" />
              <ResultCard label="Total return" value={formatDollars(result.totalReturn)} note="Price increase plus savings" testId="roi-total-return" />
              <ResultCard label="Days saved" value={String(result.daysSaved)} note={`Against a ${ROI_CONSTANTS.baselineDays}-day baseline`} testId="roi-days-saved" />
            </SimpleGrid>
          </Stack>
        </Grid>
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

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
  testId: string;
}

function RangeField({ label, value, min, max, step, format, onChange, testId }: RangeFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The server-rendered slider works before the page has started, but no handler sees that move:
  // once React has the element, a value the visitor already chose wins over the default.
  const startValue = useRef({ value, onChange });
  useEffect(() => {
    const moved = input.current ? Number(input.current.value) : NaN;
    if (!Number.isNaN(moved) && moved !== startValue.current.value) startValue.current.onChange(moved);
  }, []);
  const percent = ((value - min) / (max - min)) * 100;
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="baseline" gap="3">
        <chakra.label htmlFor={id} fontWeight="600">
          {label}
        </chakra.label>
        <chakra.output htmlFor={id} fontFamily="heading" fontSize="2xl" fontWeight="700" color="madder.700" data-testid={`${testId}-value`}>
          {format(value)}
        </chakra.output>
      </Flex>
      <chakra.input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        data-testid={testId}
        ref={input}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        w="full"
        h="8"
        bg="transparent"
        cursor="pointer"
        appearance="none"
        css={{
          '--fill': `${percent}%`,
          '&::-webkit-slider-runnable-track': {
            height: '6px',
            borderRadius: '999px',
            background: 'linear-gradient(to right, #922D25 0 var(--fill), #E3D1B0 var(--fill) 100%)',
          },
          '&::-moz-range-track': { height: '6px', borderRadius: '999px', background: '#E3D1B0' },
          '&::-moz-range-progress': { height: '6px', borderRadius: '999px', background: '#922D25' },
          '&::-webkit-slider-thumb': {
            appearance: 'none',
            width: '22px',
            height: '22px',
            marginTop: '-8px',
            borderRadius: '50%',
            background: '#FDFAF3',
            border: '3px solid #922D25',
            boxShadow: '0 1px 4px rgba(42,29,21,0.3)',
          },
          '&::-moz-range-thumb': { width: '18px', height: '18px', borderRadius: '50%', background: '#FDFAF3', border: '3px solid #922D25' },
          '&:focus-visible': { outline: '3px solid #D08F1C', outlineOffset: '4px', borderRadius: '4px' },
        }}
      />
      <Flex justify="space-between" fontSize="xs" color="fg.muted">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </Flex>
    </Stack>
  );
}

function ResultCard({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <Box {...cardStyles} p="5">
      <Text fontSize="sm" color="fg.muted" fontWeight="600">
        {label}
      </Text>
      <Text fontFamily="heading" fontSize="3xl" fontWeight="700" color="walnut.900" lineHeight="1.2" data-testid={testId}>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {note}
      </Text>
    </Box>
  );
}
