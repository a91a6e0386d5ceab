import { Badge, Box, Flex, Grid, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { AlertTriangle, BadgeCheck, Check, Leaf, Wind, X, Droplets, Microscope } from 'lucide-react';
import { paths } from '../../shared/paths.ts';
import { ButtonLink, CtaBand, Eyebrow, HeroFacts, PageHero, Section, SectionHeading } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { pageCopy } from '../lib/page-copy.ts';
import type { PageProps } from './page-props.ts';
import { HEALTH_PETS_COPY } from '../../shared/domain/page-copy-defaults/health-pets.ts';

const FIBERS = [
  {
    name: 'Wool',
    text: 'Naturally flame-resistant and resilient, with lanolin that helps shed dirt and spills without chemical stain treatments. Dense wool stands up to claws and paws.',
  },
  {
    name: 'Organic cotton',
    text: 'Soft, breathable and washable, grown without synthetic pesticides. Flatweaves and dhurries can go in the wash when accidents happen.',
  },
  {
    name: 'Jute & sisal',
    text: 'Plant fibers that are biodegradable and shed no plastic. Best in drier, lower-traffic rooms: they dislike standing water.',
  },
];

const CERTIFICATIONS = [
  { name: 'OEKO-TEX Standard 100', text: 'Every component of the finished textile, down to threads and backing, is tested against a list of harmful substances.' },
  { name: 'GOTS', text: 'The Global Organic Textile Standard covers organic fiber content and the whole processing chain, including dyes and finishes.' },
  { name: 'Made Safe', text: 'Products are screened against known toxic chemicals, including many flame retardants, PFAS and VOC-emitting substances.' },
];

const DO_CHOOSE = [
  'Undyed or low-impact dyed wool',
  'GOTS-certified organic cotton',
  'Natural rubber, cotton or jute backings',
  'A certificate that covers the specific rug, not just the brand',
  'Tightly woven, low-pile constructions that resist claws',
];

const AVOID = [
  'Stain-resistant treatments based on PFAS chemistry',
  'Synthetic latex backings and glued-down constructions',
  'Shedding polyester and polypropylene shag',
  'A strong chemical "new rug" smell that lingers',
  '"Eco" or "non-toxic" claims with no certificate behind them',
];

const RISKS = [
  {
    icon: Droplets,
    title: 'PFAS',
    text: 'Per- and polyfluoroalkyl substances are used in many stain- and water-repellent treatments. They persist in household dust, and pets at floor level meet that dust first.',
  },
  {
    icon: Wind,
    title: 'VOC off-gassing',
    text: 'New synthetic rugs, latex backings and adhesives can release volatile organic compounds into the air for weeks, concentrated near the floor where pets breathe and sleep.',
  },
  {
    icon: Microscope,
    title: 'Microplastic ingestion',
    text: 'Synthetic piles shed fibers into dust and fur. Estimates put a pet’s intake at 137,000-240,000 microplastic fibres a year, swallowed mostly while grooming.',
  },
];

const SCIENCE = [
  {
    title: 'Why pets are more exposed',
    text: 'Dogs and cats live close to the floor, breathe more air for their body weight than we do and groom their fur, swallowing whatever dust it carries. Indoor dust is where chemicals from furnishings collect, which is why floor coverings matter more for pets than for people.',
  },
  {
    title: 'What stain treatments leave behind',
    text: 'Fluorinated treatments work by coating fibers with very stable chemistry. That same stability means the compounds do not break down: they wear off into dust over the life of the rug. Untreated wool, with its natural lanolin, resists everyday spills without them.',
  },
  {
    title: 'How off-gassing fades',
    text: 'VOC emissions are usually highest when a rug is new and fall over the following weeks. Choosing natural backings, airing a new rug before it goes down and keeping rooms ventilated all reduce exposure.',
  },
  {
    title: 'Fibers that shed plastic',
    text: 'Polyester and polypropylene piles break into small fragments with foot traffic and vacuuming. Natural fibers shed too, but what they shed is wool, cotton or plant fiber rather than plastic.',
  },
];

const REFERENCES = [
  {
    text: 'U.S. Environmental Protection Agency. Our Current Understanding of the Human Health and Environmental Risks of PFAS.',
    url: 'https://www.epa.gov/pfas/our-current-understanding-human-health-and-environmental-risks-pfas',
  },
  {
    text: 'U.S. Environmental Protection Agency. Volatile Organic Compounds’ Impact on Indoor Air Quality.',
    url: 'https://www.epa.gov/indoor-air-quality-iaq/volatile-organic-compounds-impact-indoor-air-quality',
  },
  { text: 'OEKO-TEX Association. STANDARD 100 by OEKO-TEX: criteria and testing.', url: 'https://www.oeko-tex.com/en/our-standards/oeko-tex-standard-100' },
  { text: 'Global Organic Textile Standard (GOTS). The Standard.', url: 'https://global-standard.org/the-standard' },
];

export default function HealthPetsPage({ content }: PageProps<'healthPets'>) {
  const copy = pageCopy(content, HEALTH_PETS_COPY);
  return (
    <>
      <PageHero
        eyebrow="Health & pets"
        title={copy.heroTitle}
        subtitle={copy.heroSubtitle}
        aside={
          <HeroFacts
            title="At a glance"
            facts={[
              { value: '137,000-240,000', label: 'microplastic fibers a pet may swallow each year' },
              { value: '3', label: 'certifications worth checking for' },
              { value: '100%', label: 'of our recommendations pet-safe certified' },
            ]}
          />
        }
      />

      <Section labelledBy="fibers-title">
        <SectionHeading id="fibers-title" eyebrow="Natural fibers" title="The advantages of natural fibers" text="Three materials we recommend most often for homes with dogs and cats." />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {FIBERS.map((fiber) => (
            <Stack key={fiber.name} {...cardStyles} p={{ base: '6', md: '7' }} gap="3">
              <Flex w="11" h="11" borderRadius="lg" bg="sage.50" color="sage.700" align="center" justify="center">
                <Leaf size={22} aria-hidden />
              </Flex>
              <Heading as="h3" fontSize="2xl">
                {fiber.name}
              </Heading>
              <Text color="fg.muted">{fiber.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="cream" labelledBy="risks-title">
        <SectionHeading id="risks-title" eyebrow="The risks" title="What synthetic rugs can bring into the home" text="Three concerns come up again and again in our material reviews." />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {RISKS.map((risk) => (
            <Stack key={risk.title} as="article" {...cardStyles} p={{ base: '6', md: '7' }} gap="3" borderTopWidth="4px" borderTopColor="madder.600" data-testid="risk-card">
              <Flex align="center" gap="3">
                <Flex w="11" h="11" borderRadius="lg" bg="madder.50" color="madder.700" align="center" justify="center">
                  <risk.icon size={22} aria-hidden />
                </Flex>
                <Heading as="h3" fontSize="2xl">
                  {risk.title}
                </Heading>
              </Flex>
              <Text color="fg.muted">{risk.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section labelledBy="cert-title">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1.2fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
          <Stack gap="4">
            <Eyebrow>Certification guide</Eyebrow>
            <Heading as="h2" id="cert-title" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
              Labels worth looking for
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              A certificate is only useful if it covers the rug you are buying. We check that it is current, that it names the product, and what it actually tests.
            </Text>
            <Box pt="2">
              <ButtonLink to={paths.services} colorPalette="madder" size="lg">
                Pet-Safe Consultancy
              </ButtonLink>
            </Box>
          </Stack>
          <Stack gap="4">
            {CERTIFICATIONS.map((cert) => (
              <Flex key={cert.name} {...cardStyles} p="5" gap="4" align="flex-start">
                <Box color="indigo.600" mt="0.5" flexShrink={0}>
                  <BadgeCheck size={26} aria-hidden />
                </Box>
                <Box>
                  <Heading as="h3" fontSize="xl">
                    {cert.name}
                  </Heading>
                  <Text color="fg.muted">{cert.text}</Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Grid>
      </Section>

      <Section tone="cream" labelledBy="choose-title">
        <SectionHeading id="choose-title" eyebrow="A checklist" title="Do choose, and avoid" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ChecklistCard title="Do Choose" items={DO_CHOOSE} good />
          <ChecklistCard title="Avoid" items={AVOID} />
        </SimpleGrid>
      </Section>

      <Section labelledBy="science-title">
        <SectionHeading id="science-title" eyebrow="The science" title="What we know, in plain language" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }}>
          {SCIENCE.map((item) => (
            <Box key={item.title} borderLeftWidth="3px" borderColor="saffron.400" pl="5">
              <Heading as="h3" fontSize="2xl" mb="2">
                {item.title}
              </Heading>
              <Text color="fg.muted">{item.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Box mt={{ base: '10', md: '14' }} {...cardStyles} p={{ base: '6', md: '8' }}>
          <Heading as="h3" fontSize="xl" mb="4">
            References
          </Heading>
          <Stack as="ol" gap="3" pl="5" fontSize="sm" color="fg.muted" data-testid="references">
            {REFERENCES.map((ref) => (
              <li key={ref.url}>
                {ref.text}{' '}
                <chakra.a href={ref.url} color="indigo.600" textDecoration="underline" wordBreak="break-word" target="_blank" rel="noopener noreferrer">
                  {ref.url.replace(/^https:\/\//, '')}
                </chakra.a>
              </li>
            ))}
          </Stack>
          <Flex mt="5" gap="2" align="center" fontSize="xs" color="fg.muted">
            <AlertTriangle size={14} aria-hidden />
            <Text>Our material reviews are not veterinary advice. If your pet shows symptoms, please talk to your vet.</Text>
          </Flex>
        </Box>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to={paths.contact} size="lg" colorPalette="saffron">
          Book a Material Review
        </ButtonLink>
      </CtaBand>
    </>
  );
}

function ChecklistCard({ title, items, good }: { title: string; items: string[]; good?: boolean }) {
  return (
    <Box {...cardStyles} p={{ base: '6', md: '8' }} borderTopWidth="4px" borderTopColor={good ? 'sage.600' : 'madder.600'}>
      <Flex align="center" gap="3" mb="5">
        <Heading as="h3" fontSize="2xl">
          {title}
        </Heading>
        <Badge colorPalette={good ? 'sage' : 'madder'} variant="subtle" borderRadius="full">
          {items.length} points
        </Badge>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="3">
        {items.map((item) => (
          <Flex as="li" key={item} gap="3" align="flex-start">
            <Flex flexShrink={0} mt="0.5" w="6" h="6" borderRadius="full" bg={good ? 'sage.50' : 'madder.50'} color={good ? 'sage.700' : 'madder.700'} align="center" justify="center">
              {good ? <Check size={14} aria-hidden /> : <X size={14} aria-hidden />}
            </Flex>
            <Text>{item}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
