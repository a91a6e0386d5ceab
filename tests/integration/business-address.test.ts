// The business address (decision 135): an optional street address, ZIP code and
// note on visits in the settings, read by the public settings and written into the LocalBusiness
// JSON-LD as a PostalAddress; the phone setting must be a number a tel: link can dial.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client.ts';
import { validSettings } from '../support/record-data.ts';
import { jsonLdOfType, readHead } from './support/html-head.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>' }),
});

const businessAddressOn = async (path: string) => {
  const response = await server.client().get(path);
  expect(response.status, path).toBe(200);
  const [business] = jsonLdOfType(readHead(response.text), 'LocalBusiness');
  return business.address;
};

describe('the business address', () => {
  it('is saved with the settings, read by the public, and written into the LocalBusiness JSON-LD of every page that has one', async () => {
    const saved = await admin.put('/api/admin/settings', { ...validSettings(), streetAddress: ' 1520 N Wells St, Suite 2 ', postalCode: '60610', addressNote: 'By appointment only' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ streetAddress: '1520 N Wells St, Suite 2', postalCode: '60610', addressNote: 'By appointment only' });
    expect((await server.client().get('/api/settings')).body).toMatchObject({ streetAddress: '1520 N Wells St, Suite 2', postalCode: '60610', addressNote: 'By appointment only' });

    const area = (await server.client().get('/api/service-areas')).body[0];
    for (const path of ['/jacobs', '/jacobs/service-areas', `/jacobs/service-areas/${area.slug}`]) {
      expect(await businessAddressOn(path), path).toEqual({
        '@type': 'PostalAddress',
        streetAddress: '1520 N Wells St, Suite 2',
        addressLocality: 'Chicago',
        addressRegion: 'Illinois',
        postalCode: '60610',
        addressCountry: 'US',
      });
    }
  });

  it('left empty, the JSON-LD names the city alone, as before', async () => {
    const saved = await admin.put('/api/admin/settings', { ...validSettings(), streetAddress: '', postalCode: '', addressNote: '' });
    expect(saved.body).toMatchObject({ streetAddress: null, postalCode: null, addressNote: null });
    expect(await businessAddressOn('/jacobs')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Chicago', addressRegion: 'Illinois', addressCountry: 'US' });
  });

  it('refuses a ZIP code or a phone that is not one, naming the field, and keeps the settings', async () => {
    const before = (await admin.get('/api/admin/settings')).body;
    for (const [change, field, message] of [
      [{ postalCode: '606' }, 'postalCode', 'Use a 5-digit ZIP code (or ZIP+4)'],
      [{ postalCode: '60610-12' }, 'postalCode', 'Use a 5-digit ZIP code (or ZIP+4)'],
      [{ phone: 'call the shop' }, 'phone', 'Must be a phone number, such as (312) 555-0147'],
      [{ phone: '<svg onload=alert(1)>' }, 'phone', 'Must be a phone number, such as (312) 555-0147'],
      [{ streetAddress: 'x'.repeat(201) }, 'streetAddress', 'Must be at most 200 characters'],
    ] as const) {
      const response = await admin.put('/api/admin/settings', { ...validSettings(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
    }
    expect((await admin.get('/api/admin/settings')).body).toEqual(before);
    // ZIP+4 and a phone with an extension are fine.
    expect((await admin.put('/api/admin/settings', { ...validSettings(), postalCode: '60610-1234', phone: '(312) 555-0147 ext. 2' })).status).toBe(200);
  });
});
