// The cards kind: a heading over a grid of cards, in one of six looks (icon on top, plain panels,
// a colored top edge, whole-card links, a list beside the heading, notes with a side rule).
import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Eyebrow, Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionButtons, SectionHeader, SectionIcon, SectionMarkdown, headingId } from './section-parts.tsx';
import { CardGrid, type CardColumns } from '../components/card-grid.tsx';
import { useFieldMarks } from './field-marks.tsx';

type CardsKind = SectionOf<'cards'>;
type Card = CardsKind['cards'][number];

export function CardsSection({ section }: { section: CardsKind }) {
  if (section.style === 'list') return <CardsBesideHeading section={section} />;
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <SectionHeader section={section} />
      <CardGrid columns={Number(section.columns) as CardColumns}>
        {section.cards.map((card, index) => (
          <CardOf key={card.title} style={section.style} card={card} path={`cards.${index}`} />
        ))}
      </CardGrid>
      <SectionButtons buttons={section.buttons} ground="light" pt="8" />
    </Section>
  );
}

/** `path`: the card's place in the section (`cards.2`), which the page view names its fields by. */
function CardOf({ style, card, path }: { style: CardsKind['style']; card: Card; path: string }) {
  const mark = useFieldMarks();
  const title = mark(`${path}.title`);
  const text = mark(`${path}.text`);
  switch (style) {
    case 'linked':
      return <LinkedCard card={card} path={path} />;
    case 'notes':
      return (
        <Box borderLeftWidth="3px" borderColor="saffron.400" pl="5">
          <Heading as="h3" fontSize="2xl" mb="2" {...title}>
            {card.title}
          </Heading>
          <SectionMarkdown markdown={card.text} color="fg.muted" mark={text} />
        </Box>
      );
    case 'bordered':
      return (
        <Stack as="article" {...cardStyles} p={{ base: '6', md: '7' }} gap="3" borderTopWidth="4px" borderTopColor="madder.600">
          <Flex align="center" gap="3">
            {card.icon ? <IconTile icon={card.icon} /> : null}
            <Heading as="h3" fontSize="2xl" {...title}>
              {card.title}
            </Heading>
          </Flex>
          <SectionMarkdown markdown={card.text} color="fg.muted" mark={text} />
          <CardLink card={card} path={path} />
        </Stack>
      );
    case 'panel':
      return (
        <Box {...cardStyles} p={{ base: '6', md: '8' }}>
          <Heading as="h3" fontSize="2xl" mb="4" {...title}>
            {card.title}
          </Heading>
          <SectionMarkdown markdown={card.text} color="fg.muted" mark={text} />
          <CardLink card={card} path={path} />
        </Box>
      );
    default:
      return (
        <Stack {...cardStyles} p={{ base: '6', md: '7' }} gap="4">
          {card.icon ? <IconTile icon={card.icon} /> : null}
          <Heading as="h3" fontSize="2xl" {...title}>
            {card.title}
          </Heading>
          <SectionMarkdown markdown={card.text} color="fg.muted" flex="1" mark={text} />
          <CardLink card={card} path={path} />
        </Stack>
      );
  }
}

function IconTile({ icon }: { icon: NonNullable<Card['icon']> }) {
  return (
    <Flex w="12" h="12" flexShrink={0} borderRadius="lg" bg="madder.50" color="madder.700" align="center" justify="center">
      <SectionIcon name={icon} size={24} />
    </Flex>
  );
}

/** A card's own link, under its text (named by its text, else the card's title). */
function CardLink({ card, path }: { card: Card; path: string }) {
  const mark = useFieldMarks();
  if (!card.link) return null;
  return (
    <chakra.span asChild color="madder.700" fontWeight="600" display="inline-flex" alignItems="center" gap="1.5" _hover={{ color: 'madder.800', textDecoration: 'underline' }}>
      <a href={card.link} {...mark(`${path}.${card.linkLabel ? 'linkLabel' : 'title'}`)}>
        {card.linkLabel ?? card.title} <ArrowRight size={16} aria-hidden />
      </a>
    </chakra.span>
  );
}

/** A card that is a link as a whole (its text stays plain: a link holds no other link). */
function LinkedCard({ card, path }: { card: Card; path: string }) {
  const mark = useFieldMarks();
  const body = (
    <>
      {card.icon ? <IconTile icon={card.icon} /> : null}
      <Heading as="h3" fontSize="xl" {...mark(`${path}.title`)}>
        {card.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm" flex="1">
        <SectionMarkdown markdown={card.text} insideLink mark={mark(`${path}.text`)} />
      </Text>
      {card.linkLabel ? (
        <Text color="madder.700" fontWeight="600" fontSize="sm" display="inline-flex" alignItems="center" gap="1.5" {...mark(`${path}.linkLabel`)}>
          {card.linkLabel} <ArrowRight size={16} aria-hidden />
        </Text>
      ) : null}
    </>
  );
  if (!card.link) return <Stack {...cardStyles} p="6" gap="3">{body}</Stack>;
  return (
    <chakra.div asChild {...cardStyles} p="6" display="flex" flexDirection="column" gap="3" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}>
      <a href={card.link}>{body}</a>
    </chakra.div>
  );
}

/** The list look: the heading, introduction and buttons on one side, the cards stacked on the other. */
function CardsBesideHeading({ section }: { section: CardsKind }) {
  const mark = useFieldMarks();
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1.2fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
        <Stack gap="4">
          {section.eyebrow ? <Eyebrow mark={mark('eyebrow')}>{section.eyebrow}</Eyebrow> : null}
          <Heading as="h2" id={headingId(section)} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" {...mark('title')}>
            {section.title}
          </Heading>
          {section.intro ? (
            <Text color="fg.muted" fontSize="lg" {...mark('intro')}>
              {section.intro}
            </Text>
          ) : null}
          <SectionButtons buttons={section.buttons} ground="light" pt="2" />
        </Stack>
        <Stack gap="4">
          {section.cards.map((card, index) => (
            <Flex key={card.title} {...cardStyles} p="5" gap="4" align="flex-start">
              {card.icon ? (
                <Box color="indigo.600" mt="0.5" flexShrink={0}>
                  <SectionIcon name={card.icon} size={26} />
                </Box>
              ) : null}
              <Box>
                <Heading as="h3" fontSize="xl" {...mark(`cards.${index}.title`)}>
                  {card.title}
                </Heading>
                <SectionMarkdown markdown={card.text} color="fg.muted" mark={mark(`cards.${index}.text`)} />
              </Box>
            </Flex>
          ))}
        </Stack>
      </Grid>
    </Section>
  );
}
