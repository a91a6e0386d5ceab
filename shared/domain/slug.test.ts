import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugFrom, slugify } from './slug.ts';

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

describe('slugFrom', () => {
  it('cuts a long name to the longest slug, without a trailing hyphen', () => {
    const name = 'Heriz '.repeat(30);
    expect(slugFrom(name)).toHaveLength(MAX_SLUG_LENGTH - 1);
    expect(slugFrom(name)).toBe(slugify(name).slice(0, MAX_SLUG_LENGTH - 1));
    expect(slugFrom('x'.repeat(200))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });
});
