import { describe, expect, it } from 'vitest';
import { collectionName, isSortMode, matchesCollection, sortProducts, toCollectionId } from './collections.ts';

describe('matchesCollection', () => {
  it('matches everything for all', () => {
    expect(matchesCollection('heritage', 'all')).toBe(true);
  });

  it('matches by id after lowercasing and turning spaces into hyphens', () => {
    expect(matchesCollection('luxury-wool', 'luxury-wool')).toBe(true);
    expect(matchesCollection('Luxury Wool', 'luxury-wool')).toBe(true);
    expect(matchesCollection('Neutral Modern', 'luxury-wool')).toBe(false);
  });

  it('matches a collection stored as its display name', () => {
    expect(matchesCollection('Pet-Friendly Materials', 'pet-safe')).toBe(true);
    expect(matchesCollection('Heritage Collection', 'heritage')).toBe(true);
    expect(matchesCollection('Heritage Collection', 'pet-safe')).toBe(false);
  });
});

describe('collection names and ids', () => {
  it('maps ids and names both ways', () => {
    expect(collectionName('pet-safe')).toBe('Pet-Friendly Materials');
    expect(collectionName('unknown')).toBe('unknown');
    expect(toCollectionId('Luxury Wool')).toBe('luxury-wool');
    expect(toCollectionId(' heritage ')).toBe('heritage');
    expect(toCollectionId('all')).toBeNull();
    expect(toCollectionId('plastic')).toBeNull();
  });
});

describe('sortProducts', () => {
  const products = [
    { name: 'Bravo', price: 300, roiMultiplier: 1.2 },
    { name: 'Alpha', price: 100, roiMultiplier: null },
    { name: 'Charlie', price: 200, roiMultiplier: 1.5 },
    { name: 'Delta', price: 200 },
  ];
  const names = (list: { name: string }[]) => list.map((product) => product.name);

  it('sorts by name by default', () => {
    expect(names(sortProducts(products, 'name'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('sorts by price both ways, ties by name', () => {
    expect(names(sortProducts(products, 'price-low'))).toEqual(['Alpha', 'Charlie', 'Delta', 'Bravo']);
    expect(names(sortProducts(products, 'price-high'))).toEqual(['Bravo', 'Charlie', 'Delta', 'Alpha']);
  });

  it('sorts by ROI descending, a missing multiplier counting as 0', () => {
    expect(names(sortProducts(products, 'roi'))).toEqual(['Charlie', 'Bravo', 'Alpha', 'Delta']);
  });

  it('returns a copy and knows its modes', () => {
    const copy = sortProducts(products, 'price-low');
    expect(copy).not.toBe(products);
    expect(products[0].name).toBe('Bravo');
    expect(isSortMode('roi')).toBe(true);
    expect(isSortMode('random')).toBe(false);
  });
});
