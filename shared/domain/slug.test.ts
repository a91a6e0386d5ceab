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

  it('writes Cyrillic and Greek in Latin letters instead of dropping them', () => {
    expect(slugify('Ковёр Бухара')).toBe('kover-bukhara');
    expect(slugify('Персидский ковёр, 3×4 м')).toBe('persidskii-kover-3-4-m');
    expect(slugify('Щёлковский Подъезд')).toBe('shchelkovskii-podieezd');
    expect(slugify('Київ Ґанок')).toBe('kiiv-ganok');
    expect(slugify('Χαλί Αθήνα')).toBe('chali-athina');
    expect(slugify('Tabriz Ковёр')).toBe('tabriz-kover');
  });

  it('leaves Latin text to the spec’s rule, letters it cannot fold included', () => {
    expect(slugify('Straße Ägypten Øresund')).toBe('stra-e-agypten-resund');
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
