// The do-and-avoid kind: two checklists side by side, what to choose and what to avoid, each with
// the number of its points.
import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionHeader, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function DoAvoidSection({ section }: { section: SectionOf<'doAvoid'> }) {
  return (
    <Section tone={section.tone} labelledBy={section.title ? headingId(section) : undefined}>
      <SectionHeader section={section} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <ChecklistCard title={section.doTitle} items={section.doItems} fields={['doTitle', 'doItems']} good />
        <ChecklistCard title={section.avoidTitle} items={section.avoidItems} fields={['avoidTitle', 'avoidItems']} />
      </SimpleGrid>
    </Section>
  );
}

/** `fields`: the names of its title's and its items' fields, which the page view marks them by. */
function ChecklistCard({ title, items, fields, good }: { title: string; items: string[]; fields: [string, string]; good?: boolean }) {
  const mark = useFieldMarks();
  return (
    <Box {...cardStyles} p={{ base: '6', md: '8' }} borderTopWidth="4px" borderTopColor={good ? 'sage.600' : 'madder.600'}>
      <Flex align="center" gap="3" mb="5">
        <Heading as="h3" fontSize="2xl" {...mark(fields[0])}>
          {title}
        </Heading>
        <Badge colorPalette={good ? 'sage' : 'madder'} variant="subtle" borderRadius="full">
          {items.length === 1 ? '1 point' : `${items.length} points`}
        </Badge>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="3">
        {items.map((item, index) => (
          <Flex as="li" key={item} gap="3" align="flex-start">
            <Flex flexShrink={0} mt="0.5" w="6" h="6" borderRadius="full" bg={good ? 'sage.50' : 'madder.50'} color={good ? 'sage.700' : 'madder.700'} align="center" justify="center">
              {good ? <Check size={14} aria-hidden /> : <X size={14} aria-hidden />}
            </Flex>
            <Text {...mark(`${fields[1]}.${index}`)}>{item}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
