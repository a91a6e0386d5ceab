// Facts the spec states outright, restated once for the tests that check the product against
// the spec (not against its own seed data, which would make those tests unable to fail).

/** The 17 service areas, in the spec's order (section 2, Service areas). */
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
