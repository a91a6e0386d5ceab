// The frame of the admin's bar charts (leads per week, visitors and views per day): a summary for
// screen readers, a legend, the scale beside a plot of plain SVG stretched to the card's width, HTML
// labels under it (so they keep their size at 390 px), and the same figures as a table behind a
// disclosure.
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Text } from '@chakra-ui/react';

export interface ChartFigureProps {
  /** The figure's accessible name. */
  label: string;
  summary: string;
  legend: readonly { label: string; color: string }[];
  /** What the legend lists ("Sources"). */
  legendLabel: string;
  /** The top of the scale (its middle and 0 are labelled too). */
  top: number;
  /** The plot's height (a size token). */
  height: string;
  plot: ReactNode;
  /** The labels under the plot, one a bar. */
  xLabels: ReactNode;
  table: ReactNode;
}

export function ChartFigure({ label, summary, legend, legendLabel, top, height, plot, xLabels, table }: ChartFigureProps) {
  return (
    <Box as="figure" m="0" aria-label={label}>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mb="3">
        {summary}
      </Text>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="3" wrap="wrap" fontSize="sm" aria-label={legendLabel}>
        {legend.map((item) => (
          <HStack as="li" key={item.label} gap="1.5">
            <Box w="3" h="3" rounded="sm" bg={item.color} aria-hidden />
            {item.label}
          </HStack>
        ))}
      </HStack>
      <Flex mt="3" gap="2">
        <Flex direction="column" justify="space-between" align="flex-end" fontSize="xs" color="fg.muted" h={height} aria-hidden mt="-1.5" mb="-1.5">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </Flex>
        <Box flex="1" minW="0">
          <Box h={height}>{plot}</Box>
          <Flex aria-hidden mt="1">
            {xLabels}
          </Flex>
        </Box>
      </Flex>
      <Box as="details" mt="4">
        <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium" color="ink.fg">
          Show the figures as a table
        </Box>
        {table}
      </Box>
    </Box>
  );
}
