// The questions-and-answers kind: each question a <details> a visitor opens (no script needed),
// its answer in Markdown.
import { Box, chakra, Stack } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionHeader, SectionMarkdown, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  const mark = useFieldMarks();
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <SectionHeader section={section} />
      <Stack gap="3" maxW="4xl">
        {section.questions.map((item, index) => (
          <Box as="details" key={item.question} {...cardStyles} px={{ base: '5', md: '6' }} py="4">
            <chakra.summary fontFamily="heading" fontSize="xl" fontWeight="600" cursor="pointer" {...mark(`questions.${index}.question`)}>
              {item.question}
            </chakra.summary>
            <SectionMarkdown markdown={item.answer} color="fg.muted" mt="3" mark={mark(`questions.${index}.answer`)} />
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
