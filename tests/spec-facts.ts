// Facts the spec states outright, restated once for the tests that check the product against
// the spec (not against its own seed data, which would make those tests unable to fail).

/** The 17 service areas, in the spec's order (docs/product/copy.md#public-pages). */
export const SPEC_AREAS = [
  'Lincoln Park',
  'Gold Coast',
  'River North',
  'Old Town',
  'Lakeview',
  'Streeterville',
  'West Loop',
  'Loop',
  'South Loop',
  'Wicker Park',
  'Bucktown',
  'Logan Square',
  'Roscoe Village',
  'Lincoln Square',
  'Andersonville',
  'Evanston',
  'Oak Park',
] as const;

/**
 * The pet-health claim as the spec words it (docs/product/copy.md#public-pages), British "fibres" included: a spec
 * string stays exactly as written, while the rest of the site's copy is in US spelling.
 */
export const SPEC_PET_HEALTH_CLAIM = '137,000-240,000 microplastic fibres a year';

/**
 * The slug rule as the spec states it (docs/product/api.md#payload-rules: lowercase, runs of
 * non-alphanumerics become one hyphen, leading and trailing hyphens trimmed), as names with the
 * slug the spec gives them, written out by hand so a test never re-derives the rule it checks.
 */
export const SPEC_SLUG_EXAMPLES = {
  blogPost: { name: 'E2E Rugs & Radiators: a Winter Guide!', slug: 'e2e-rugs-radiators-a-winter-guide' },
  product: { name: 'E2E Heriz -- Antique, 1920s', slug: 'e2e-heriz-antique-1920s' },
  coreService: { name: 'E2E Moth Audit: Wool & Silk', slug: 'e2e-moth-audit-wool-silk' },
} as const;
