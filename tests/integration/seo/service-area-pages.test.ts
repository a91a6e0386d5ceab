// A page per neighborhood (decision 190): /jacobs/service-areas/{slug} answers for each
// active area with its own title and description (the SEO fields edited in the admin, or
// fallbacks), LocalBusiness data serving that one area and a breadcrumb; it is in the sitemap;
// inactive and unknown areas answer 404; an admin edit shows at once.
import { describe, expect, it } from 'vitest';
import type { AdminServiceArea } from '../../../shared/contract/service-areas.ts';
import { seedServiceAreas } from '../../../server/seed/seed-data/service-areas.ts';
import type { HttpClient } from '../support/http-client.ts';
import { validServiceArea } from '../../support/record-data.ts';
import { jsonLdOfType, readHead, type HeadTags } from '../support/html-head.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

const COMPANY = 'Jacobs Rug Consultancy';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>' }),
});

async function headOf(path: string, status = 200): Promise<HeadTags> {
  const response = await server.client().get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return readHead(response.text);
}

async function createArea(fields: Record<string, unknown>): Promise<AdminServiceArea> {
  const created = await admin.post('/api/admin/service-areas', { ...validServiceArea(), ...fields });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

describe('a service area page', () => {
  it('answers for every seeded area with its SEO title and description, canonical and social tags', async () => {
    for (const seeded of seedServiceAreas) {
      const path = `/jacobs/service-areas/${seeded.slug}`;
      const head = await headOf(path);
      const title = `${seeded.seoTitle} | ${COMPANY}`;
      expect(head.titles, path).toEqual([title]);
      expect(head.meta('description')).toEqual([seeded.seoDescription]);
      expect(head.canonical).toEqual([`${server.baseUrl}${path}`]);
      expect(head.meta('og:url')).toEqual([`${server.baseUrl}${path}`]);
      expect(head.meta('og:title')).toEqual([title]);
      expect(head.meta('og:description')).toEqual([seeded.seoDescription]);
      expect(head.meta('robots')).toEqual([]);
    }
  });

  it('carries LocalBusiness data whose areaServed is that area alone, and a breadcrumb through Service Areas', async () => {
    const head = await headOf('/jacobs/service-areas/lincoln-park');
    const [business] = jsonLdOfType(head, 'LocalBusiness');
    expect(business).toMatchObject({ '@type': 'LocalBusiness', name: COMPANY, areaServed: [{ '@type': 'Place', name: 'Lincoln Park, Chicago, IL' }] });
    expect(business.openingHours).toBe('Mo-Fr 09:00-18:00');
    const [crumbs] = jsonLdOfType(head, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', `${server.baseUrl}/jacobs`],
      ['Service Areas', `${server.baseUrl}/jacobs/service-areas`],
      ['Lincoln Park', `${server.baseUrl}/jacobs/service-areas/lincoln-park`],
    ]);

    const suburb = jsonLdOfType(await headOf('/jacobs/service-areas/evanston'), 'LocalBusiness')[0];
    expect(suburb.areaServed).toEqual([{ '@type': 'City', name: 'Evanston, IL' }]);
  });

  it('without SEO fields: a title naming the place and the description cut to 160 characters at a word', async () => {
    const description = `${'Tree-lined blocks of greystones and courtyard buildings near the lake. '.repeat(4)}`.trim();
    const area = await createArea({ name: 'Hyde Park', slug: 'hyde-park', description, seoTitle: null, seoDescription: null });
    const head = await headOf(`/jacobs/service-areas/${area.slug}`);
    expect(head.titles).toEqual([`Rug Consultancy in Hyde Park, Chicago | ${COMPANY}`]);
    const [meta] = head.meta('description');
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
    expect(description.startsWith(meta.slice(0, -1))).toBe(true);
    expect(description[meta.length - 1]).toBe(' ');

    await createArea({ name: 'Skokie', slug: 'skokie', type: 'suburb', description: null });
    const bareHead = await headOf('/jacobs/service-areas/skokie');
    expect(bareHead.titles).toEqual([`Rug Consultancy in Skokie, IL | ${COMPANY}`]);
    expect(bareHead.meta('description')[0]).toContain('Skokie, IL');
  });

  it('inactive and unknown areas answer 404 with the not-found head, noindex and no canonical', async () => {
    await createArea({ name: 'Bridgeport', slug: 'bridgeport', active: false });
    for (const path of ['/jacobs/service-areas/bridgeport', '/jacobs/service-areas/atlantis', '/jacobs/service-areas/lincoln-park/more']) {
      const head = await headOf(path, 404);
      expect(head.titles, path).toEqual([`404 Page Not Found | ${COMPANY}`]);
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.canonical).toEqual([]);
      expect(head.jsonLd).toEqual([]);
    }
  });

  it('an edit in the admin shows on the page at once: new SEO title, then 404 once made inactive', async () => {
    const path = '/jacobs/service-areas/gold-coast';
    expect((await headOf(path)).titles[0]).toContain('Gold Coast');
    const areas: AdminServiceArea[] = (await admin.get('/api/admin/service-areas')).body;
    const goldCoast = areas.find((area) => area.slug === 'gold-coast')!;

    const renamed = await admin.put(`/api/admin/service-areas/${goldCoast.id}`, { ...goldCoast, seoTitle: 'Gold Coast Rugs, Edited', seoDescription: 'Edited description.' });
    expect(renamed.status).toBe(200);
    const head = await headOf(path);
    expect(head.titles).toEqual([`Gold Coast Rugs, Edited | ${COMPANY}`]);
    expect(head.meta('description')).toEqual(['Edited description.']);

    expect((await admin.put(`/api/admin/service-areas/${goldCoast.id}`, { ...renamed.body, active: false })).status).toBe(200);
    await headOf(path, 404);
    const sitemap = (await server.client().get('/sitemap.xml')).text;
    expect(sitemap).not.toContain(`${server.baseUrl}${path}<`);
  });

  it('the public list carries each area’s SEO fields, which its page uses', async () => {
    const areas = (await server.client().get('/api/service-areas')).body;
    const lincolnPark = areas.find((area: { slug: string }) => area.slug === 'lincoln-park');
    expect(lincolnPark).toMatchObject({ seoTitle: 'Lincoln Park Rug Consultancy & Home Staging' });
    expect(lincolnPark.seoDescription).toMatch(/^Rug staging and sourcing for Lincoln Park/);
  });
});

describe('sitemap.xml', () => {
  it('lists the page of every active area, dated by the area; not inactive ones', async () => {
    const inactive = await createArea({ name: 'Pilsen', slug: 'pilsen', active: false });
    const active = await createArea({ name: 'Beverly', slug: 'beverly' });
    const xml = (await server.client().get('/sitemap.xml')).text;
    const public_ = (await server.client().get('/api/service-areas')).body as { slug: string; updatedAt: string }[];
    for (const area of public_) {
      expect(xml).toContain(`<url><loc>${server.baseUrl}/jacobs/service-areas/${area.slug}</loc><lastmod>${area.updatedAt}</lastmod></url>`);
    }
    expect(public_.map((area) => area.slug)).toContain(active.slug);
    expect(xml).not.toContain(`/jacobs/service-areas/${inactive.slug}<`);
  });
});
