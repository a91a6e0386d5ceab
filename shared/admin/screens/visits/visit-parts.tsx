// What the Visits screen and the dashboard's summary both show: the period's switch (7, 30 or 90
// days), the period's totals, and when the figures were made (the studio shows the last ones it
// read while offline).
import { Box, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import type { VisitsReport } from '../../../contract/visits.ts';
import { conversionTotal, VISIT_PERIODS, type VisitPeriod } from '../../../contract/visit-terms.ts';
import { formatDateTime } from '../../format-date-time.ts';
import { Figure } from '../dashboard/lead-figures.tsx';
import { rateText } from './visit-tables.tsx';

export function PeriodSwitch({ days, onChange }: { days: VisitPeriod; onChange(days: VisitPeriod): void }) {
  return (
    <HStack gap="1" role="group" aria-label="Period">
      {VISIT_PERIODS.map((period) => (
        <Button key={period} size="sm" variant={period === days ? 'solid' : 'outline'} colorPalette="ink" aria-pressed={period === days} onClick={() => onChange(period)}>
          {period} days
        </Button>
      ))}
    </HStack>
  );
}

export function VisitTotals({ report }: { report: VisitsReport }) {
  const { totals } = report;
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, md: 4 }} gap="3" aria-label="Totals of the period">
      <Figure label="Visits" value={totals.visits} />
      <Figure label="Views" value={totals.views} />
      <Figure label="Conversions" value={conversionTotal(totals.conversions)} />
      <Figure label="Conversion rate" value={rateText(totals)} />
    </SimpleGrid>
  );
}

/** The period and the moment its figures were made. */
export function AsOf({ report }: { report: VisitsReport }) {
  return (
    <Box fontSize="xs" color="fg.muted">
      {report.from} to {report.to}, days in Chicago time. A visitor counts once a day. Figures of {formatDateTime(report.asOf)}.
    </Box>
  );
}
