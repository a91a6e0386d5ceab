import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases and joins runs of non-alphanumerics with one hyphen', () => {
    expect(slugify('Lakeshore Hand-Knotted  Wool!')).toBe('lakeshore-hand-knotted-wool');
    expect(slugify("9' x 12' Runner")).toBe('9-x-12-runner');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  --Gold Coast--  ')).toBe('gold-coast');
  });

  it('folds accents: Café Noir -> cafe-noir', () => {
    expect(slugify('Café Noir')).toBe('cafe-noir');
  });

  it('gives an empty slug for punctuation only', () => {
    expect(slugify('!!! ??? ---')).toBe('');
    expect(slugify('')).toBe('');
  });
});
