import { describe, expect, it } from 'vitest';
import { colourName, COLOUR_NAMES } from './colour-names.ts';

describe('colourName', () => {
  it('names each listed colour by its own name', () => {
    for (const entry of COLOUR_NAMES) expect(colourName(entry.color)).toBe(entry.name);
  });

  it('names the colours of a room as a consultant would', () => {
    expect(colourName('#1f2a44')).toBe('navy');
    expect(colourName('#c56a44')).toBe('terracotta');
    expect(colourName('#a3482a')).toBe('rust');
    expect(colourName('#dccaa9')).toBe('beige');
    expect(colourName('#d9d2c5')).toBe('stone');
    expect(colourName('#6f8f6a')).toBe('sage');
    expect(colourName('#c9a227')).toBe('mustard');
    expect(colourName('#f4f1e8')).toBe('ivory');
  });

  it('has one entry per name', () => {
    expect(new Set(COLOUR_NAMES.map((entry) => entry.name)).size).toBe(COLOUR_NAMES.length);
  });
});
