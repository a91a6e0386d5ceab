import { describe, expect, it } from 'vitest';
import { mergeThreeWays, sameJson } from './three-way-merge.ts';

describe('three-way merge', () => {
  const base: Record<string, unknown> = { name: 'Rug', size: '8x10', origin: null, features: ['a'] };

  it('takes a field changed on one side only from that side, and asks only about fields changed on both', () => {
    const mine = { name: 'Rug', size: '9x12', origin: 'Nepal', features: ['a'] };
    const theirs = { name: 'Rug (theirs)', size: '6x9', origin: null, features: ['a', 'b'] };
    const result = mergeThreeWays(['name', 'size', 'origin', 'features'], base, mine, theirs);
    expect(result.merged).toEqual({ name: 'Rug (theirs)', size: '9x12', origin: 'Nepal', features: ['a', 'b'] });
    expect(result.bothChanged).toEqual(['size']);
    expect(result.takenFromTheirs).toEqual(['name', 'features']);
    expect(result.keptFromMine).toEqual(['origin']);
  });

  it('treats the same change on both sides as no conflict, and every difference as one without a base', () => {
    const mine: Record<string, unknown> = { name: 'Same', size: '9x12', origin: null, features: ['a'] };
    expect(mergeThreeWays(['name', 'size'], base, mine, { ...mine, size: '6x9' }).bothChanged).toEqual(['size']);
    expect(mergeThreeWays(['name'], base, mine, { ...mine }).bothChanged).toEqual([]);
    expect(mergeThreeWays(['name', 'size', 'origin'], null, mine, { ...base }).bothChanged).toEqual(['name', 'size']);
  });

  it('compares JSON values deeply, ignoring key order', () => {
    expect(sameJson({ a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});
