// The checklist kind: a heading, text and figures beside a card with a checked list and buttons
// (the home page's "Free expert advice" callout).
import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Eyebrow, Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionButton, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function ChecklistSection({ section }: { section: SectionOf<'checklist'> }) {
  const mark = useFieldMarks();
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
        <Stack gap="6">
          {section.eyebrow ? <Eyebrow mark={mark('eyebrow')}>{section.eyebrow}</Eyebrow> : null}
          <Heading as="h2" id={headingId(section)} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" {...mark('title')}>
            {section.title}
          </Heading>
          {section.intro ? (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" {...mark('intro')}>
              {section.intro}
            </Text>
          ) : null}
          {section.stats.length > 0 && (
            <SimpleGrid columns={2} gap="4">
              {section.stats.map((stat, index) => (
                <Box key={`${stat.value}-${stat.label}`} {...cardStyles} p="5">
                  <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="700" color="indigo.700" lineHeight="1" {...mark(`stats.${index}.value`)}>
                    {stat.value}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt="2" {...mark(`stats.${index}.label`)}>
                    {stat.label}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Box {...cardStyles} p={{ base: '6', md: '8' }} borderTopWidth="4px" borderTopColor="madder.600">
          {section.listTitle ? (
            <Heading as="h3" fontSize="2xl" mb="5" {...mark('listTitle')}>
              {section.listTitle}
            </Heading>
          ) : null}
          <Stack as="ul" gap="3.5" listStyleType="none">
            {section.items.map((item, index) => (
              <Flex as="li" key={item} gap="3" align="flex-start">
                <Flex flexShrink={0} mt="0.5" w="6" h="6" borderRadius="full" bg="sage.50" color="sage.700" align="center" justify="center">
                  <Check size={14} aria-hidden />
                </Flex>
                <Text {...mark(`items.${index}`)}>{item}</Text>
              </Flex>
            ))}
          </Stack>
          {section.buttons.length > 0 && (
            <Flex gap="3" wrap="wrap" mt="7">
              {section.buttons.map((button, index) => (
                <SectionButton key={`${button.label}-${button.link}`} button={button} ground="card" size="md" mark={mark(`buttons.${index}.label`)} w={{ base: 'full', sm: 'auto' }} {...(button.style === 'primary' ? { variant: 'subtle' } : {})} />
              ))}
            </Flex>
          )}
        </Box>
      </Grid>
    </Section>
  );
}
