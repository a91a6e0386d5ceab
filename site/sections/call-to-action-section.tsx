// The call-to-action kind: the closing band on the dark lattice with a heading, a sentence and
// buttons.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { LATTICE_DARK } from '../components/page-parts.tsx';
import { SectionButtons, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function CallToActionSection({ section }: { section: SectionOf<'callToAction'> }) {
  const mark = useFieldMarks();
  return (
    <Box as="section" aria-labelledby={headingId(section)} {...LATTICE_DARK} py={{ base: '14', md: '20' }}>
      <Container maxW="4xl" px={{ base: '5', md: '6' }} textAlign="center">
        <Stack gap="5" align="center">
          <Heading as="h2" id={headingId(section)} color="ivory.50" fontSize={{ base: '3xl', md: '4xl' }} {...mark('title')}>
            {section.title}
          </Heading>
          {section.text ? (
            <Text color="ivory.200" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" {...mark('text')}>
              {section.text}
            </Text>
          ) : null}
          <SectionButtons buttons={section.buttons} ground="dark" justify="center" pt="2" />
        </Stack>
      </Container>
    </Box>
  );
}
