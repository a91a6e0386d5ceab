import { describe, expect, it } from 'vitest';
import { SPEC_AREAS } from '../../tests/spec-facts.ts';
import { indefiniteArticle, withIndefiniteArticle } from './indefinite-article.ts';

describe('a or an', () => {
  // Each of the spec's 17 areas, said aloud.
  const SAID: Record<(typeof SPEC_AREAS)[number], 'a' | 'an'> = {
    'Lincoln Park': 'a',
    'Gold Coast': 'a',
    'River North': 'a',
    'Old Town': 'an',
    Lakeview: 'a',
    Streeterville: 'a',
    'West Loop': 'a',
    Loop: 'a',
    'South Loop': 'a',
    'Wicker Park': 'a',
    Bucktown: 'a',
    'Logan Square': 'a',
    'Roscoe Village': 'a',
    'Lincoln Square': 'a',
    Andersonville: 'an',
    Evanston: 'an',
    'Oak Park': 'an',
  };

  it.each(SPEC_AREAS)('%s', (name) => {
    expect(indefiniteArticle(name)).toBe(SAID[name]);
    expect(`Selling or refreshing ${withIndefiniteArticle(name)} home?`).toBe(`Selling or refreshing ${SAID[name]} ${name} home?`);
  });

  it.each([
    ['Uptown', 'an'],
    ['Edgewater', 'an'],
    ['Irving Park', 'an'],
    ['Albany Park', 'an'],
    ['Ukrainian Village', 'a'],
    ['University Village', 'a'],
    ['Eugene Field Park', 'a'],
    ['One Bennett Park', 'a'],
    ['Hyde Park', 'a'],
    ['Humboldt Park', 'a'],
    ['Hour Glass Lofts', 'an'],
    ['  evanston ', 'an'],
  ] as const)('an area the owner adds: %s takes "%s"', (name, article) => {
    expect(indefiniteArticle(name)).toBe(article);
  });
});
