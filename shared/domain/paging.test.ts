import { describe, expect, it } from 'vitest';
import { listPage, pageFromAddress, pageNumbersAround, pageOf, pageOffset } from './paging.ts';

describe('pageFromAddress', () => {
  it('reads a whole number from 1, and anything else as the first page', () => {
    expect(pageFromAddress('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two', '1e3', '9999999999']) expect(pageFromAddress(value), String(value)).toBe(1);
  });
});

describe('pageOf', () => {
  it('cuts a list into pages and says where the page sits', () => {
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual({ items: ['c', 'd'], total: 5, page: 2, pageSize: 2, pageCount: 3 });
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], 3, 2).items).toEqual(['e']);
  });

  it('answers a page past the end, or an empty list, with no items and at least one page', () => {
    expect(pageOf(['a', 'b'], 4, 2)).toEqual({ items: [], total: 2, page: 4, pageSize: 2, pageCount: 1 });
    expect(pageOf([], 1, 12)).toEqual({ items: [], total: 0, page: 1, pageSize: 12, pageCount: 1 });
  });
});

describe('listPage and pageOffset (a page cut by SQL)', () => {
  it('starts page N after N-1 full pages, and counts the pages from the total', () => {
    expect([1, 2, 5].map((page) => pageOffset(page, 12))).toEqual([0, 12, 48]);
    expect(listPage(['m', 'n'], 26, 3, 12)).toEqual({ items: ['m', 'n'], total: 26, page: 3, pageSize: 12, pageCount: 3 });
    expect(listPage([], 0, 2, 50)).toEqual({ items: [], total: 0, page: 2, pageSize: 50, pageCount: 1 });
  });
});

describe('pageNumbersAround', () => {
  it('gives the first, last and neighbouring pages once each, in order', () => {
    expect(pageNumbersAround(1, 1)).toEqual([1]);
    expect(pageNumbersAround(1, 5)).toEqual([1, 2, 5]);
    expect(pageNumbersAround(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbersAround(7, 417)).toEqual([1, 6, 7, 8, 417]);
    expect(pageNumbersAround(417, 417)).toEqual([1, 416, 417]);
  });
});
