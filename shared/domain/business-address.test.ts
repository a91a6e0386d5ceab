import { describe, expect, it } from 'vitest';
import { addressLines, postalAddress } from './business-address.ts';

const CITY_ONLY = { streetAddress: null, postalCode: null, addressNote: null, city: 'Chicago, Illinois' };
const FULL = { streetAddress: '1520 N Wells St, Suite 2', postalCode: '60610', addressNote: 'By appointment only', city: 'Chicago, Illinois' };

describe('the business address', () => {
  it('is written as the street, then the city with its ZIP code', () => {
    expect(addressLines(FULL)).toEqual(['1520 N Wells St, Suite 2', 'Chicago, Illinois 60610']);
    expect(addressLines({ ...FULL, postalCode: null })).toEqual(['1520 N Wells St, Suite 2', 'Chicago, Illinois']);
    expect(addressLines(CITY_ONLY)).toEqual(['Chicago, Illinois']);
  });

  it('is a schema.org PostalAddress with what the settings give', () => {
    expect(postalAddress(FULL)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1520 N Wells St, Suite 2',
      addressLocality: 'Chicago',
      addressRegion: 'Illinois',
      postalCode: '60610',
      addressCountry: 'US',
    });
    expect(postalAddress(CITY_ONLY)).toEqual({ '@type': 'PostalAddress', addressLocality: 'Chicago', addressRegion: 'Illinois', addressCountry: 'US' });
    expect(postalAddress({ ...CITY_ONLY, city: 'Evanston, IL' })).toMatchObject({ addressLocality: 'Evanston', addressRegion: 'IL' });
    expect(postalAddress({ ...CITY_ONLY, city: 'Oak Park' })).toEqual({ '@type': 'PostalAddress', addressLocality: 'Oak Park', addressCountry: 'US' });
  });
});
