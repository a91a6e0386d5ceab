import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars, formatPrice, formatShortDate } from './format.ts';

describe('formatPrice', () => {
  it('shows thousands separators and a dollar sign, cents only when present', () => {
    expect(formatPrice(12500)).toBe('$12,500');
    expect(formatPrice(1249.5)).toBe('$1,249.50');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1234567.89)).toBe('$1,234,567.89');
  });
});

describe('formatDollars', () => {
  it('rounds to whole dollars and signs negatives', () => {
    expect(formatDollars(15349.32)).toBe('$15,349');
    expect(formatDollars(-22000)).toBe('-$22,000');
  });
});

describe('formatShortDate', () => {
  it('gives the short US date without timezone shifts', () => {
    expect(formatShortDate('2025-10-02')).toBe('Oct 2, 2025');
    expect(formatShortDate('2025-10-02T23:30:00.000Z')).toBe('Oct 2, 2025');
    expect(formatShortDate('soon')).toBe('soon');
  });
});

describe('formatCount', () => {
  it('says one thing in the singular and any other count in the plural, with thousands separators', () => {
    expect(formatCount(1, 'day')).toBe('1 day');
    expect(formatCount(0, 'day')).toBe('0 days');
    expect(formatCount(2, 'area')).toBe('2 areas');
    expect(formatCount(10000, 'rug')).toBe('10,000 rugs');
    expect(formatCount(3, 'child', 'children')).toBe('3 children');
  });
});

describe('numbers as Intl.NumberFormat en-US writes them', () => {
  // The grouping is done by hand (no Intl on the page's first render): it must match the platform's.
  const values = [0, 5, 12, 999, 1000, 1001, 9999.99, 12500, 100000, 999999.995, 1234567.891, 10_000_000, 0.5, 0.005, 1.005, 2.675, 49.999];
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);

  it('prices, with cents or without', () => {
    for (const value of [...values, ...values.map((v) => -v).filter((v) => v !== 0)]) {
      const hasCents = Math.round(value * 100) % 100 !== 0;
      const expected = intl(hasCents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 }).format(value);
      expect(formatPrice(value)).toBe(`$${expected}`);
    }
  });

  it('whole dollars and counts', () => {
    for (const value of values) {
      expect(formatDollars(value)).toBe(`$${intl({ maximumFractionDigits: 0 }).format(Math.round(value))}`);
      expect(formatDollars(-value - 1)).toBe(`-$${intl({ maximumFractionDigits: 0 }).format(Math.abs(Math.round(-value - 1)))}`);
    }
    for (const count of [0, 2, 999, 1000, 65_536, 1_000_000]) expect(formatCount(count, 'rug')).toBe(`${intl({}).format(count)} rugs`);
  });
});
