// Leads per week by source, twelve weeks: stacked bars drawn as plain SVG (no chart
// library: a few rectangles), stretched to the card's width so it reads at 390 px; the labels are
// HTML so they keep their size. The same figures as a table, and a one-line summary for screen readers.
import { Box, Table, Text } from '@chakra-ui/react';
import type { DashboardFigures } from '../../../contract/dashboard.ts';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from '../../../domain/lead-source.ts';
import { brandColors } from '../../../brand.ts';
import { ChartFigure } from './chart-figure.tsx';

const SOURCE_COLORS: Record<LeadSource, string> = {
  direct: brandColors.indigo[600],
  servicePage: brandColors.madder[600],
  product: '#0F766E',
  rugFit: '#7C3AED',
  booking: '#15803D',
  newsletter: '#B45309',
};

type Week = DashboardFigures['weeks'][number];

const total = (week: Week) => LEAD_SOURCES.reduce((sum, source) => sum + week[source], 0);

const weekLabel = (weekStart: string, month: 'short' | 'long' = 'short') =>
  new Date(`${weekStart}T12:00:00Z`).toLocaleDateString('en-US', { month, day: 'numeric', timeZone: 'UTC' });

/** A round top of the scale: at least 4, so a quiet stretch does not look busy. */
function scaleTop(weeks: Week[]): number {
  const max = Math.max(4, ...weeks.map(total));
  return max <= 10 ? Math.ceil(max / 2) * 2 : Math.ceil(max / 5) * 5;
}

const BAR_SLOT = 10;
const BAR_WIDTH = 6.4;
const HEIGHT = 100;

function Bars({ weeks, top }: { weeks: Week[]; top: number }) {
  return (
    <svg viewBox={`0 0 ${weeks.length * BAR_SLOT} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%" aria-hidden="true" focusable="false">
      {[0, 0.5, 1].map((at) => (
        <line key={at} x1="0" x2={weeks.length * BAR_SLOT} y1={HEIGHT * at} y2={HEIGHT * at} stroke={brandColors.ivory[300]} strokeWidth="1" vectorEffect="non-scaling-stroke" />
      ))}
      {weeks.map((week, index) => {
        let y = HEIGHT;
        return (
          <g key={week.weekStart}>
            {LEAD_SOURCES.map((source) => {
              const height = (week[source] / top) * HEIGHT;
              y -= height;
              return height > 0 ? <rect key={source} x={index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2} y={y} width={BAR_WIDTH} height={height} fill={SOURCE_COLORS[source]} /> : null;
            })}
          </g>
        );
      })}
    </svg>
  );
}

function LeadsTable({ weeks }: { weeks: Week[] }) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than a phone.
    <Box overflowX="auto" mt="2" tabIndex={0} role="region" aria-label="Leads per week, table">
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>Leads per week by source</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Week of</Table.ColumnHeader>
            {LEAD_SOURCES.map((source) => (
              <Table.ColumnHeader key={source} textAlign="end">
                {LEAD_SOURCE_LABELS[source]}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...weeks].reverse().map((week) => (
            <Table.Row key={week.weekStart}>
              <Table.Cell as="th" scope="row" whiteSpace="nowrap" fontWeight="medium">{weekLabel(week.weekStart, 'long')}</Table.Cell>
              {LEAD_SOURCES.map((source) => (
                <Table.Cell key={source} textAlign="end">
                  {week[source]}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {total(week)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function LeadChart({ weeks }: { weeks: Week[] }) {
  const all = weeks.reduce((sum, week) => sum + total(week), 0);
  const summary = `${all} ${all === 1 ? 'lead' : 'leads'} in the last ${weeks.length} weeks, ${total(weeks[weeks.length - 1])} this week. Weeks start on Monday, Chicago time.`;
  const top = scaleTop(weeks);
  return (
    <ChartFigure
      label="Leads per week by source"
      summary={summary}
      legendLabel="Sources"
      legend={LEAD_SOURCES.map((source) => ({ label: LEAD_SOURCE_LABELS[source], color: SOURCE_COLORS[source] }))}
      top={top}
      height="48"
      plot={<Bars weeks={weeks} top={top} />}
      xLabels={weeks.map((week) => {
        const [month, day] = weekLabel(week.weekStart).split(' ');
        return (
          <Text key={week.weekStart} flex="1" textAlign="center" fontSize="xs" color="fg.muted" lineHeight="1.2">
            {month}
            <br />
            {day}
          </Text>
        );
      })}
      table={<LeadsTable weeks={weeks} />}
    />
  );
}
