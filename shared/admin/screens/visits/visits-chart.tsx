// Views and visitors per day (the Visits screen and the dashboard): bars of views with the day's
// visitors drawn over them, in the lead chart's frame (dashboard/chart-figure.tsx).
import { Box, Card, Table, Text } from '@chakra-ui/react';
import { brandColors } from '../../../brand.ts';
import type { VisitsReport } from '../../../contract/visits.ts';
import { ChartFigure } from '../dashboard/chart-figure.tsx';

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
    <ChartFigure
      label="Visitors and views per day"
      summary={summary}
      legendLabel="Bars"
      legend={[
        { label: 'Visitors', color: VISITORS_COLOR },
        { label: 'Views', color: VIEWS_COLOR },
      ]}
      top={top}
      height="40"
      plot={<Bars days={days} top={top} />}
      xLabels={days.map((day, index) => (
        <Text key={day.day} flex="1" textAlign="center" fontSize="xs" color="fg.muted" lineHeight="1.2" whiteSpace="nowrap" minW="0">
          {labelled(days.length, index) ? dayLabel(day.day) : ''}
        </Text>
      ))}
      table={<DaysTable days={days} />}
    />
  );
}

/** The chart in its card, titled with its period. */
export function VisitsChartCard({ report }: { report: Pick<VisitsReport, 'days' | 'perDay'> }) {
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header pb="0">
        <Card.Title as="h3" fontSize="lg" fontWeight="semibold" color="walnut.800">
          Visitors and views per day, last {report.days} days
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <VisitsChart days={report.perDay} />
      </Card.Body>
    </Card.Root>
  );
}
