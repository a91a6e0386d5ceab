// The zod-free table of the public API and the reads built from it.
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { endpoints } from './endpoints.ts';
import { fillPath, publicEndpoints, read, readKey, readUrl } from './public-endpoints.ts';

describe('public endpoints', () => {
  it('each schema in endpoints.ts reads exactly the query parameters the zod-free table names', () => {
    const withQuery = Object.entries(endpoints.public).filter(([, endpoint]) => 'query' in endpoint);
    expect(withQuery.map(([name]) => name)).toEqual(['shop']);
    for (const [name, endpoint] of withQuery) {
      const names: readonly string[] = (publicEndpoints[name as keyof typeof publicEndpoints] as { queryParams?: readonly string[] }).queryParams ?? [];
      expect(Object.keys((endpoint as { query: ZodObject }).query.shape), name).toEqual([...names]);
    }
  });

  it('a read keeps its parameters as text in the endpoint’s order, so equal reads have one key', () => {
    expect(read('shop', { page: 2, collection: 'heritage' })).toEqual({ endpoint: 'shop', params: { collection: 'heritage', page: '2' } });
    expect(readKey(read('product', { id: 3 }))).toBe(readKey(read('product', { id: '3' })));
    expect(readKey(read('product', { id: 3 }))).not.toBe(readKey(read('product', { id: 4 })));
    expect(readKey(read('settings'))).not.toBe(readKey(read('serviceAreas')));
  });

  it('builds the address a read fetches, escaping path parameters', () => {
    expect(readUrl(read('settings'))).toBe('/api/settings');
    expect(readUrl(read('product', { id: 12 }))).toBe('/api/products/12');
    expect(readUrl(read('blogBody', { slug: 'a b/c' }))).toBe('/content/blog/a%20b%2Fc.md');
    expect(readUrl(read('shop', { sort: 'roi', collection: 'all', page: 1 }))).toBe('/api/shop?collection=all&sort=roi&page=1');
    expect(readUrl(read('products', { offset: 5 }))).toBe('/api/products?offset=5');
    expect(() => fillPath('/api/products/:id')).toThrow('Missing path parameter id');
  });
});
