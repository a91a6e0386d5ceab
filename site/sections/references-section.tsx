// The references kind: numbered sources, each with its address as a link, and a note under them
// (Health & Pets' four cited references and its "not veterinary advice").
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function ReferencesSection({ section }: { section: SectionOf<'references'> }) {
  const mark = useFieldMarks();
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <Box {...cardStyles} p={{ base: '6', md: '8' }}>
        <Heading as="h2" id={headingId(section)} fontSize="xl" mb="4" {...mark('title')}>
          {section.title}
        </Heading>
        <Stack as="ol" gap="3" pl="5" fontSize="sm" color="fg.muted" data-testid="references">
          {section.references.map((reference, index) => (
            <li key={`${reference.text}-${reference.url}`} {...mark(`references.${index}.text`)}>
              {reference.text}{' '}
              <chakra.a href={reference.url} color="indigo.600" textDecoration="underline" wordBreak="break-word" target="_blank" rel="noopener noreferrer">
                {reference.url.replace(/^https?:\/\//, '')}
              </chakra.a>
            </li>
          ))}
        </Stack>
        {section.note ? (
          <Flex mt="5" gap="2" align="center" fontSize="xs" color="fg.muted">
            <AlertTriangle size={14} aria-hidden />
            <Text {...mark('note')}>{section.note}</Text>
          </Flex>
        ) : null}
      </Box>
    </Section>
  );
}
