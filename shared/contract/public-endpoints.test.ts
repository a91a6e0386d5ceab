// The zod-free table of the public API and the reads built from it.
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { endpoints } from './endpoints.ts';
import { fillPath, publicEndpoints, read } from './public-endpoints.ts';

describe('public endpoints', () => {
  it('each schema in endpoints.ts reads exactly the query parameters the zod-free table names', () => {
    const withQuery = Object.entries(endpoints.public).filter(([, endpoint]) => 'query' in endpoint);
    expect(withQuery.map(([name]) => name)).toEqual(['shop', 'blogList', 'bookingSlots']);
    for (const [name, endpoint] of withQuery) {
      const names: readonly string[] = (publicEndpoints[name as keyof typeof publicEndpoints] as { queryParams?: readonly string[] }).queryParams ?? [];
      expect(Object.keys((endpoint as { query: ZodObject }).query.shape), name).toEqual([...names]);
    }
  });

  it('a read keeps its parameters as text in the endpoint’s order, so equal reads are alike', () => {
    expect(read('shop', { page: 2, collection: 'heritage' })).toEqual({ endpoint: 'shop', params: { collection: 'heritage', page: '2' } });
    expect(read('product', { id: 3 })).toEqual(read('product', { id: '3' }));
    expect(read('product', { id: 3 })).not.toEqual(read('product', { id: 4 }));
  });

  it('fills a path, escaping its parameters, and needs each of them', () => {
    expect(fillPath('/content/blog/:slug.md', { slug: 'a b/c' })).toBe('/content/blog/a%20b%2Fc.md');
    expect(fillPath('/api/products/:id', { id: 12 })).toBe('/api/products/12');
    expect(() => fillPath('/api/products/:id')).toThrow('Missing path parameter id');
  });
});
