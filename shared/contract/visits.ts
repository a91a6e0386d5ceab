// Visits, counted by the server without a cookie or a script (README, Visits): a visit's origin as
// a lead keeps it, and GET /api/admin/visits, the owner's figures for a period, in daily totals only.
// The kinds and their names are visit-terms.ts's (without zod, for the screens that load none).
import { z } from 'zod';
import { CONVERSION_KINDS, DEVICE_CLASSES, DEFAULT_VISIT_PERIOD, SOURCE_KINDS, VISIT_PERIODS, type ConversionKind, type VisitPeriod } from './visit-terms.ts';

/** `?days=` of GET /api/admin/visits and its CSV. */
export const visitsQuery = z.object({
  days: z.coerce
    .number({ error: `Must be one of ${VISIT_PERIODS.join(', ')}` })
    .refine((days): days is VisitPeriod => (VISIT_PERIODS as readonly number[]).includes(days), `Must be one of ${VISIT_PERIODS.join(', ')}`)
    .default(DEFAULT_VISIT_PERIOD),
});

/**
 * A visit's origin, kept with a lead it made: the page it began on and where it came from. No
 * address, user agent or anything else of the person.
 */
export const visitOrigin = z.object({
  /** The visit's day in the site's time zone (YYYY-MM-DD): the day its conversions are counted on. */
  day: z.string(),
  landingPage: z.string(),
  source: z.enum(SOURCE_KINDS),
  /** The host of the page that sent the visitor, when another site's. */
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  device: z.enum(DEVICE_CLASSES),
});
export type VisitOrigin = z.infer<typeof visitOrigin>;

const count = z.number().int().min(0);
const conversions = z.object(Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, count])) as Record<ConversionKind, typeof count>);

/** The figures of a group of days' rows: views, visits begun (a visitor counts once a day) and their conversions. */
const figures = { views: count, visits: count, conversions };

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const page = { page: z.string(), label: z.string() };
const source = { source: z.enum(SOURCE_KINDS), referrer: z.string().nullable() };

export const visitsReport = z.object({
  timeZone: z.string(),
  days: z.number().int(),
  /** The period's first and last day (today), in the time zone. */
  from: day,
  to: day,
  /** When the server made these figures (the studio shows them offline as of then). */
  asOf: z.string(),
  totals: z.object(figures),
  /** Every day of the period, oldest first, with zeros on quiet days. */
  perDay: z.array(z.object({ day, views: count, visits: count })),
  /** Views by page; visits and conversions by the page they began on. */
  pages: z.array(z.object({ ...page, ...figures })),
  sources: z.array(z.object({ ...source, ...figures })),
  /** Which landing page and source bring conversions: one row per pair. */
  landings: z.array(z.object({ ...page, ...source, ...figures })),
  campaigns: z.array(z.object({ utmSource: z.string().nullable(), utmMedium: z.string().nullable(), utmCampaign: z.string().nullable(), ...figures })),
  /** The service-area pages alone. */
  neighborhoods: z.array(z.object({ ...page, ...figures })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), ...figures })),
});
export type VisitsReport = z.infer<typeof visitsReport>;
export type VisitFigures = Pick<VisitsReport['totals'], 'views' | 'visits' | 'conversions'>;
