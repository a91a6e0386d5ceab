// The words of the visit counts (README, Visits), without zod, so the admin's dashboard and inbox
// load none (decision 201): the kinds of source, device and conversion with the owner's names for
// them, the periods, and how a source, a campaign and a rate read. visits.ts holds the schemas.

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

/** Months the daily totals are kept (the server deletes older ones; the privacy template says so). */
export const VISIT_TOTALS_KEPT_MONTHS = 25;

/** The periods the owner reads, in days (today included). */
export const VISIT_PERIODS = [7, 30, 90] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];
export const DEFAULT_VISIT_PERIOD: VisitPeriod = 30;

/** A source as the owner reads it: "Search engine: google.com", "Direct or unknown". */
export const sourceText = ({ source, referrer }: { source: SourceKind; referrer: string | null }): string =>
  referrer ? `${SOURCE_KIND_LABELS[source]}: ${referrer}` : SOURCE_KIND_LABELS[source];

/** A campaign's tags as the owner reads them ("spring-mailer / email / april"), or null when it has none. */
export function campaignText({ utmSource, utmMedium, utmCampaign }: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null }): string | null {
  const tags = [utmSource, utmMedium, utmCampaign].filter((tag): tag is string => Boolean(tag));
  return tags.length === 0 ? null : tags.join(' / ');
}

export type ConversionCounts = Record<ConversionKind, number>;

/** All of a row's conversions. */
export const conversionTotal = (counts: ConversionCounts): number => CONVERSION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** Conversions per visit, as a percentage with one decimal; null without visits. */
export const conversionRate = ({ visits, conversions }: { visits: number; conversions: ConversionCounts }): number | null =>
  visits === 0 ? null : Math.round((conversionTotal(conversions) / visits) * 1000) / 10;
