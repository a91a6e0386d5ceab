// Views and visitors per day (the Visits screen and the dashboard): bars of views with the day's
// visitors drawn over them, plain SVG stretched to the card's width as the lead chart is
// (dashboard/lead-chart.tsx), its labels HTML; the same figures as a table, and a one-line summary
// for screen readers.
import { Box, Flex, HStack, Table, Text } from '@chakra-ui/react';
import { brandColors } from '../../../brand.ts';
import type { VisitsReport } from '../../../contract/visits.ts';

type Day = VisitsReport['perDay'][number];

const VIEWS_COLOR = brandColors.indigo[200];
const VISITORS_COLOR = brandColors.indigo[600];
const HEIGHT = 100;
const SLOT = 10;

const dayLabel = (day: string, month: 'short' | 'long' = 'short') => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month, day: 'numeric', timeZone: 'UTC' });

/** A round top of the scale: at least 4, so a quiet stretch does not look busy. */
function scaleTop(days: Day[]): number {
  const max = Math.max(4, ...days.map((day) => day.views));
  if (max <= 10) return Math.ceil(max / 2) * 2;
  const step = 10 ** Math.floor(Math.log10(max)) / 2;
  return Math.ceil(max / step) * step;
}

function Bars({ days, top }: { days: Day[]; top: number }) {
  const width = days.length * SLOT;
  const bar = SLOT * (days.length > 31 ? 0.8 : 0.64);
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%" aria-hidden="true" focusable="false">
      {[0, 0.5, 1].map((at) => (
        <line key={at} x1="0" x2={width} y1={HEIGHT * at} y2={HEIGHT * at} stroke={brandColors.ivory[300]} strokeWidth="1" vectorEffect="non-scaling-stroke" />
      ))}
      {days.map((day, index) => {
        const x = index * SLOT + (SLOT - bar) / 2;
        const views = (day.views / top) * HEIGHT;
        const visits = (day.visits / top) * HEIGHT;
        return (
          <g key={day.day}>
            {views > 0 && <rect x={x} y={HEIGHT - views} width={bar} height={views} fill={VIEWS_COLOR} />}
            {visits > 0 && <rect x={x} y={HEIGHT - visits} width={bar} height={visits} fill={VISITORS_COLOR} />}
          </g>
        );
      })}
    </svg>
  );
}

/** Which days carry a label under the bars: all of a week, about six of a longer period. */
const labelled = (count: number, index: number) => count <= 7 || index % Math.ceil(count / 6) === (count - 1) % Math.ceil(count / 6);

function DaysTable({ days }: { days: Day[] }) {
  return (
    <Box overflowX="auto" mt="2" maxH="72" overflowY="auto" tabIndex={0} role="region" aria-label="Visitors and views per day, table">
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>Visitors and views per day</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Day</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Visitors</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Views</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...days].reverse().map((day) => (
            <Table.Row key={day.day}>
              <Table.Cell as="th" scope="row" whiteSpace="nowrap" fontWeight="medium">
                {dayLabel(day.day, 'long')}
              </Table.Cell>
              <Table.Cell textAlign="end">{day.visits}</Table.Cell>
              <Table.Cell textAlign="end">{day.views}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function VisitsChart({ days }: { days: Day[] }) {
  const top = scaleTop(days);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const today = days[days.length - 1];
  const summary = `${visits} ${visits === 1 ? 'visit' : 'visits'} and ${views} ${views === 1 ? 'view' : 'views'} in the last ${days.length} days; today ${today.visits} and ${today.views}. Days in Chicago time.`;
  return (
    <Box as="figure" m="0" aria-label="Visitors and views per day">
      <Text as="figcaption" fontSize="sm" color="fg.muted" mb="3">
        {summary}
      </Text>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="3" fontSize="sm" aria-label="Legend">
        <HStack as="li" gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={VISITORS_COLOR} aria-hidden />
          Visitors
        </HStack>
        <HStack as="li" gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={VIEWS_COLOR} aria-hidden />
          Views
        </HStack>
      </HStack>
      <Flex mt="3" gap="2">
        <Flex direction="column" justify="space-between" align="flex-end" fontSize="xs" color="fg.muted" h="40" aria-hidden mt="-1.5" mb="-1.5">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </Flex>
        <Box flex="1" minW="0">
          <Box h="40">
            <Bars days={days} top={top} />
          </Box>
          <Flex aria-hidden mt="1">
            {days.map((day, index) => (
              <Text key={day.day} flex="1" textAlign="center" fontSize="xs" color="fg.muted" lineHeight="1.2" whiteSpace="nowrap" overflow="visible" minW="0">
                {labelled(days.length, index) ? dayLabel(day.day) : ''}
              </Text>
            ))}
          </Flex>
        </Box>
      </Flex>
      <Box as="details" mt="4">
        <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium" color="ink.fg">
          Show the figures as a table
        </Box>
        <DaysTable days={days} />
      </Box>
    </Box>
  );
}
