// The one matcher of public addresses (decision 190): the server's status, head, data, cache key and
// rendered page all take its answer.
import { describe, expect, it } from 'vitest';
import { matchPublicRoute } from './match-route.ts';
import { NAV_LINKS, PUBLIC_ROUTES, routeHead, STATIC_PUBLIC_PATHS } from './public-routes.ts';

describe('matchPublicRoute', () => {
  it('matches each page at its own address, ignoring a trailing slash', () => {
    expect(matchPublicRoute('/jacobs')).toEqual({ name: 'home', params: {} });
    expect(matchPublicRoute('/jacobs/shop')).toEqual({ name: 'shop', params: {} });
    expect(matchPublicRoute('/jacobs/shop/')).toEqual({ name: 'shop', params: {} });
    expect(matchPublicRoute('/jacobs/services/antique-sourcing')).toEqual({ name: 'servicePage', params: { service: 'antique-sourcing' } });
  });

  it('matches a parameter that takes listed values only to one of them, in any letter case, at its own spelling', () => {
    expect(matchPublicRoute('/jacobs/services/rug-intelligence/')).toEqual({ name: 'servicePage', params: { service: 'rug-intelligence' } });
    expect(matchPublicRoute('/jacobs/services/Rug-Intelligence')).toEqual({ name: 'servicePage', params: { service: 'rug-intelligence' }, redirect: '/jacobs/services/rug-intelligence' });
    expect(matchPublicRoute('/jacobs/services/rug%2Dintelligence')).toEqual({ name: 'servicePage', params: { service: 'rug-intelligence' }, redirect: '/jacobs/services/rug-intelligence' });
    expect(matchPublicRoute('/jacobs/services/rugs')).toEqual({ name: 'notFound', params: {} });
  });

  it('reads named segments, decoded, and needs each of them', () => {
    expect(matchPublicRoute('/jacobs/blog/pet-safe%20rugs')).toEqual({ name: 'blogPost', params: { slug: 'pet-safe rugs' } });
    expect(matchPublicRoute('/jacobs/product/42')).toEqual({ name: 'product', params: { id: '42' } });
    expect(matchPublicRoute('/jacobs/shop/42')).toEqual({ name: 'product', params: { id: '42' } });
    expect(matchPublicRoute('/jacobs/service-areas/lincoln-park')).toEqual({ name: 'serviceArea', params: { slug: 'lincoln-park' } });
    // A malformed escape is kept as written rather than throwing.
    expect(matchPublicRoute('/jacobs/blog/100%')).toEqual({ name: 'blogPost', params: { slug: '100%' } });
    expect(matchPublicRoute('/jacobs/product//')).toEqual({ name: 'notFound', params: {} });
  });

  it('sends an address spelled otherwise (letter case, escapes, doubled slashes) to the route’s own, keeping a parameter as given', () => {
    expect(matchPublicRoute('/Jacobs/Shop')).toEqual({ name: 'shop', params: {}, redirect: '/jacobs/shop' });
    expect(matchPublicRoute('/JACOBS/SHOP/')).toEqual({ name: 'shop', params: {}, redirect: '/jacobs/shop' });
    expect(matchPublicRoute('/jacobs/%73hop')).toEqual({ name: 'shop', params: {}, redirect: '/jacobs/shop' });
    expect(matchPublicRoute('//jacobs/shop')).toEqual({ name: 'shop', params: {}, redirect: '/jacobs/shop' });
    expect(matchPublicRoute('/Jacobs/Blog/Caf%C3%A9')).toEqual({ name: 'blogPost', params: { slug: 'Café' }, redirect: '/jacobs/blog/Caf%C3%A9' });
    expect(matchPublicRoute('/jacobs/blog/Do-Rugs')).toEqual({ name: 'blogPost', params: { slug: 'Do-Rugs' } });
  });

  it('answers notFound for any other address', () => {
    for (const path of ['/', '/jacobs/shopping', '/jacobs/shop/1/2', '/jacobs/services/unknown-service', '/somewhere/else', '/jacobs//shop', '/api/products']) {
      expect(matchPublicRoute(path), path).toEqual({ name: 'notFound', params: {} });
    }
  });
});

describe('the route table', () => {
  it('spells every pattern in lower case, as the matcher compares', () => {
    for (const route of Object.values(PUBLIC_ROUTES)) for (const pattern of route.patterns) expect(pattern).toBe(pattern.toLowerCase());
  });

  it('lists the pages without a parameter in the route table order', () => {
    expect(STATIC_PUBLIC_PATHS).toEqual([
      '/jacobs',
      '/jacobs/services',
      '/jacobs/services/antique-sourcing',
      '/jacobs/services/rugshift-bespoke',
      '/jacobs/services/rug-intelligence',
      '/jacobs/services/commercial-spaces',
      '/jacobs/services/designer-rugs-included',
      '/jacobs/service-areas',
      '/jacobs/proof-roi',
      '/jacobs/rug-fit',
      '/jacobs/health-pets',
      '/jacobs/about',
      '/jacobs/blog',
      '/jacobs/contact',
      '/jacobs/shop',
      '/jacobs/privacy',
      '/jacobs/terms',
      '/jacobs/accessibility',
    ]);
  });

  it("lists the navigation bar's eight links in the spec's order (docs/product/routes.md)", () => {
    expect(NAV_LINKS).toEqual([
      { label: 'Home', to: '/jacobs' },
      { label: 'Services', to: '/jacobs/services' },
      { label: 'Service Areas', to: '/jacobs/service-areas' },
      { label: 'Proof & ROI', to: '/jacobs/proof-roi' },
      { label: 'Health & Pets', to: '/jacobs/health-pets' },
      { label: 'About', to: '/jacobs/about' },
      { label: 'Blog', to: '/jacobs/blog' },
      { label: 'Contact', to: '/jacobs/contact' },
    ]);
  });

  it('gives every page that needs no record its built-in head, and each service page its own', () => {
    for (const path of STATIC_PUBLIC_PATHS) {
      const { name, params } = matchPublicRoute(path);
      expect(routeHead(name, params)?.title, path).toMatch(/\w/);
    }
    expect(routeHead('servicePage', { service: 'commercial-spaces' })?.crumb).toBe('Commercial Spaces');
    expect(routeHead('product', { id: '1' })).toBeUndefined();
  });
});
