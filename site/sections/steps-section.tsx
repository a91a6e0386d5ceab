// The steps kind: a numbered process beside a card of what the client receives, with its buttons
// (the service pages' "How it works").
import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { CheckItem, Eyebrow, Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionButton, SectionHeader, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function StepsSection({ section }: { section: SectionOf<'steps'> }) {
  const mark = useFieldMarks();
  const aside = section.items.length > 0 || section.buttons.length > 0;
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <Grid templateColumns={{ base: '1fr', lg: aside ? '1.5fr 1fr' : '1fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
        <Box>
          <SectionHeader section={section} />
          <Stack as="ol" gap="5" listStyleType="none">
            {section.steps.map((step, index) => (
              <Flex as="li" key={step.title} gap="4" align="flex-start">
                <Flex flexShrink={0} w="10" h="10" borderRadius="full" bg="madder.600" color="ivory.50" align="center" justify="center" fontFamily="heading" fontSize="xl" fontWeight="700">
                  {index + 1}
                </Flex>
                <Box>
                  <Heading as="h3" fontSize="xl" {...mark(`steps.${index}.title`)}>
                    {step.title}
                  </Heading>
                  <Text color="fg.muted" {...mark(`steps.${index}.text`)}>
                    {step.text}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Box>
        {aside && (
          <Box {...cardStyles} p={{ base: '6', md: '8' }}>
            {section.listTitle ? <Eyebrow mark={mark('listTitle')}>{section.listTitle}</Eyebrow> : null}
            <Stack as="ul" gap="3" listStyleType="none" mt="4">
              {section.items.map((item, index) => (
                <CheckItem key={item} mark={mark(`items.${index}`)}>
                  {item}
                </CheckItem>
              ))}
            </Stack>
            {section.buttons.map((button, index) => (
              <SectionButton key={`${button.label}-${button.link}`} button={button} ground="card" size="md" mt="6" w="full" mark={mark(`buttons.${index}.label`)} />
            ))}
          </Box>
        )}
      </Grid>
    </Section>
  );
}
