import { describe, expect, it } from 'vitest';
import { cataloguePage } from './shop.ts';

const rug = (name: string, collection = 'heritage', price = 100) => ({ name, collection, price, roiMultiplier: null });
const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

describe('cataloguePage', () => {
  const catalogue = ['E', 'B', 'D', 'A', 'C'].map((name) => rug(name));

  it('cuts the sorted view into pages', () => {
    expect(cataloguePage(catalogue, { collection: 'all', sort: 'name', page: 1 }, 2)).toEqual({ products: [rug('A'), rug('B')], total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(names(cataloguePage(catalogue, { collection: 'all', sort: 'name', page: 3 }, 2).products)).toEqual(['E']);
  });

  it('counts only the matching products', () => {
    const mixed = [rug('A'), rug('B', 'Pet-Friendly Materials'), rug('C', 'pet-safe')];
    expect(cataloguePage(mixed, { collection: 'pet-safe', sort: 'name', page: 1 }, 2)).toMatchObject({ total: 2, pageCount: 1 });
  });

  it('answers a page past the end, or an empty view, with no products and at least one page', () => {
    expect(cataloguePage(catalogue, { collection: 'all', sort: 'name', page: 9 }, 2)).toEqual({ products: [], total: 5, page: 9, pageSize: 2, pageCount: 3 });
    expect(cataloguePage(catalogue, { collection: 'pet-safe', sort: 'name', page: 1 }, 2)).toEqual({ products: [], total: 0, page: 1, pageSize: 2, pageCount: 1 });
  });
});
