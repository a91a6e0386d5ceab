// The owner's figures of a period (GET /api/admin/visits and its CSV), from the daily totals alone:
// every table is a sum of the same rows grouped another way, so each adds up to the totals.
import type { VisitsReport } from '../../shared/contract/visits.ts';
import { CONVERSION_KINDS, CONVERSION_LABELS, DEVICE_CLASSES, type ConversionCounts, type DeviceClass, type SourceKind, type VisitPeriod } from '../../shared/contract/visit-terms.ts';
import { addDays, BUSINESS_TIME_ZONE } from '../../shared/domain/lead-weeks.ts';
import type { Db } from '../db/connection.ts';
import { toCsv } from '../inbox/csv.ts';
import { chicagoDay } from '../notifications/chicago-time.ts';
import type { PageLookups } from '../public-pages/page-head.ts';
import { isNeighborhoodPage, pageLabel } from './pages.ts';
import { createVisitRepository, type CountedRow } from './repository.ts';

type Sums = { views: number; visits: number } & ConversionCounts;
type Figures = { views: number; visits: number; conversions: ConversionCounts };

const figuresOf = (sums: Sums): Figures => ({
  views: sums.views ?? 0,
  visits: sums.visits ?? 0,
  conversions: Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, sums[kind] ?? 0])) as ConversionCounts,
});

const conversionsOf = (figures: Figures) => CONVERSION_KINDS.reduce((sum, kind) => sum + figures.conversions[kind], 0);
/** Most conversions first, then most visits, then most views. */
const byWeight = (a: Figures, b: Figures) => conversionsOf(b) - conversionsOf(a) || b.visits - a.visits || b.views - a.views;
/** Most views first. */
const byViews = (a: Figures, b: Figures) => b.views - a.views || b.visits - a.visits;

const orNull = (text: string) => (text === '' ? null : text);

const CSV_COLUMNS: readonly { header: string; value: (row: CountedRow) => unknown }[] = [
  { header: 'Day (Chicago)', value: (row) => row.day },
  { header: 'Page', value: (row) => row.page },
  { header: 'Source', value: (row) => row.source },
  { header: 'Referrer', value: (row) => row.referrer },
  { header: 'UTM source', value: (row) => row.utmSource },
  { header: 'UTM medium', value: (row) => row.utmMedium },
  { header: 'UTM campaign', value: (row) => row.utmCampaign },
  { header: 'Device', value: (row) => row.device },
  { header: 'Views', value: (row) => row.views },
  { header: 'Visits begun here', value: (row) => row.visits },
  ...CONVERSION_KINDS.map((kind) => ({ header: CONVERSION_LABELS[kind], value: (row: CountedRow) => row[kind] })),
];

export function createVisitReport(db: Db, now: () => Date, lookups: PageLookups) {
  const repository = createVisitRepository(db);
  const period = (days: VisitPeriod) => {
    const to = chicagoDay(now());
    return { from: addDays(to, -(days - 1)), to };
  };
  return {
    report(days: VisitPeriod): VisitsReport {
      const { from, to } = period(days);
      const sums = <T>(groupBy: string) => repository.sums<T & Sums>(groupBy, from, to);
      const labelled = (page: string) => ({ page, label: pageLabel(page, lookups) });
      const devices = sums<{ device: DeviceClass }>('device');
      const perDay = new Map(sums<{ day: string }>('day').map((row) => [row.day, row]));
      const pages = sums<{ page: string }>('page')
        .map((row) => ({ ...labelled(row.page), ...figuresOf(row) }))
        .sort(byViews);
      return {
        timeZone: BUSINESS_TIME_ZONE,
        days,
        from,
        to,
        asOf: now().toISOString(),
        totals: figuresOf(sums<object>('')[0]),
        perDay: Array.from({ length: days }, (_, index) => {
          const day = addDays(from, index);
          const row = perDay.get(day);
          return { day, views: row?.views ?? 0, visits: row?.visits ?? 0 };
        }),
        pages,
        sources: sums<{ source: SourceKind; referrer: string }>('source, referrer')
          .map((row) => ({ source: row.source, referrer: orNull(row.referrer), ...figuresOf(row) }))
          .sort(byWeight),
        landings: sums<{ page: string; source: SourceKind; referrer: string }>('page, source, referrer')
          .filter((row) => row.visits > 0 || CONVERSION_KINDS.some((kind) => row[kind] > 0))
          .map((row) => ({ ...labelled(row.page), source: row.source, referrer: orNull(row.referrer), ...figuresOf(row) }))
          .sort(byWeight),
        campaigns: sums<{ utm_source: string; utm_medium: string; utm_campaign: string }>('utm_source, utm_medium, utm_campaign')
          .filter((row) => row.utm_source || row.utm_medium || row.utm_campaign)
          .map((row) => ({ utmSource: orNull(row.utm_source), utmMedium: orNull(row.utm_medium), utmCampaign: orNull(row.utm_campaign), ...figuresOf(row) }))
          .sort(byWeight),
        neighborhoods: pages.filter((row) => isNeighborhoodPage(row.page)),
        devices: DEVICE_CLASSES.map((device) => ({ device, ...figuresOf(devices.find((row) => row.device === device) ?? ({} as Sums)) })),
      };
    },
    /** Every daily row of the period, as stored: the inbox's CSV rules (formula-safe). */
    csv(days: VisitPeriod): string {
      const { from, to } = period(days);
      return toCsv(CSV_COLUMNS, repository.rows(from, to));
    },
  };
}
export type VisitReport = ReturnType<typeof createVisitReport>;
