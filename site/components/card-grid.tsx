// Cards side by side: the one grid of cards on the public site (the cards sections, featured rugs,
// the team, testimonials, the core services, stat cards, the blog, the shop, the service areas, a
// neighborhood's highlights and Rug Fit's steps). It is a list, so a screen reader says how many
// cards there are, and every grid breaks at the same widths: one column on a phone, two from a
// tablet, then its own count.
import { Box, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';

const COLUMNS = {
  1: { base: 1 },
  2: { base: 1, md: 2 },
  3: { base: 1, md: 2, lg: 3 },
  4: { base: 1, sm: 2, lg: 4 },
} as const;

export type CardColumns = keyof typeof COLUMNS;

/** Each child is one card, in a list item that it fills; `columns` is the count on a wide screen. */
export function CardGrid({ columns, children, ...props }: { columns: CardColumns; children: ReactNode } & Omit<SimpleGridProps, 'as' | 'columns' | 'children'>) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={COLUMNS[columns]} gap={{ base: '5', md: '6' }} {...props}>
      {Children.map(children, (card) => (
        <Box as="li" display="grid" minW="0">
          {card}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The widest count a grid of `count` cards uses, up to `most`. */
export const columnsFor = (count: number, most: CardColumns): CardColumns => Math.max(1, Math.min(count, most)) as CardColumns;
