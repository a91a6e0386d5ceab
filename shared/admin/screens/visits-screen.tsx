// /admin/visits: the visits the server counted, with no cookie and no script (README, Visits), for
// 7, 30 or 90 days: first which landing pages and sources bring leads, then the days, the pages,
// sources, campaigns, neighborhoods and devices, and the period's daily rows as CSV.
import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import type { VisitsReport } from '../../contract/visits.ts';
import { DEFAULT_VISIT_PERIOD, type VisitPeriod } from '../../contract/visit-terms.ts';
import { ScreenHeading, DataSpinner } from '../admin-shell.tsx';
import { useApiClient } from '../api-client-context.tsx';
import { downloadFile, todayStamp } from '../download.ts';
import { errorText } from '../errors.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';
import { useVisits } from '../visits-query.ts';
import { AsOf, PeriodSwitch, VisitTotals } from './visits/visit-parts.tsx';
import { VisitsChartCard } from './visits/visits-chart.tsx';
import { campaignColumn, CONVERSION_COLUMNS, deviceColumn, FiguresTable, pageColumn, sourceColumn, VISIT_COLUMNS } from './visits/visit-tables.tsx';

function ExportCsv({ days }: { days: VisitPeriod }) {
  const client = useApiClient();
  const notify = useNotify();
  const exportCsv = useMutation({
    mutationFn: () => client.call('visitsCsv', { query: { days } }),
    onSuccess: (csv) => downloadFile(csv, `jacobs-visits-${days}-days-${todayStamp()}.csv`, 'text/csv;charset=utf-8'),
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to export CSV') }),
  });
  return (
    <Button variant="outline" colorPalette="ink" size="sm" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download aria-hidden /> Export CSV
    </Button>
  );
}

const landingKey = (row: { page: string; source: string; referrer: string | null }) => `${row.page} ${row.source} ${row.referrer ?? ''}`;

export function VisitsScreen() {
  const [days, setDays] = useState<VisitPeriod>(DEFAULT_VISIT_PERIOD);
  const visits = useVisits(days);
  const report = visits.data;
  return (
    <>
      <AdminPageMeta title="Visits" />
      <ScreenHeading
        title="Visits"
        description="Counted by the server: no cookie, no script, no one followed from one day to the next."
        actions={
          <Flex gap="2" wrap="wrap" align="center">
            <PeriodSwitch days={days} onChange={setDays} />
            <ExportCsv days={days} />
          </Flex>
        }
      />
      {visits.isError && !report && <Text color="fg.error">{errorText(visits.error, 'Failed to load the visits')}</Text>}
      {!report && !visits.isError && <DataSpinner label="Loading the visits…" minH="12rem" />}
      {report && (
        <Stack gap="6" aria-busy={visits.isPlaceholderData}>
          <VisitTotals report={report} />
          <AsOf report={report} />
          <FiguresTable<VisitsReport['landings'][number]>
            title="Which pages bring leads, and from where"
            rows={report.landings}
            columns={[pageColumn, sourceColumn, ...CONVERSION_COLUMNS]}
            keyOf={landingKey}
            empty="No visits in this period yet."
          />
          <VisitsChartCard report={report} />
          <FiguresTable title="Sources" rows={report.sources} columns={[sourceColumn, ...VISIT_COLUMNS]} keyOf={(row) => `${row.source} ${row.referrer ?? ''}`} empty="No visits in this period yet." />
          <FiguresTable
            title="Pages (visits and conversions by the page a visit began on)"
            rows={report.pages}
            columns={[pageColumn, ...VISIT_COLUMNS]}
            keyOf={(row) => row.page}
            empty="No pages viewed in this period yet."
          />
          <FiguresTable title="Neighborhoods" rows={report.neighborhoods} columns={[pageColumn, ...VISIT_COLUMNS]} keyOf={(row) => row.page} empty="No neighborhood page viewed in this period yet." />
          <FiguresTable
            title="Campaigns"
            rows={report.campaigns}
            columns={[campaignColumn, ...VISIT_COLUMNS]}
            keyOf={(row) => `${row.utmSource} ${row.utmMedium} ${row.utmCampaign}`}
            empty="No visit came with campaign tags (utm_source, utm_medium, utm_campaign) in this period."
          />
          <FiguresTable title="Devices" rows={report.devices} columns={[deviceColumn, ...VISIT_COLUMNS]} keyOf={(row) => row.device} empty="" />
        </Stack>
      )}
    </>
  );
}
