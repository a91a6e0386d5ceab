// Where a lead came from, for the dashboard's chart: the sources and their names
// (Rug Fit's sends are a source of their own). Which source a contact message is depends on the site's addresses: shared/lead-source.ts.

export const LEAD_SOURCES = ['direct', 'servicePage', 'product', 'rugFit', 'booking', 'newsletter'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How the admin names each source (chart legend, table headings). */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  direct: 'Direct',
  servicePage: 'Service page',
  product: 'Product',
  rugFit: 'Rug Fit',
  booking: 'Booking',
  newsletter: 'Newsletter',
};
