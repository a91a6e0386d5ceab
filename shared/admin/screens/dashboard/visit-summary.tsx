// The dashboard's summary of visits (the Visits screen has the rest): 30 days by default, 7 or 90 at
// a press; the totals, the chart of visitors and views per day, the top pages, sources and
// neighborhoods, and the conversion rate by source and by landing page.
import { useState } from 'react';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_VISIT_PERIOD, type VisitPeriod } from '../../../contract/visit-terms.ts';
import { paths } from '../../../paths.ts';
import { DataSpinner } from '../../admin-shell.tsx';
import { errorText } from '../../errors.ts';
import { useVisits } from '../../visits-query.ts';
import { AsOf, PeriodSwitch, VisitTotals } from '../visits/visit-parts.tsx';
import { VisitsChartCard } from '../visits/visits-chart.tsx';
import { FiguresTable, pageColumn, rateText, sourceColumn, type Column } from '../visits/visit-tables.tsx';

const TOP = 5;
const views: Column<{ views: number }> = { header: 'Views', cell: (row) => row.views, numeric: true };
const visits: Column<{ visits: number }> = { header: 'Visits', cell: (row) => row.visits, numeric: true };
// The tables' titles say what rate it is.
const rate: Column<Parameters<typeof rateText>[0]> = { header: 'Rate', cell: rateText, numeric: true };

export function VisitSummary() {
  const [days, setDays] = useState<VisitPeriod>(DEFAULT_VISIT_PERIOD);
  const figures = useVisits(days);
  const report = figures.data;
  return (
    <Box as="section" aria-labelledby="visits-heading" mb="8">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="visits-heading" fontFamily="heading" fontSize="2xl" fontWeight="semibold" color="walnut.800">
          Visits
        </Heading>
        <PeriodSwitch days={days} onChange={setDays} />
      </Flex>
      {figures.isError && !report && <Text color="fg.error">{errorText(figures.error, 'Failed to load the visits')}</Text>}
      {!report && !figures.isError && <DataSpinner label="Loading the visits…" minH="12rem" />}
      {report && (
        <Box aria-busy={figures.isPlaceholderData}>
          <VisitTotals report={report} />
          <Box mt="4">
            <VisitsChartCard report={report} />
          </Box>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" mt="4">
            <FiguresTable title="Top pages" rows={report.pages} columns={[pageColumn, views, visits]} limit={TOP} keyOf={(row) => row.page} empty="No pages viewed yet." />
            <FiguresTable title="Top sources" rows={report.sources} columns={[sourceColumn, visits, views]} limit={TOP} keyOf={(row) => `${row.source} ${row.referrer ?? ''}`} empty="No visits yet." />
            <FiguresTable title="Top neighborhoods" rows={report.neighborhoods} columns={[pageColumn, views, visits]} limit={TOP} keyOf={(row) => row.page} empty="No neighborhood page viewed yet." />
            <FiguresTable title="Conversion rate by source" rows={report.sources} columns={[sourceColumn, visits, rate]} limit={TOP} keyOf={(row) => `${row.source} ${row.referrer ?? ''}`} empty="No visits yet." />
            <FiguresTable
              title="Conversion rate by landing page"
              rows={report.pages.filter((row) => row.visits > 0)}
              columns={[pageColumn, visits, rate]}
              limit={TOP}
              keyOf={(row) => row.page}
              empty="No visits yet."
            />
          </SimpleGrid>
          <Flex mt="3" justify="space-between" gap="3" wrap="wrap" align="baseline">
            <AsOf report={report} />
            <RouterLink to={paths.admin.visits} style={{ textDecoration: 'underline', fontSize: '0.875rem' }}>
              Open Visits: what brings leads, campaigns, devices, CSV
            </RouterLink>
          </Flex>
        </Box>
      )}
    </Box>
  );
}
