// The rich text kind: a heading and Markdown paragraphs, with figures beside them (the About
// story and its stat cards).
import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Eyebrow, Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionIcon, SectionMarkdown, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function RichTextSection({ section }: { section: SectionOf<'richText'> }) {
  const mark = useFieldMarks();
  const text = (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} color="walnut.800">
      {section.eyebrow ? <Eyebrow mark={mark('eyebrow')}>{section.eyebrow}</Eyebrow> : null}
      {section.title ? (
        <Heading as="h2" id={headingId(section)} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" {...mark('title')}>
          {section.title}
        </Heading>
      ) : null}
      <SectionMarkdown markdown={section.body} mark={mark('body')} />
    </Stack>
  );
  return (
    <Section tone={section.tone} labelledBy={section.title ? headingId(section) : undefined}>
      {section.figures.length === 0 ? (
        <Box maxW="3xl">{text}</Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
          {text}
          <Stack gap="4">
            {section.figures.map((figure, index) => (
              <Flex key={`${figure.value}-${figure.label}`} {...cardStyles} p="6" gap="5" align="center" data-testid="stat-card">
                {figure.icon ? (
                  <Flex w="14" h="14" flexShrink={0} borderRadius="full" bg="madder.50" color="madder.700" align="center" justify="center">
                    <SectionIcon name={figure.icon} size={24} />
                  </Flex>
                ) : null}
                <Box>
                  <Text fontFamily="heading" fontSize="4xl" fontWeight="700" color="indigo.700" lineHeight="1" {...mark(`figures.${index}.value`)}>
                    {figure.value}
                  </Text>
                  <Text color="fg.muted" fontWeight="500" mt="1" {...mark(`figures.${index}.label`)}>
                    {figure.label}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Grid>
      )}
    </Section>
  );
}
