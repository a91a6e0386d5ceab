// The figures kind: headline figures as cards, or as a dark band across the page (the service
// pages' three facts).
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionHeader, SectionIcon, headingId } from './section-parts.tsx';
import { CardGrid, columnsFor } from '../components/card-grid.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function StatsSection({ section }: { section: SectionOf<'stats'> }) {
  const mark = useFieldMarks();
  if (section.style === 'band') {
    return (
      <Box as="section" aria-labelledby={section.title ? headingId(section) : undefined} aria-label={section.title ? undefined : 'Figures'} bg="indigo.800" color="ivory.50">
        <SimpleGrid columns={{ base: 1, md: Math.min(section.stats.length, 4) }} maxW="6xl" mx="auto" px={{ base: '5', md: '6' }} py={{ base: '8', md: '10' }} gap="6">
          {section.stats.map((stat, index) => (
            <Stack key={`${stat.value}-${stat.label}`} gap="1" borderLeftWidth="3px" borderColor="saffron.300" pl="4">
              <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="700" lineHeight="1.1" color="saffron.200" {...mark(`stats.${index}.value`)}>
                {stat.value}
              </Text>
              <Text fontSize="sm" color="ivory.200" {...mark(`stats.${index}.label`)}>
                {stat.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
    );
  }
  return (
    <Section tone={section.tone} labelledBy={section.title ? headingId(section) : undefined}>
      <SectionHeader section={section} />
      <CardGrid columns={columnsFor(section.stats.length, 4)}>
        {section.stats.map((stat, index) => (
          <Flex key={`${stat.value}-${stat.label}`} {...cardStyles} p="6" gap="5" align="center" data-testid="stat-card">
            {stat.icon ? (
              <Flex w="14" h="14" flexShrink={0} borderRadius="full" bg="madder.50" color="madder.700" align="center" justify="center">
                <SectionIcon name={stat.icon} size={24} />
              </Flex>
            ) : null}
            <Box>
              <Text fontFamily="heading" fontSize="4xl" fontWeight="700" color="indigo.700" lineHeight="1" {...mark(`stats.${index}.value`)}>
                {stat.value}
              </Text>
              <Text color="fg.muted" fontWeight="500" mt="1" {...mark(`stats.${index}.label`)}>
                {stat.label}
              </Text>
            </Box>
          </Flex>
        ))}
      </CardGrid>
    </Section>
  );
}
