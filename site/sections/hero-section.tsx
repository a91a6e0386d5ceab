// The hero kind: the page's one h1 over the lattice ground, its subtitle (inline Markdown), its
// buttons and figures, and beside it a picture, three rug samples or a panel of figures. A centered
// hero without a side panel is the policy pages' Coming Soon.
import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Eyebrow, HeroFacts, LATTICE_LIGHT, PageHero } from '../components/page-parts.tsx';
import { RugCollage } from '../components/rug-collage.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { useFieldMarks } from './field-marks.tsx';
import { SectionButton, SectionMarkdown } from './section-parts.tsx';

export function HeroSection({ section }: { section: SectionOf<'hero'> }) {
  const mark = useFieldMarks();
  const subtitle = section.subtitle ? <SectionMarkdown markdown={section.subtitle} inline /> : undefined;
  // Each button keeps its place in the section's list: the page view names it by that place.
  const placed = section.buttons.map((button, index) => ({ button, mark: mark(`buttons.${index}.label`) }));
  const buttons = placed.filter(({ button }) => button.style !== 'back');
  const back = placed.filter(({ button }) => button.style === 'back');
  const actions = (
    <>
      {buttons.length > 0 && (
        <Flex gap="3" wrap="wrap" pt="2" justify={section.align === 'center' ? 'center' : undefined}>
          {buttons.map(({ button, mark: buttonMark }) => (
            <SectionButton key={`${button.label}-${button.link}`} button={button} ground="light" mark={buttonMark} />
          ))}
        </Flex>
      )}
      {back.length > 0 && (
        <Box pt="2">
          {back.map(({ button, mark: buttonMark }) => (
            <SectionButton key={`${button.label}-${button.link}`} button={button} ground="light" mark={buttonMark} />
          ))}
        </Box>
      )}
      {section.stats.length > 0 && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" pt="6">
          {section.stats.map((stat, index) => (
            <Stack key={`${stat.value}-${stat.label}`} gap="1" borderLeftWidth="2px" borderColor="saffron.400" pl="3">
              <Text fontFamily="heading" fontSize="3xl" fontWeight="700" color="madder.700" lineHeight="1" {...mark(`stats.${index}.value`)}>
                {stat.value}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="1.35" {...mark(`stats.${index}.label`)}>
                {stat.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </>
  );

  if (section.align === 'center') {
    return (
      <Container maxW="none" {...LATTICE_LIGHT} py={{ base: '20', md: '28' }} textAlign="center">
        <Stack gap="5" align="center" maxW="2xl" mx="auto">
          {section.eyebrow ? <Eyebrow mark={mark('eyebrow')}>{section.eyebrow}</Eyebrow> : null}
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} {...mark('title')}>
            {section.title}
          </Heading>
          {subtitle ? (
            <Text color="fg.muted" fontSize="lg" {...mark('subtitle')}>
              {subtitle}
            </Text>
          ) : null}
          {actions}
        </Stack>
      </Container>
    );
  }

  return (
    <PageHero
      eyebrow={section.eyebrow ?? undefined}
      title={section.title}
      subtitle={subtitle}
      aside={<HeroAside section={section} />}
      asideOnPhone={section.aside === 'picture'}
      marks={{ eyebrow: mark('eyebrow'), title: mark('title'), subtitle: mark('subtitle') }}
    >
      {actions}
    </PageHero>
  );
}

function HeroAside({ section }: { section: SectionOf<'hero'> }) {
  const mark = useFieldMarks();
  switch (section.aside) {
    case 'picture':
      return section.picture ? (
        <Box position="relative" {...mark('picture')}>
          <Box position="absolute" inset="0" transform="translate(14px, 14px)" borderRadius="2xl" bg="saffron.300" opacity={0.55} aria-hidden="true" />
          <Box position="relative" borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="ivory.400" boxShadow="xl" bg="ivory.100">
            <RugImage src={section.picture.src} alt={section.picture.alt} width={1600} height={900} loading="eager" fetchPriority="high" />
          </Box>
        </Box>
      ) : null;
    case 'collage':
      return section.collage.length > 0 ? <RugCollage rugs={section.collage.map((sample) => sample.picture.src)} /> : null;
    case 'facts':
      return section.facts.length > 0 ? (
        <HeroFacts title={section.factsTitle ?? ''} facts={section.facts} marks={{ title: mark('factsTitle'), fact: (index, part) => mark(`facts.${index}.${part}`) }} />
      ) : null;
    default:
      return null;
  }
}
