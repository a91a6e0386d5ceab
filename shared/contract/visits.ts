// Visits, counted by the server without a cookie or a script (README, Visits): what a visit's
// origin is, the kinds of conversion credited to it, and GET /api/admin/visits, the owner's
// figures for a period, in daily totals only.
import { z } from 'zod';

/** Where a visit came from, by the host of the page that sent the visitor (its Referer). */
export const SOURCE_KINDS = ['search', 'social', 'site', 'none'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  search: 'Search engine',
  social: 'Social',
  site: 'Another site',
  none: 'Direct or unknown',
};

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

/**
 * What a visit may go on to do. Each is credited to the visit's landing page and source: a contact
 * message, a newsletter sign-up, a booking, a Rug Fit send and (once a visit) a use of the ROI calculator.
 */
export const CONVERSION_KINDS = ['contact', 'newsletter', 'booking', 'rugFit', 'roi'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];
export const CONVERSION_LABELS: Record<ConversionKind, string> = {
  contact: 'Messages',
  newsletter: 'Sign-ups',
  booking: 'Bookings',
  rugFit: 'Rug Fit sends',
  roi: 'ROI calculator uses',
};

/** The periods the owner reads, in days (today included). */
export const VISIT_PERIODS = [7, 30, 90] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];
export const DEFAULT_VISIT_PERIOD: VisitPeriod = 30;

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
export type ConversionCounts = z.infer<typeof conversions>;

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

/** All of a row's conversions. */
export const conversionTotal = (counts: ConversionCounts): number => CONVERSION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** Conversions per visit, as a whole percentage with one decimal; null without visits. */
export const conversionRate = ({ visits, conversions: counts }: Pick<VisitFigures, 'visits' | 'conversions'>): number | null =>
  visits === 0 ? null : Math.round((conversionTotal(counts) / visits) * 1000) / 10;

/** A source as the owner reads it: "Search engine: google.com", "Direct or unknown". */
export const sourceText = ({ source, referrer }: { source: SourceKind; referrer: string | null }): string =>
  referrer ? `${SOURCE_KIND_LABELS[source]}: ${referrer}` : SOURCE_KIND_LABELS[source];

/** A campaign's tags as the owner reads them ("spring-mailer / email / april"), or null when it has none. */
export function campaignText({ utmSource, utmMedium, utmCampaign }: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null }): string | null {
  const tags = [utmSource, utmMedium, utmCampaign].filter((tag): tag is string => Boolean(tag));
  return tags.length === 0 ? null : tags.join(' / ');
}
