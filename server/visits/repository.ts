// The daily totals of visits (migration 080): one row per day x page x source x device, added to
// by the counter's batches, read by the owner's report, deleted after 25 months.
import { CONVERSION_KINDS, type ConversionKind, type DeviceClass, type SourceKind } from '../../shared/contract/visit-terms.ts';
import type { Db } from '../db/connection.ts';
import { statementOf } from '../db/statements.ts';

/** Each conversion kind's column. */
export const CONVERSION_COLUMNS: Record<ConversionKind, string> = { contact: 'contact', newsletter: 'newsletter', booking: 'booking', rugFit: 'rug_fit', roi: 'roi' };

/** What identifies a row: absent tags and referrer are ''. */
export interface RowKey {
  day: string;
  page: string;
  source: SourceKind;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
}

export type RowCounts = { views: number; visits: number } & Record<ConversionKind, number>;
export type CountedRow = RowKey & RowCounts;

const KEY_COLUMNS = 'day, page, source, referrer, utm_source, utm_medium, utm_campaign, device';
const COUNT_COLUMNS = ['views', 'visits', ...CONVERSION_KINDS.map((kind) => CONVERSION_COLUMNS[kind])];
const COUNT_PARAMS = ['views', 'visits', ...CONVERSION_KINDS];

/** The SQL sums of a group's figures, named as the report's fields. */
export const SUMS = `SUM(views) AS views, SUM(visits) AS visits, ${CONVERSION_KINDS.map((kind) => `SUM(${CONVERSION_COLUMNS[kind]}) AS ${kind}`).join(', ')}`;

export function createVisitRepository(db: Db) {
  const add = db.prepare(
    `INSERT INTO visit_counts (${KEY_COLUMNS}, ${COUNT_COLUMNS.join(', ')})
     VALUES (@day, @page, @source, @referrer, @utmSource, @utmMedium, @utmCampaign, @device, ${COUNT_PARAMS.map((name) => `@${name}`).join(', ')})
     ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET ${COUNT_COLUMNS.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')}`,
  );
  const deleteBefore = db.prepare('DELETE FROM visit_counts WHERE day < ?');
  return {
    /** Adds a batch in one transaction; deletes the rows before `keepFrom` (a day) in it too, when given. */
    addAll: db.transaction((rows: Iterable<CountedRow>, keepFrom?: string) => {
      for (const row of rows) add.run(row);
      if (keepFrom !== undefined) deleteBefore.run(keepFrom);
    }),
    /** The period's rows summed by the given key columns (a report's table). */
    sums<T>(groupBy: string, from: string, to: string): T[] {
      const columns = groupBy ? `${groupBy}, ` : '';
      return statementOf(db, `SELECT ${columns}${SUMS} FROM visit_counts WHERE day BETWEEN ? AND ?${groupBy ? ` GROUP BY ${groupBy}` : ''}`).all(from, to) as T[];
    },
    /** Every row of the period, in order (the CSV). */
    rows: (from: string, to: string) =>
      statementOf(
        db,
        `SELECT day, page, source, referrer, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign, device, views, visits, ${CONVERSION_KINDS.map((kind) => `${CONVERSION_COLUMNS[kind]} AS ${kind}`).join(', ')}
           FROM visit_counts WHERE day BETWEEN ? AND ? ORDER BY ${KEY_COLUMNS}`,
      ).all(from, to) as CountedRow[],
  };
}
export type VisitRepository = ReturnType<typeof createVisitRepository>;
