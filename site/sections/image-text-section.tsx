// The picture-with-text kind: a picture from the media library beside a heading, Markdown
// paragraphs and buttons.
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Eyebrow, Section } from '../components/page-parts.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { SectionButtons, SectionMarkdown, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function ImageTextSection({ section }: { section: SectionOf<'imageText'> }) {
  const mark = useFieldMarks();
  const picture = (
    <Box borderRadius="2xl" overflow="hidden" boxShadow="lg" order={{ lg: section.pictureSide === 'left' ? 0 : 1 }} {...mark('picture')}>
      <RugImage src={section.picture.src} alt={section.picture.alt} width={1200} height={900} loading="lazy" />
    </Box>
  );
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="center">
        {picture}
        <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} color="walnut.800">
          {section.eyebrow ? <Eyebrow mark={mark('eyebrow')}>{section.eyebrow}</Eyebrow> : null}
          <Heading as="h2" id={headingId(section)} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" {...mark('title')}>
            {section.title}
          </Heading>
          <SectionMarkdown markdown={section.body} mark={mark('body')} />
          <SectionButtons buttons={section.buttons} ground="light" pt="2" />
        </Stack>
      </Grid>
    </Section>
  );
}
