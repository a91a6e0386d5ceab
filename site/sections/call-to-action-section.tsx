// The call-to-action kind: the closing band on the dark lattice with a heading, a sentence and
// buttons.
import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { LATTICE_DARK } from '../components/page-parts.tsx';
import { SectionButton, headingId } from './section-parts.tsx';

export function CallToActionSection({ section }: { section: SectionOf<'callToAction'> }) {
  return (
    <Box as="section" aria-labelledby={headingId(section)} {...LATTICE_DARK} py={{ base: '14', md: '20' }}>
      <Container maxW="4xl" px={{ base: '5', md: '6' }} textAlign="center">
        <Stack gap="5" align="center">
          <Heading as="h2" id={headingId(section)} color="ivory.50" fontSize={{ base: '3xl', md: '4xl' }}>
            {section.title}
          </Heading>
          {section.text ? (
            <Text color="ivory.200" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
              {section.text}
            </Text>
          ) : null}
          {section.buttons.length > 0 && (
            <Flex gap="3" wrap="wrap" justify="center" pt="2">
              {section.buttons.map((button) => (
                <SectionButton key={`${button.label}-${button.link}`} button={button} ground="dark" />
              ))}
            </Flex>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
