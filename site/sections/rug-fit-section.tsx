// The Rug Fit kind: the tool's band. Its heading names it for screen readers; the tool is an
// island the page hands in (with the shop's rugs), given the section's words. Where script is off
// the tool cannot read a photo, so a note in the owner's words shows the way on.
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section, StateMessage } from '../components/page-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';
import { headingId, SectionMarkdown } from './section-parts.tsx';

/** The tool as the page hands it in: whether the rugs were read (undefined: not yet, shown as loading) and any, and the island given its words. */
export interface RugFitTool {
  rugs: 'loading' | 'none' | 'some';
  island(section: SectionOf<'rugFit'>): ReactNode;
}

export function RugFitSection({ section, tool }: { section: SectionOf<'rugFit'>; tool: RugFitTool }) {
  const mark = useFieldMarks();
  return (
    <Section labelledBy={headingId(section)}>
      <Heading as="h2" id={headingId(section)} srOnly {...mark('title')}>
        {section.title}
      </Heading>
      {tool.rugs === 'loading' ? (
        <StateMessage>Loading rugs...</StateMessage>
      ) : tool.rugs === 'none' ? (
        <StateMessage>No rugs in the shop right now.</StateMessage>
      ) : (
        <>
          <noscript>
            <Box borderWidth="1px" borderColor="saffron.300" bg="bg.warning" borderRadius="xl" px="5" py="4" mb="6" data-testid="rug-fit-noscript">
              <Text fontWeight="600" {...mark('noScriptTitle')}>
                {section.noScriptTitle}
              </Text>
              {section.noScriptText ? (
                <Text {...mark('noScriptText')}>
                  <SectionMarkdown markdown={section.noScriptText} inline />
                </Text>
              ) : null}
            </Box>
          </noscript>
          {tool.island(section)}
        </>
      )}
    </Section>
  );
}
