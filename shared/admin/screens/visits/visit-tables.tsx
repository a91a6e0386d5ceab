// The Visits screen's and the dashboard's tables: each a sum of the same daily rows grouped one way
// (pages, sources, landing page and source, campaigns, neighborhoods, devices), the longest first
// cut to a few rows with a button for the rest; numbers right-aligned, conversion rates as percentages.
import { useState, type ReactNode } from 'react';
import { Box, Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { VisitFigures, VisitsReport } from '../../../contract/visits.ts';
import { CONVERSION_KINDS, CONVERSION_LABELS, DEVICE_LABELS, campaignText, conversionRate, conversionTotal, sourceText } from '../../../contract/visit-terms.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { onContentServer } from '../../content-server-url.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A figure: right-aligned. */
  numeric?: boolean;
}

/** "12.5%", or a dash without visits. */
export const rateText = (figures: Pick<VisitFigures, 'visits' | 'conversions'>): string => {
  const rate = conversionRate(figures);
  return rate === null ? '–' : `${rate}%`;
};

export const VISIT_COLUMNS: Column<VisitFigures>[] = [
  { header: 'Visits', cell: (row) => row.visits, numeric: true },
  { header: 'Views', cell: (row) => row.views, numeric: true },
  { header: 'Conversions', cell: (row) => conversionTotal(row.conversions), numeric: true },
  { header: 'Conversion rate', cell: rateText, numeric: true },
];

/** Each kind of conversion apart, then the rate (the table of what brings leads). */
export const CONVERSION_COLUMNS: Column<VisitFigures>[] = [
  { header: 'Visits', cell: (row) => row.visits, numeric: true },
  ...CONVERSION_KINDS.map((kind) => ({ header: CONVERSION_LABELS[kind], cell: (row: VisitFigures) => row.conversions[kind], numeric: true })),
  { header: 'Conversion rate', cell: rateText, numeric: true },
];

/** A page by the name the owner knows it, its address under it, opening the live page. */
export function PageCell({ page, label }: { page: string; label: string }) {
  const client = useApiClient();
  return (
    <Stack gap="0" minW="10rem">
      <Text fontWeight="medium">{label}</Text>
      <Link href={onContentServer(page, client.liveSiteUrl())} target="_blank" rel="noopener noreferrer" fontSize="xs" color="fg.muted" variant="underline" overflowWrap="anywhere">
        {page}
      </Link>
    </Stack>
  );
}

export const pageColumn: Column<{ page: string; label: string }> = { header: 'Page', cell: (row) => <PageCell page={row.page} label={row.label} /> };
export const sourceColumn: Column<Pick<VisitsReport['sources'][number], 'source' | 'referrer'>> = { header: 'Source', cell: sourceText };
export const campaignColumn: Column<VisitsReport['campaigns'][number]> = { header: 'Campaign (source / medium / name)', cell: (row) => campaignText(row) };
export const deviceColumn: Column<VisitsReport['devices'][number]> = { header: 'Device', cell: (row) => DEVICE_LABELS[row.device] };

interface FiguresTableProps<Row> {
  title: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  /** Rows shown before "Show all". */
  limit?: number;
  empty: string;
  keyOf(row: Row): string;
}

export function FiguresTable<Row>({ title, rows, columns, limit = 10, empty, keyOf }: FiguresTableProps<Row>) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, limit);
  return (
    <Box as="section" aria-label={title}>
      <Text as="h3" fontSize="lg" fontWeight="semibold" color="walnut.800" mb="2">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label={`${title}, table`}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : undefined} whiteSpace={column.numeric ? 'nowrap' : undefined}>
                    {column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((row) => (
                <Table.Row key={keyOf(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {rows.length > limit && (
        <Button size="xs" variant="ghost" colorPalette="ink" mt="1" onClick={() => setAll(!all)}>
          {all ? `Show the first ${limit}` : `Show all ${rows.length}`}
        </Button>
      )}
    </Box>
  );
}
