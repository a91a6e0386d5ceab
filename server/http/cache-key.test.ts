import { describe, expect, it } from 'vitest';
import { isCanonicalAddress, publicTarget } from './cache-key.ts';

describe('publicTarget', () => {
  it('keeps only the parameters the route reads, in a fixed order', () => {
    expect(publicTarget('/jacobs/shop?utm=1&page=2&collection=heritage')).toBe('/jacobs/shop?collection=heritage&page=2');
    expect(publicTarget('/api/shop?x=1')).toBe('/api/shop');
    expect(publicTarget('/api/products?offset=5&limit=2&utm_source=mail')).toBe('/api/products?limit=2&offset=5');
    expect(publicTarget('/jacobs/about?utm_campaign=spring')).toBe('/jacobs/about');
    expect(publicTarget('/api/settings?x=1')).toBe('/api/settings');
  });

  it('keeps repeated parameters, which the route refuses', () => {
    expect(publicTarget('/api/shop?sort=name&x=1&sort=roi')).toBe('/api/shop?sort=name&sort=roi');
  });

  it('reads the contact page’s prefill as the one query that asks for it', () => {
    expect(publicTarget('/jacobs/contact?utm_source=services&utm_medium=rug-intelligence&type=brief')).toBe('/jacobs/contact?type=brief');
    expect(publicTarget('/jacobs/contact?utm_source=services&utm_medium=rug-intelligence')).toBe('/jacobs/contact?utm_medium=rug-intelligence');
    expect(publicTarget('/jacobs/contact?utm_source=services&utm_medium=antique-sourcing')).toBe('/jacobs/contact');
  });

  it('reads the product a contact message is about, as its id', () => {
    expect(publicTarget('/jacobs/contact?product=12&utm_campaign=x')).toBe('/jacobs/contact?product=12');
    expect(publicTarget('/jacobs/contact?product=012')).toBe('/jacobs/contact?product=12');
    expect(publicTarget('/jacobs/contact?product=12&utm_medium=rug-intelligence&product=13')).toBe('/jacobs/contact?utm_medium=rug-intelligence&product=12');
    for (const id of ['abc', '0', '-1', '1.5', '1234567890123456']) expect(publicTarget(`/jacobs/contact?product=${id}`)).toBe('/jacobs/contact');
  });

  it('drops trailing slashes, matches routes in any letter case and reads absolute-form targets', () => {
    expect(publicTarget('/api/products/?limit=1')).toBe('/api/products?limit=1');
    expect(publicTarget('/API/Shop?page=2&x=1')).toBe('/API/Shop?page=2');
    expect(publicTarget('http://rugs.example/api/shop?page=3&x=1')).toBe('/api/shop?page=3');
    expect(publicTarget('/')).toBe('/');
  });

});

describe('isCanonicalAddress', () => {
  it('is true only for a lower-case target without a query, however the request spelled it', () => {
    for (const url of ['/jacobs', '/jacobs/shop', '/jacobs/shop?x=1', '/jacobs/about/', '/api/products', '/api/products/12', '/jacobs/blog/do-rugs-increase-home-value', '/sitemap.xml', '/content/blog/a-b.md', 'http://h/jacobs']) {
      expect(isCanonicalAddress(publicTarget(url)), url).toBe(true);
    }
    for (const url of ['/jacobs/shop?page=2', '/API/products', '/jacobs//about', '/api/blog/%64o', '/jacobs/contact?type=brief']) {
      expect(isCanonicalAddress(publicTarget(url)), url).toBe(false);
    }
  });
});
